import { pagePath } from '@burrow/domain/page-routes';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingBlock } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { useCustomerSearch } from '../api/staff-api';
import { Pager, pageFrom } from '../components/pager';
import { mayOpen } from '../model/console-navigation';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from './admin-layout';

const MATCHED_BY = {
  email: 'email',
  invoice_number: 'invoice number',
  subscription_reference: 'subscription reference',
  card_last4: 'card ending',
  payment_id: 'payment id',
} as const;

function SearchResults({ query, page }: { query: string; page: number }) {
  const [, setParams] = useSearchParams();
  const search = useCustomerSearch(query, page);
  const me = useStaffContext();
  if (query === '')
    return (
      <p className="text-slate-700">
        Search by email (or part of it), invoice number, subscription reference such as 3NQ8-V2XK, a
        card&apos;s last four digits, or the payment provider&apos;s id of a payment, charge or
        refund (pi_…, ch_…, re_…).
      </p>
    );
  if (search.isPending) return <LoadingBlock lines={3} />;
  if (search.isError) return <Alert tone="error">{staffErrorText(search.error)}</Alert>;
  const { customers, has_more: hasMore } = search.data;
  if (customers.length === 0)
    return <p className="text-slate-700">{`No customer matches “${query}”.`}</p>;
  return (
    <div className="flex flex-col gap-4">
      <table className="w-full border-collapse overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm">
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Customer
            </th>
            <th scope="col" className="px-3 py-2">
              Storefront
            </th>
            <th scope="col" className="px-3 py-2">
              Subscriptions
            </th>
            <th scope="col" className="px-3 py-2">
              Found by
            </th>
            {mayOpen('/admin/audit-log', me.permissions) && (
              <th scope="col" className="px-3 py-2">
                Audit
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">
                <Link
                  className="font-medium text-indigo-700 underline"
                  to={pagePath('/admin/customers/:customerId', { customerId: customer.id })}
                >
                  {customer.deleted ? 'Erased account' : customer.email}
                </Link>
                <p className="text-xs text-slate-600">{`Since ${customer.created_at.slice(0, 10)}`}</p>
              </td>
              <td className="px-3 py-2 text-slate-700">{customer.tenant_id}</td>
              <td className="px-3 py-2">
                {customer.subscriptions.length === 0 ? (
                  <span className="text-slate-600">None</span>
                ) : (
                  <ul>
                    {customer.subscriptions.map((subscription) => (
                      <li key={subscription.id} className="text-slate-800">
                        <span className="font-mono">{subscription.reference}</span>
                        {` ${subscription.price_id} · ${subscription.status}`}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-3 py-2 text-slate-700">
                {customer.matched_by.map((kind) => MATCHED_BY[kind]).join(', ')}
              </td>
              {mayOpen('/admin/audit-log', me.permissions) && (
                <td className="px-3 py-2">
                  <Link
                    className="text-indigo-700 underline"
                    to={`/admin/audit-log?customer=${encodeURIComponent(customer.id)}`}
                  >
                    Audit log
                  </Link>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        page={page}
        hasMore={hasMore}
        onPage={(next) => setParams({ query, page: String(next) })}
      />
    </div>
  );
}

/** `/admin/customers?query=…`: one box that finds a customer by what they read out. */
function CustomerSearchRoute() {
  const [params, setParams] = useSearchParams();
  const me = useStaffContext();
  const query = (params.get('query') ?? '').trim();
  const page = pageFrom(params.get('page'));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('query') ?? '').trim();
    setParams(typed ? { query: typed } : {});
  }

  return (
    <section className="flex flex-col gap-6">
      <title>Customers — Burrow operator console</title>
      <h1 className="text-2xl font-bold text-slate-900">Customers</h1>
      {mayOpen('/admin/customers', me.permissions) ? (
        <>
          <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <TextField
              key={query}
              label="Search customers"
              name="query"
              type="search"
              defaultValue={query}
              className="min-w-72 flex-1"
            />
            <Button type="submit">Search</Button>
          </form>
          <SearchResults query={query} page={page} />
        </>
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { CustomerSearchRoute as Component };
