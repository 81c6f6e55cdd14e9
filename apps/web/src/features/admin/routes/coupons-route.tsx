import type { StaffCoupon } from '@burrow/contract/staff-coupons';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { LoadingBlock } from '../../../components/skeleton';
import { SelectField } from '../../../components/select-field';
import { useStaffCoupons, type CouponFilter } from '../api/staff-coupons-api';
import { CouponCreateForm } from '../components/coupon-create-form';
import { CouponDeactivate } from '../components/coupon-deactivate';
import { Pager, pageFrom } from '../components/pager';
import { mayOpen } from '../model/console-navigation';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from './admin-layout';

const FILTERS = [
  { code: 'all', name: 'All coupons' },
  { code: 'active', name: 'Active or scheduled' },
  { code: 'inactive', name: 'Expired, used up or deactivated' },
];

const STATUS_TEXT: Record<StaffCoupon['status'], string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  deactivated: 'Deactivated',
};

const day = (instant: string | null) => (instant ? instant.slice(0, 16).replace('T', ' ') : '—');
const cell = 'px-3 py-2';

function CouponRow({ coupon }: { coupon: StaffCoupon }) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className={`${cell} font-mono font-semibold text-slate-900`}>
        {coupon.code}
        <p className="font-sans text-xs font-normal text-slate-600">{coupon.description}</p>
      </th>
      <td className={cell}>{coupon.tenant_id}</td>
      <td className={cell}>{coupon.percent_off === null ? '—' : `${coupon.percent_off}% off`}</td>
      <td className={cell}>{coupon.product_ids ? coupon.product_ids.join(', ') : 'Every plan'}</td>
      <td className={cell}>
        {coupon.audience === 'new_customers' ? 'New customers' : coupon.audience}
      </td>
      <td className={cell}>{`${coupon.redemptions} / ${coupon.max_redemptions ?? '∞'}`}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {`${day(coupon.starts_at)} → ${day(coupon.expires_at)}`}
      </td>
      <td className={cell}>
        {STATUS_TEXT[coupon.status]}
        {coupon.deactivation_reason && (
          <p className="text-xs text-slate-600">{coupon.deactivation_reason}</p>
        )}
      </td>
      <td className={cell}>
        <CouponDeactivate coupon={coupon} />
      </td>
    </tr>
  );
}

function CouponsPage() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('status');
  const filter: CouponFilter =
    filterParam === 'active' || filterParam === 'inactive' ? filterParam : 'all';
  const page = pageFrom(params.get('page'));
  const coupons = useStaffCoupons(filter, page);
  if (coupons.isPending) return <LoadingBlock lines={6} />;
  if (coupons.isError) return <Alert tone="error">{staffErrorText(coupons.error)}</Alert>;
  const { coupons: rows, has_more: hasMore, storefronts } = coupons.data;
  return (
    <div className="flex flex-col gap-8">
      <CouponCreateForm storefronts={storefronts} />
      <section aria-labelledby="coupon-list-heading" className="flex flex-col gap-4">
        <h2 id="coupon-list-heading" className="text-lg font-semibold text-slate-900">
          Coupons
        </h2>
        <SelectField
          label="Show"
          placeholder="All coupons"
          options={FILTERS.slice(1)}
          value={filter === 'all' ? '' : filter}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
          className="max-w-sm"
        />
        {rows.length === 0 ? (
          <p className="text-slate-700">No coupons match.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
            <table className="w-full border-collapse text-left text-sm">
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  {[
                    'Code',
                    'Storefront',
                    'Discount',
                    'Plans',
                    'Who',
                    'Uses',
                    'Valid (UTC)',
                    'Status',
                    'Action',
                  ].map((heading) => (
                    <th key={heading} scope="col" className={cell}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((coupon) => (
                  <CouponRow key={coupon.id} coupon={coupon} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={page}
          hasMore={hasMore}
          onPage={(next) =>
            setParams({ ...(filter === 'all' ? {} : { status: filter }), page: String(next) })
          }
        />
      </section>
    </div>
  );
}

/** `/admin/coupons`: create coupons, see their uses, deactivate them (decision 0124). */
function CouponsRoute() {
  const me = useStaffContext();
  return (
    <section className="flex flex-col gap-6">
      <title>Coupons — Burrow operator console</title>
      <h1 className="text-2xl font-bold text-slate-900">Coupons</h1>
      {mayOpen('/admin/coupons', me.permissions) ? (
        <CouponsPage />
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { CouponsRoute as Component };
