import { formatMoney } from '../model/console-money';
import type {
  CustomerTimelineKind,
  StaffCustomerDetail,
  CustomerTimelineEntry,
} from '@burrow/contract/staff';
import { ApiError } from '@burrow/contract/client';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { LoadingBlock } from '../../../components/skeleton';
import { useStaffCustomer } from '../api/staff-api';
import { GrantComplimentaryPlan, SubscriptionActions } from '../components/subscription-actions';
import { IssueGiftCard } from '../components/issue-gift-card';
import { InvoiceRefundCells } from '../components/invoice-refund-dialog';
import { AccountActions } from '../components/account-actions';
import { EMAIL_STATUS_TEXT, ResendEmailButton } from '../components/resend-email-button';
import { RetryPaymentButton } from '../components/retry-payment-button';
import { mayOpen } from '../model/console-navigation';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from './admin-layout';

/** The console's words for each kind of timeline entry (English only, decision 0115). */
const TIMELINE_LABELS: Record<CustomerTimelineKind, string> = {
  account_created: 'Signed up',
  email_verified: 'Email verified',
  purchase: 'Purchase',
  renewal: 'Renewal invoiced',
  invoice_paid: 'Invoice paid',
  plan_change: 'Plan changed',
  plan_change_failed: 'Plan change failed',
  charge_succeeded: 'Charged',
  charge_failed: 'Charge declined',
  charge_retry_succeeded: 'Retry charged',
  charge_retry_failed: 'Retry declined',
  dunning_grace_entered: 'Grace period started',
  dunning_retry_scheduled: 'Retry scheduled',
  dunning_retry_failed: 'Dunning retry failed',
  dunning_retry_succeeded: 'Dunning retry paid',
  dunning_ended_unpaid: 'Ended for non-payment',
  refund: 'Refunded',
  refund_requested: 'Refund requested',
  dispute: 'Disputed by the bank',
  dispute_reversal: 'Dispute won',
  subscription_paused: 'Paused',
  subscription_resumed: 'Resumed',
  renewal_turned_off: 'Renewal turned off',
  autobill_turned_off: 'Automatic renewal turned off',
  autobill_turned_on: 'Automatic renewal turned on',
  device_activated: 'Device activated',
  email_queued: 'Email',
  deletion_requested: 'Deletion requested',
  staff_action: 'Staff',
};

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function Section({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    // The id is the anchor the work queues link to (`#subscriptions`, `#invoices`).
    <section
      aria-label={title}
      id={title.toLowerCase().replaceAll(' ', '-')}
      className="flex flex-col gap-2"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {count === 0 ? <p className="text-slate-700">{empty}</p> : children}
    </section>
  );
}

