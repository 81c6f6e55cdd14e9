import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingBlock } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { useAuditLog, type AuditLogFilter } from '../api/staff-api';
import { Pager, pageFrom } from '../components/pager';
import { mayOpen } from '../model/console-navigation';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from './admin-layout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ACTION = /^[a-z_.-]{1,64}$/;

/** The filter as the address holds it (`?customer=&action=&staff=&page=`). */
function searchOf(filter: AuditLogFilter, page: number): Record<string, string> {
  return {
    ...(filter.customerId ? { customer: filter.customerId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.staff ? { staff: filter.staff } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** Search by the start of an action's name and by part of a staff member's email. */
function AuditFilterForm({ filter }: { filter: AuditLogFilter }) {
  const [, setParams] = useSearchParams();
  const [action, setAction] = useState(filter.action);
  const [staff, setStaff] = useState(filter.staff);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = action.trim().toLowerCase();
    if (wanted && !ACTION.test(wanted)) {
      setError('An action is lower-case letters, dots and underscores, e.g. refund.created.');
      return;
    }
    setError(undefined);
    setParams(searchOf({ customerId: filter.customerId, action: wanted, staff: staff.trim() }, 1));
  };
  return (
    <form
      role="search"
      aria-label="Search the audit log"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
    >
      <TextField
        label="Action starts with"
        value={action}
        onChange={(event) => setAction(event.target.value)}
        error={error}
        placeholder="refund"
        className="w-full sm:w-56"
      />
      <TextField
        label="Staff email contains"
        value={staff}
        onChange={(event) => setStaff(event.target.value)}
        className="w-full sm:w-64"
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

function AuditEntries({ filter, page }: { filter: AuditLogFilter; page: number }) {
  const [, setParams] = useSearchParams();
  const log = useAuditLog(filter, page);
  const customerId = filter.customerId;
  if (log.isPending) return <LoadingBlock lines={4} />;
  if (log.isError) return <Alert tone="error">{staffErrorText(log.error)}</Alert>;
  const { entries, has_more: hasMore } = log.data;
  if (entries.length === 0)
    return (
      <p className="text-slate-700">
        {filter.action || filter.staff
          ? 'No entry matches this search.'
          : customerId
            ? 'Nothing has been done to this customer yet.'
            : 'The audit log is empty.'}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      {/* On a phone the table scrolls in its own box; the page does not. */}
      <div className="overflow-x-auto rounded-xl shadow-sm">
        <table className="w-full border-collapse bg-white text-left text-sm">
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className="px-3 py-2">
                When (UTC)
              </th>
              <th scope="col" className="px-3 py-2">
                Who
              </th>
              <th scope="col" className="px-3 py-2">
                Action
              </th>
              <th scope="col" className="px-3 py-2">
                Customer
              </th>
              <th scope="col" className="px-3 py-2">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                  {entry.occurred_at.slice(0, 19).replace('T', ' ')}
                </td>
                <td className="px-3 py-2 text-slate-800">{entry.staff.email}</td>
                <td className="px-3 py-2 font-mono text-slate-900">{entry.action}</td>
                <td className="px-3 py-2 font-mono text-xs text-slate-700">
                  {entry.customer_id ?? '—'}
                </td>
                <td className="px-3 py-2 text-xs text-slate-700">
                  {entry.reason && <p>{`Reason: ${entry.reason}`}</p>}
                  {entry.before !== null && (
                    <p className="font-mono break-all">{`Before: ${JSON.stringify(entry.before)}`}</p>
                  )}
                  {entry.after !== null && (
                    <p className="font-mono break-all">{`After: ${JSON.stringify(entry.after)}`}</p>
                  )}
                  <p className="text-slate-500">{`Request ${entry.request_id}`}</p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} hasMore={hasMore} onPage={(next) => setParams(searchOf(filter, next))} />
    </div>
  );
}

/** `/admin/audit-log[?customer=<id>&action=&staff=]`: what staff did, newest first, searchable. */
function AuditLogRoute() {
  const [params] = useSearchParams();
  const me = useStaffContext();
  const customer = params.get('customer') ?? '';
  const action = (params.get('action') ?? '').trim().toLowerCase();
  const filter: AuditLogFilter = {
    customerId: UUID.test(customer) ? customer : '',
    action: ACTION.test(action) ? action : '',
    staff: (params.get('staff') ?? '').trim().slice(0, 254),
  };
  const customerId = filter.customerId;
  return (
    <section className="flex flex-col gap-6">
      <title>Audit log — Burrow operator console</title>
      <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
      {customerId && <p className="text-slate-700">{`Entries about customer ${customerId}.`}</p>}
      {mayOpen('/admin/audit-log', me.permissions) ? (
        <>
          {/* Keyed by the address: going back to another search shows its words. */}
          <AuditFilterForm key={`${filter.action} ${filter.staff}`} filter={filter} />
          <AuditEntries filter={filter} page={pageFrom(params.get('page'))} />
        </>
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { AuditLogRoute as Component };
