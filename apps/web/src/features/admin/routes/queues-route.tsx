import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import type { QueueFilters } from '../api/staff-queues-api';
import { pageFrom } from '../components/pager';
import {
  DeletionQueue,
  DisputeQueue,
  DunningQueue,
  RefundRequestQueue,
  type QueueProps,
} from '../components/work-queues';
import { mayOpen } from '../model/console-navigation';
import { useStaffContext } from './admin-layout';

/** The queues, their tab names, and the filters each reads from the address. */
const QUEUES = {
  dunning: {
    name: 'Dunning',
    Queue: DunningQueue,
    filters: ['storefront', 'provider', 'deadline_within_days'],
  },
  disputes: { name: 'Disputes', Queue: DisputeQueue, filters: ['status'] },
  'refund-requests': {
    name: 'Refund requests',
    Queue: RefundRequestQueue,
    filters: ['storefront'],
  },
  deletions: { name: 'Deletions', Queue: DeletionQueue, filters: ['status'] },
} as const satisfies Record<
  string,
  { name: string; Queue: (props: QueueProps) => React.ReactNode; filters: readonly string[] }
>;
type QueueName = keyof typeof QUEUES;

const isQueue = (value: string | null): value is QueueName =>
  value !== null && Object.hasOwn(QUEUES, value);

/**
 * `/admin/queues?queue=&page=&<filters>`: what is waiting on somebody, one tab per queue
 * (decision 0123). Everything is in the address, so a reload or a shared link shows the
 * same page.
 */
function QueuesRoute() {
  const [params, setParams] = useSearchParams();
  const me = useStaffContext();
  const queue = isQueue(params.get('queue')) ? (params.get('queue') as QueueName) : 'dunning';
  const { Queue, filters: names } = QUEUES[queue];
  const filters: QueueFilters = Object.fromEntries(
    names.map((name) => [name, params.get(name) ?? '']),
  );

  function change(next: QueueFilters, page: number) {
    const kept = Object.entries(next).filter(
      ([name, value]) => value !== '' && (names as readonly string[]).includes(name),
    );
    setParams({ queue, ...Object.fromEntries(kept), ...(page > 1 ? { page: String(page) } : {}) });
  }

  return (
    <section className="flex flex-col gap-6">
      <title>{`${QUEUES[queue].name} queue — Burrow operator console`}</title>
      <h1 className="text-2xl font-bold text-slate-900">Work queues</h1>
      {mayOpen('/admin/queues', me.permissions) ? (
        <>
          <nav aria-label="Queues">
            <ul className="flex flex-wrap gap-2">
              {(Object.keys(QUEUES) as QueueName[]).map((name) => (
                <li key={name}>
                  <Link
                    to={`/admin/queues?queue=${name}`}
                    aria-current={name === queue ? 'page' : undefined}
                    className={
                      name === queue
                        ? 'block rounded-lg bg-indigo-700 px-3 py-2 font-medium text-white'
                        : 'block rounded-lg bg-white px-3 py-2 font-medium text-indigo-700 underline shadow-sm'
                    }
                  >
                    {QUEUES[name].name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className="text-lg font-semibold text-slate-900">{QUEUES[queue].name}</h2>
          <Queue
            key={queue}
            filters={filters}
            page={pageFrom(params.get('page'))}
            onChange={change}
          />
        </>
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { QueuesRoute as Component };
