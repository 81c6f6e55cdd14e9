import { pagePath } from '@burrow/domain/page-routes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingBlock } from '../../../components/skeleton';
import { staffErrorText } from '../model/staff-error-text';
import { Pager } from './pager';

/** A moment as the console writes it, in UTC. */
export const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

export const cell = 'px-3 py-2 text-slate-800';

/**
 * The link from a queue's row to the customer's page, at the section where the action
 * lives (`#subscriptions`, `#invoices`). An erased account keeps its row but not its email.
 */
export function CustomerLink({
  customer,
  section,
}: {
  customer: { id: string; email: string };
  section?: 'subscriptions' | 'invoices';
}) {
  const path = pagePath('/admin/customers/:customerId', { customerId: customer.id });
  return (
    <Link
      className="font-medium break-all text-indigo-700 underline"
      to={section ? `${path}#${section}` : path}
    >
      {customer.email.startsWith('deleted:') ? 'Erased account' : customer.email}
    </Link>
  );
}

/**
 * A queue's rows in a table that scrolls sideways on a narrow screen (375 px) rather
 * than squeezing its columns; its caption names it for screen readers.
 */
export function QueueTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: string[];
  children: ReactNode;
}) {
  return (
    // A scrolling region must be reachable by keyboard, hence the tab stop and its name.
    <div
      className="overflow-x-auto rounded-xl shadow-sm"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full min-w-[44rem] border-collapse bg-white text-left text-sm">
        <caption className="sr-only">{caption}</caption>
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

/** Loading, error and empty states around a queue's page of rows, with the pager under it. */
export function QueueListing<Data extends { items: unknown[]; page: number; has_more: boolean }>({
  query,
  empty,
  onPage,
  children,
}: {
  query: UseQueryResult<Data>;
  empty: string;
  onPage: (page: number) => void;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlock lines={4} />;
  if (query.isError) return <Alert tone="error">{staffErrorText(query.error)}</Alert>;
  const data = query.data;
  if (data.items.length === 0 && data.page === 1) return <p className="text-slate-700">{empty}</p>;
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isFetching || undefined}>
      {children(data)}
      <Pager page={data.page} hasMore={data.has_more} onPage={onPage} />
    </div>
  );
}

/** A queue's filters: applied together, kept in the address so a reload loses nothing. */
export function FilterForm({
  label,
  onApply,
  children,
}: {
  label: string;
  onApply: (values: Record<string, string>) => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget))
      values[name] = String(value).trim();
    onApply(values);
  }
  return (
    <form aria-label={label} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      {children}
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
    </form>
  );
}
