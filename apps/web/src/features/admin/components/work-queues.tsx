import { formatMoney } from '../model/console-money';
import {
  DELETION_STATUSES,
  DISPUTE_STATUSES,
  DUNNING_PROVIDERS,
} from '@burrow/contract/staff-queues';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import {
  useDeletionQueue,
  useDisputeQueue,
  useDunningQueue,
  useRefundRequestQueue,
  type QueueFilters,
} from '../api/staff-queues-api';
import { CustomerLink, FilterForm, QueueListing, QueueTable, cell, when } from './queue-listing';

/*
 * The four work queues of `/admin/queues` (decision 0123). Each is read-only: its rows
 * link to the customer's page, where the action is taken.
 */

export interface QueueProps {
  filters: QueueFilters;
  page: number;
  /** New filters (back to page 1) or another page of the same ones. */
  onChange: (filters: QueueFilters, page: number) => void;
}

const money = (value: { amount_minor: number; currency: string } | null) =>
  value ? formatMoney(value.amount_minor, value.currency) : '—';
const words = (code: string | null) => (code ? code.replaceAll('_', ' ') : '—');

const PROVIDER_NAMES: Record<(typeof DUNNING_PROVIDERS)[number], string> = {
  card: 'Card',
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

export function DunningQueue({ filters, page, onChange }: QueueProps) {
  const query = useDunningQueue(filters, page);
  return (
    <div className="flex flex-col gap-4">
      <FilterForm label="Dunning filters" onApply={(values) => onChange(values, 1)}>
        <TextField
          key={`storefront-${filters.storefront ?? ''}`}
          label="Storefront"
          name="storefront"
          defaultValue={filters.storefront ?? ''}
          placeholder="burrow"
          className="w-40"
        />
        <SelectField
          key={`provider-${filters.provider ?? ''}`}
          label="Paid with"
          name="provider"
          placeholder="Any method"
          defaultValue={filters.provider ?? ''}
          options={DUNNING_PROVIDERS.map((code) => ({ code, name: PROVIDER_NAMES[code] }))}
        />
        <SelectField
          key={`deadline-${filters.deadline_within_days ?? ''}`}
          label="Grace ends within"
          name="deadline_within_days"
          placeholder="Any time"
          defaultValue={filters.deadline_within_days ?? ''}
          options={['1', '3', '7', '14'].map((days) => ({
            code: days,
            name: `${days} day${days === '1' ? '' : 's'}`,
          }))}
        />
      </FilterForm>
      <QueueListing
        query={query}
        empty="No renewal is failing."
        onPage={(next) => onChange(filters, next)}
      >
        {(data) => (
          <QueueTable
            caption="Renewals in dunning, nearest end of grace first"
            headings={[
              'Customer',
              'Subscription',
              'Amount due',
              'Attempts',
              'Last decline',
              'Next retry (UTC)',
              'Grace ends (UTC)',
            ]}
          >
            {data.items.map((item) => (
              <tr key={item.subscription_id} className="border-t border-slate-200 align-top">
                <td className={cell}>
                  <CustomerLink customer={item.customer} section="subscriptions" />
                  <p className="text-xs text-slate-600">{`${item.customer.tenant_id} · ${PROVIDER_NAMES[item.provider]}`}</p>
                </td>
                <td className={`${cell} font-mono text-xs`}>
                  {item.subscription_reference}
                  {item.invoice_number && <p>{item.invoice_number}</p>}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{money(item.amount_due)}</td>
                <td className={cell}>{item.attempts}</td>
                <td className={cell}>
                  {words(item.last_decline_reason)}
                  {item.hard_declined && <p className="text-xs text-red-700">Hard decline</p>}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {item.next_retry_at ? when(item.next_retry_at) : 'None planned'}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{when(item.grace_ends_at)}</td>
              </tr>
            ))}
          </QueueTable>
        )}
      </QueueListing>
    </div>
  );
}

const DISPUTE_STATUS_NAMES: Record<(typeof DISPUTE_STATUSES)[number], string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
};