function Table({ headings, children }: { headings: string[]; children: ReactNode }) {
  // On a phone a wide table scrolls in its own box; the page does not.
  return (
    <div className="overflow-x-auto rounded-xl shadow-sm">
      <table className="w-full border-collapse bg-white text-left text-sm">
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const cell = 'px-3 py-2 text-slate-800';

function TimelineRow({ entry }: { entry: CustomerTimelineEntry }) {
  const reference = [entry.invoice_number, entry.subscription_reference]
    .filter(Boolean)
    .join(' · ');
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className={`${cell} whitespace-nowrap`}>{when(entry.at)}</td>
      <td className={`${cell} font-medium`}>{TIMELINE_LABELS[entry.kind]}</td>
      <td className={cell}>{entry.detail ?? ''}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {entry.money ? formatMoney(entry.money.amount_minor, entry.money.currency) : ''}
      </td>
      <td className={`${cell} font-mono text-xs`}>{reference}</td>
    </tr>
  );
}

function CustomerPage({ detail }: { detail: StaffCustomerDetail }) {
  const { profile } = detail;
  const deletion =
    profile.deletion.state === 'none'
      ? null
      : profile.deletion.state === 'pending'
        ? `Deletion pending until ${when(profile.deletion.completes_at ?? '')}`
        : `Deletion ${profile.deletion.state}`;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <title>{`${profile.email} — Burrow operator console`}</title>
        <h1 className="text-2xl font-bold text-slate-900">
          {profile.deletion.state === 'deleted' ? 'Erased account' : profile.email}
        </h1>
        <p className="text-slate-700">
          {[
            `Storefront ${profile.tenant_id}`,
            `language ${profile.locale}`,
            profile.country ? `country ${profile.country}` : null,
            `since ${when(profile.created_at)}`,
            profile.email_verified_at ? 'email verified' : 'email not verified',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {deletion && <Alert tone="error">{deletion}</Alert>}
        <GrantComplimentaryPlan customerId={profile.id} />
        {profile.deletion.state === 'none' && (
          <IssueGiftCard customerId={profile.id} tenantId={profile.tenant_id} />
        )}
        <AccountActions detail={detail} />
      </header>

      <Section title="Subscriptions" empty="No subscriptions." count={detail.subscriptions.length}>
        <Table
          headings={[
            'Reference',
            'Plan',
            'Status',
            'Paid until',
            'Autobill',
            'Billed by',
            'Actions',
          ]}
        >
          {detail.subscriptions.map((subscription) => (
            <tr key={subscription.id} className="border-t border-slate-200 align-top">
              <td className={`${cell} font-mono`}>{subscription.reference}</td>
              <td className={cell}>
                {subscription.price_id}
                {subscription.addons.map((addon) => (
                  <p key={addon.product_id} className="text-xs text-slate-600">
                    {`+ ${addon.product_id} (${addon.status.toLowerCase()})`}
                  </p>
                ))}
              </td>
              <td className={cell}>{subscription.status}</td>
              <td className={cell}>{when(subscription.current_period_end)}</td>
              <td className={cell}>{subscription.auto_billing_enabled ? 'On' : 'Off'}</td>
              <td className={cell}>{subscription.billing_system}</td>
              <td className={cell}>
                <SubscriptionActions customerId={profile.id} subscription={subscription} />
              </td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section title="Invoices" empty="No invoices." count={detail.invoices.length}>
        <Table headings={['Number', 'Status', 'Total', 'Issued', 'Paid', 'Refunded', 'Actions']}>
          {detail.invoices.map((invoice) => (
            <tr key={invoice.number} className="border-t border-slate-200">
              <td className={`${cell} font-mono`}>{invoice.number}</td>
              <td className={cell}>{invoice.status}</td>
              <td className={cell}>{formatMoney(invoice.total_minor, invoice.currency)}</td>
              <td className={cell}>{when(invoice.issued_at)}</td>
              <td className={cell}>{invoice.paid_at ? when(invoice.paid_at) : '—'}</td>
              <InvoiceRefundCells
                customerId={profile.id}
                invoice={invoice}
                otherActions={<RetryPaymentButton customerId={profile.id} invoice={invoice} />}
              />
            </tr>
          ))}
        </Table>
      </Section>

      <Section
        title="Payment methods"
        empty="No saved payment methods."
        count={detail.payment_methods.length}
      >
        <Table headings={['Method', 'Card', 'Expires', 'Default']}>
          {detail.payment_methods.map((method) => (
            <tr key={method.id} className="border-t border-slate-200">
              <td className={cell}>{method.type}</td>
              <td className={cell}>
                {method.last4 ? `${method.brand ?? 'Card'} ending ${method.last4}` : '—'}
              </td>
              <td className={cell}>
                {method.exp_month && method.exp_year
                  ? `${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`
                  : '—'}
              </td>
              <td className={cell}>{method.is_default ? 'Yes' : ''}</td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section title="Devices" empty="No devices activated." count={detail.devices.length}>
        <Table headings={['Name', 'Platform', 'Activated', 'Subscription']}>
          {detail.devices.map((device) => (
            <tr key={device.id} className="border-t border-slate-200">
              <td className={cell}>{device.name}</td>
              <td className={cell}>{device.platform}</td>
              <td className={cell}>{when(device.activated_at)}</td>
              <td className={`${cell} font-mono`}>{device.subscription_reference}</td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section title="Emails" empty="No emails sent." count={detail.emails.length}>
        <Table headings={['Subject', 'To', 'Delivery', 'Queued', 'Actions']}>
          {detail.emails.map((email, index) => (
            <tr key={`${email.created_at}-${index}`} className="border-t border-slate-200">
              <td className={cell}>{email.subject}</td>
              <td className={cell}>{email.to}</td>
              <td className={cell}>
                {EMAIL_STATUS_TEXT[email.status]}
                {email.sent_at ? ` ${when(email.sent_at)}` : ''}
              </td>
              <td className={cell}>{when(email.created_at)}</td>
              <td className={cell}>
                <ResendEmailButton customerId={profile.id} email={email} />
              </td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section title="Sessions" empty="No open sessions." count={detail.sessions.count}>
        <p className="text-slate-700">{`${detail.sessions.count} open`}</p>
        <Table headings={['Signed in', 'Last seen']}>
          {detail.sessions.items.map((session, index) => (
            <tr key={`${session.created_at}-${index}`} className="border-t border-slate-200">
              <td className={cell}>{when(session.created_at)}</td>
              <td className={cell}>{when(session.last_seen_at)}</td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section title="Timeline" empty="Nothing recorded yet." count={detail.timeline.length}>
        <Table headings={['When (UTC)', 'What', 'Details', 'Amount', 'Reference']}>
          {detail.timeline.map((entry, index) => (
            <TimelineRow key={`${entry.at}-${entry.kind}-${index}`} entry={entry} />
          ))}
        </Table>
      </Section>
    </div>
  );
}

function CustomerDetail({ customerId }: { customerId: string }) {
  const customer = useStaffCustomer(customerId);
  if (customer.isPending) return <LoadingBlock lines={6} />;
  if (customer.isError)
    return (
      <Alert tone="error">
        {customer.error instanceof ApiError && customer.error.status === 404
          ? 'No customer has this id.'
          : staffErrorText(customer.error)}
      </Alert>
    );
  return <CustomerPage detail={customer.data} />;
}

/** `/admin/customers/:customerId`: everything support needs to answer one customer, read-only. */
function CustomerRoute() {
  const { customerId = '' } = useParams();
  const me = useStaffContext();
  return (
    <section className="flex flex-col gap-6">
      <Link className="text-indigo-700 underline" to="/admin/customers">
        Back to search
      </Link>
      {mayOpen('/admin/customers', me.permissions) ? (
        <CustomerDetail customerId={customerId} />
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { CustomerRoute as Component };
