import type { Subscription } from '@burrow/contract/subscriptions';
import { isAfterNow } from '@burrow/domain/instant';
import { FormattedDate, useIntl } from 'react-intl';
import { CopyButton } from './copy-button';

/** Where Aircove routers are sold; the coupon is entered at its checkout. */
const AIRCOVE_SHOP_PATH = '/aircove';

/** The router coupon of one subscription: the code while it is valid, or why there is none. */
export function CouponDetails({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const coupon = subscription.aircoveCoupon;
  if (!coupon) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        {intl.formatMessage({ id: 'aircove_coupon.none' }, { plan: subscription.plan_name })}
      </p>
    );
  }
  const expires = <FormattedDate value={coupon.expires} dateStyle="long" />;
  // Spec §6: a coupon counts until its expiry.
  if (!isAfterNow(coupon.expires, new Date())) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
        {intl.formatMessage({ id: 'aircove_coupon.expired' }, { date: expires })}
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
      <p className="font-mono text-2xl font-bold tracking-widest text-slate-900">{coupon.code}</p>
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'aircove_coupon.valid_until' }, { date: expires })}
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
    </section>
  );
}