export function DisputeQueue({ filters, page, onChange }: QueueProps) {
  const query = useDisputeQueue(filters, page);
  const status = filters.status || 'open';
  return (
    <div className="flex flex-col gap-4">
      <FilterForm label="Dispute filters" onApply={(values) => onChange(values, 1)}>
        <SelectField
          key={`status-${status}`}
          label="Status"
          name="status"
          placeholder="Open"
          defaultValue={status === 'open' ? '' : status}
          options={DISPUTE_STATUSES.filter((code) => code !== 'open').map((code) => ({
            code,
            name: DISPUTE_STATUS_NAMES[code],
          }))}
        />
      </FilterForm>
      <QueueListing
        query={query}
        empty={`No ${DISPUTE_STATUS_NAMES[status as (typeof DISPUTE_STATUSES)[number]]?.toLowerCase() ?? ''} disputes.`}
        onPage={(next) => onChange(filters, next)}
      >
        {(data) => (
          <QueueTable
            caption="Disputes, nearest evidence deadline first"
            headings={[
              'Customer',
              'Invoice',
              'Amount',
              'Reason',
              'Status',
              'Evidence due (UTC)',
              'Opened (UTC)',
            ]}
          >
            {data.items.map((item) => (
              <tr
                key={`${item.provider}:${item.dispute_id}`}
                className="border-t border-slate-200 align-top"
              >
                <td className={cell}>
                  <CustomerLink customer={item.customer} section="invoices" />
                  <p className="font-mono text-xs text-slate-600">{`${item.provider} ${item.dispute_id}`}</p>
                </td>
                <td className={`${cell} font-mono text-xs`}>
                  {item.invoice_number ?? '—'}
                  {item.subscription_reference && <p>{item.subscription_reference}</p>}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{money(item.amount)}</td>
                <td className={cell}>{words(item.reason)}</td>
                <td className={cell}>
                  {DISPUTE_STATUS_NAMES[item.status]}
                  {item.provider_status && (
                    <p className="text-xs text-slate-600">{`Provider: ${words(item.provider_status)}`}</p>
                  )}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{when(item.evidence_due_by)}</td>
                <td className={`${cell} whitespace-nowrap`}>{when(item.opened_at)}</td>
              </tr>
            ))}
          </QueueTable>
        )}
      </QueueListing>
    </div>
  );
}

export function RefundRequestQueue({ filters, page, onChange }: QueueProps) {
  const query = useRefundRequestQueue(filters, page);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        Customers&apos; money-back requests in their 24-hour withdrawal window. The billing run
        carries each out at its time; one marked late is waiting on the payment provider.
      </p>
      <FilterForm label="Refund request filters" onApply={(values) => onChange(values, 1)}>
        <TextField
          key={`storefront-${filters.storefront ?? ''}`}
          label="Storefront"
          name="storefront"
          defaultValue={filters.storefront ?? ''}
          placeholder="burrow"
          className="w-40"
        />
      </FilterForm>
      <QueueListing
        query={query}
        empty="No refund request is waiting."
        onPage={(next) => onChange(filters, next)}
      >
        {(data) => (
          <QueueTable
            caption="Refund requests, soonest carried out first"
            headings={[
              'Customer',
              'Subscription',
              'Amount',
              'Requested (UTC)',
              'Refunded at (UTC)',
            ]}
          >
            {data.items.map((item) => (
              <tr key={item.id} className="border-t border-slate-200 align-top">
                <td className={cell}>
                  <CustomerLink customer={item.customer} section="invoices" />
                  <p className="text-xs text-slate-600">{item.customer.tenant_id}</p>
                </td>
                <td className={`${cell} font-mono text-xs`}>{item.subscription_reference}</td>
                <td className={`${cell} whitespace-nowrap`}>{money(item.amount)}</td>
                <td className={`${cell} whitespace-nowrap`}>{when(item.requested_at)}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {when(item.refund_at)}
                  {item.overdue && <p className="text-xs font-medium text-red-700">Late</p>}
                </td>
              </tr>
            ))}
          </QueueTable>
        )}
      </QueueListing>
    </div>
  );
}

const DELETION_STATUS_NAMES: Record<(typeof DELETION_STATUSES)[number], string> = {
  pending: 'Pending',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export function DeletionQueue({ filters, page, onChange }: QueueProps) {
  const query = useDeletionQueue(filters, page);
  const status = filters.status || 'pending';
  return (
    <div className="flex flex-col gap-4">
      <FilterForm label="Deletion filters" onApply={(values) => onChange(values, 1)}>
        <SelectField
          key={`status-${status}`}
          label="Status"
          name="status"
          placeholder="Pending"
          defaultValue={status === 'pending' ? '' : status}
          options={DELETION_STATUSES.filter((code) => code !== 'pending').map((code) => ({
            code,
            name: DELETION_STATUS_NAMES[code],
          }))}
        />
      </FilterForm>
      <QueueListing
        query={query}
        empty={`No ${DELETION_STATUS_NAMES[status as (typeof DELETION_STATUSES)[number]]?.toLowerCase() ?? ''} deletions.`}
        onPage={(next) => onChange(filters, next)}
      >
        {(data) => (
          <QueueTable
            caption="Account deletions, soonest erasure first"
            headings={['Customer', 'Status', 'Requested (UTC)', 'Erasure (UTC)']}
          >
            {data.items.map((item) => (
              <tr key={item.id} className="border-t border-slate-200 align-top">
                <td className={cell}>
                  <CustomerLink customer={item.customer} />
                  <p className="text-xs text-slate-600">{item.customer.tenant_id}</p>
                </td>
                <td className={cell}>{DELETION_STATUS_NAMES[item.status]}</td>
                <td className={`${cell} whitespace-nowrap`}>{when(item.requested_at)}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {when(item.completed_at ?? item.completes_at)}
                  {item.cancelled_at && (
                    <p className="text-xs text-slate-600">{`Cancelled ${when(item.cancelled_at)}`}</p>
                  )}
                </td>
              </tr>
            ))}
          </QueueTable>
        )}
      </QueueListing>
    </div>
  );
}
