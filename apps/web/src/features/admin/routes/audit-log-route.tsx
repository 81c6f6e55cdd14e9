import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { LoadingBlock } from '../../../components/skeleton';
import { useAuditLog } from '../api/staff-api';
import { Pager, pageFrom } from '../components/pager';
import { mayOpen } from '../model/console-navigation';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from './admin-layout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function AuditEntries({ customerId, page }: { customerId: string; page: number }) {
  const [, setParams] = useSearchParams();
  const log = useAuditLog(customerId, page);
  if (log.isPending) return <LoadingBlock lines={4} />;
  if (log.isError) return <Alert tone="error">{staffErrorText(log.error)}</Alert>;
  const { entries, has_more: hasMore } = log.data;
  if (entries.length === 0)
    return (
      <p className="text-slate-700">
        {customerId ? 'Nothing has been done to this customer yet.' : 'The audit log is empty.'}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <table className="w-full border-collapse overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm">
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
      <Pager
        page={page}
        hasMore={hasMore}
        onPage={(next) =>
          setParams({ ...(customerId ? { customer: customerId } : {}), page: String(next) })
        }
      />
    </div>
  );
}

/** `/admin/audit-log[?customer=<id>]`: what staff did, newest first. */
function AuditLogRoute() {
  const [params] = useSearchParams();
  const me = useStaffContext();
  const customer = params.get('customer') ?? '';
  const customerId = UUID.test(customer) ? customer : '';
  return (
    <section className="flex flex-col gap-6">
      <title>Audit log — Burrow operator console</title>
      <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
      {customerId && <p className="text-slate-700">{`Entries about customer ${customerId}.`}</p>}
      {mayOpen('/admin/audit-log', me.permissions) ? (
        <AuditEntries customerId={customerId} page={pageFrom(params.get('page'))} />
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { AuditLogRoute as Component };
