import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { LoadingBlock } from '../../../components/skeleton';
import { giftCardBatchCsvUrl, useGiftCardBatches } from '../api/staff-gift-cards-api';
import { GiftCardBatchForm } from '../components/gift-card-batch-form';
import { Pager, pageFrom } from '../components/pager';
import { mayOpen } from '../model/console-navigation';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from './admin-layout';

const cell = 'px-3 py-2';
const when = (instant: string | null) => (instant ? instant.slice(0, 16).replace('T', ' ') : '—');

function GiftCardsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const batches = useGiftCardBatches(page);
  if (batches.isPending) return <LoadingBlock lines={6} />;
  if (batches.isError) return <Alert tone="error">{staffErrorText(batches.error)}</Alert>;
  const { batches: rows, has_more: hasMore, storefronts } = batches.data;
  return (
    <div className="flex flex-col gap-8">
      <GiftCardBatchForm storefronts={storefronts} />
      <section aria-labelledby="batch-list-heading" className="flex flex-col gap-4">
        <h2 id="batch-list-heading" className="text-lg font-semibold text-slate-900">
          Batches
        </h2>
        {rows.length === 0 ? (
          <p className="text-slate-700">No batches issued yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
            <table className="w-full border-collapse text-left text-sm">
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  {[
                    'Created (UTC)',
                    'Plan',
                    'Storefront',
                    'Cards',
                    'Redeemed',
                    'Expires (UTC)',
                    'By',
                    'Reason',
                    'Codes',
                  ].map((heading) => (
                    <th key={heading} scope="col" className={cell}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((batch) => (
                  <tr key={batch.id} className="border-t border-slate-200 align-top">
                    <td className={`${cell} whitespace-nowrap`}>{when(batch.created_at)}</td>
                    <td className={cell}>{`${batch.plan_name}, ${batch.months} months`}</td>
                    <td className={cell}>{batch.tenant_id}</td>
                    <td className={cell}>{batch.quantity}</td>
                    <td className={cell}>{batch.redeemed}</td>
                    <td className={`${cell} whitespace-nowrap`}>{when(batch.expires_at)}</td>
                    <td className={cell}>{batch.created_by}</td>
                    <td className={cell}>{batch.reason}</td>
                    <td className={cell}>
                      <a
                        className="font-semibold text-indigo-700 underline"
                        href={giftCardBatchCsvUrl(batch.id)}
                        download
                      >
                        {`CSV of ${batch.quantity} codes`}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} hasMore={hasMore} onPage={(next) => setParams({ page: String(next) })} />
      </section>
    </div>
  );
}

/** `/admin/gift-cards`: issue batches of gift-card codes and download them (decision 0124). */
function GiftCardsRoute() {
  const me = useStaffContext();
  return (
    <section className="flex flex-col gap-6">
      <title>Gift cards — Burrow operator console</title>
      <h1 className="text-2xl font-bold text-slate-900">Gift cards</h1>
      {mayOpen('/admin/gift-cards', me.permissions) ? (
        <GiftCardsPage />
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { GiftCardsRoute as Component };
