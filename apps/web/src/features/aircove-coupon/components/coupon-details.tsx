import type { Subscription } from '@burrow/contract/subscriptions';
import { isAfterNow } from '@burrow/domain/instant';
import { FormattedDate, useIntl } from 'react-intl';
import { Spinner } from '../../../components/spinner';
import { serverNow } from '../../../lib/account/server-now';
import { useFinishedSettingUp } from '../../../lib/use-finished-setting-up';
import { CopyButton } from './copy-button';

/** Where Aircove routers are sold; the coupon is entered at its checkout. */
const AIRCOVE_SHOP_PATH = '/aircove';

type ReadyCoupon = Extract<NonNullable<Subscription['aircoveCoupon']>, { status: 'ready' }>;

/**
 * The router coupon of one subscription: being set up (since when and what happens next), the
 * code while it is valid, or why there is none. Being set up and the code's arrival are said
 * in a polite live region.
 */
export function CouponDetails({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const coupon = subscription.aircoveCoupon;
  const justReady = useFinishedSettingUp(coupon?.status === 'being_set_up');
  if (!coupon) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        {intl.formatMessage({ id: 'aircove_coupon.none' }, { plan: subscription.plan_name })}
      </p>
    );
  }
  // docs/product.md#the-account-menu: a coupon counts until its expiry, by the server's clock
  // (decision 0110).
  if (coupon.status === 'ready' && !isAfterNow(coupon.expires, serverNow([subscription]))) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        {intl.formatMessage(
          { id: 'aircove_coupon.expired' },
          { date: <FormattedDate value={coupon.expires} dateStyle="long" /> },
        )}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="aircove-coupon-code"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="aircove-coupon-code" className="text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'aircove_coupon.code.title' })}
      </h2>
      {coupon.status === 'being_set_up' && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-600">
            {intl.formatMessage({ id: 'aircove_coupon.requested_at' })}
          </dt>
          <dd className="font-medium text-slate-900">
            <FormattedDate value={coupon.requested_at} dateStyle="long" timeStyle="short" />
          </dd>
        </dl>
      )}
      {/* Always rendered, so what appears in it is announced; out of the flow while empty so
          it adds no gap. */}
      <div role="status" className="text-sm empty:absolute">
        {coupon.status === 'being_set_up' && (
          <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sky-900">
            <span className="mt-0.5 flex shrink-0">
              <Spinner />
            </span>
            {intl.formatMessage({ id: 'aircove_coupon.being_set_up.body' })}
          </p>
        )}
        {justReady && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
            {intl.formatMessage({ id: 'aircove_coupon.ready_announcement' })}
          </p>
        )}
      </div>
      {coupon.status === 'ready' && <ReadyCode coupon={coupon} />}
    </section>
  );
}

/** The code, until when it can be used, and how to use it at the Aircove shop. */
function ReadyCode({ coupon }: { coupon: ReadyCoupon }) {
  const intl = useIntl();
  return (
    <>
      <p className="font-mono text-2xl font-bold tracking-widest text-slate-900">{coupon.code}</p>
      <p className="text-sm text-slate-700">
        {intl.formatMessage(
          { id: 'aircove_coupon.valid_until' },
          { date: <FormattedDate value={coupon.expires} dateStyle="long" /> },
        )}
      </p>
      <CopyButton text={coupon.code} label={intl.formatMessage({ id: 'aircove_coupon.copy' })} />
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
        <li>
          {intl.formatMessage(
            { id: 'aircove_coupon.step.shop' },
            {
              shop: (
                <a href={AIRCOVE_SHOP_PATH} className="font-medium text-indigo-700 hover:underline">
                  {intl.formatMessage({ id: 'aircove_coupon.shop' })}
                </a>
              ),
            },
          )}
        </li>
        <li>{intl.formatMessage({ id: 'aircove_coupon.step.enter' })}</li>
        <li>{intl.formatMessage({ id: 'aircove_coupon.step.connect' })}</li>
      </ol>
    </>
  );
}
