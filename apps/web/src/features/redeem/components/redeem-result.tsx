import type { RedeemResponse } from '@burrow/contract/redeem';
import { setupDevicesPath } from '@burrow/domain/menu-items';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';

/** What the code did: months added to a plan, a new plan, or what a coupon is for. */
export function RedeemResult({ result }: { result: RedeemResponse }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is replaced by the outcome: move focus to it, so keyboard and screen-reader
  // users land on the news.
  useEffect(() => heading.current?.focus(), [result]);

  let title: string;
  let body: string;
  let actions: { to: string; label: string }[];
  if (result.kind === 'gift_card') {
    const values = {
      product: result.product_name,
      months: result.months,
      date: intl.formatDate(result.subscription.next_payment_date ?? undefined, {
        dateStyle: 'long',
      }),
    };
    title = intl.formatMessage({ id: 'redeem.result.gift_card.title' });
    body = intl.formatMessage(
      {
        id:
          result.outcome === 'extended'
            ? 'redeem.result.gift_card.extended'
            : 'redeem.result.gift_card.created',
      },
      values,
    );
    const token = result.subscription.setup_link_token;
    actions = [
      ...(result.outcome === 'created' && token
        ? [
            {
              to: setupDevicesPath(token),
              label: intl.formatMessage({ id: 'redeem.result.set_up_devices' }),
            },
          ]
        : []),
      { to: '/subscriptions', label: intl.formatMessage({ id: 'redeem.result.dashboard' }) },
    ];
  } else {
    title = intl.formatMessage({ id: 'redeem.result.coupon.title' }, { code: result.code });
    const upgrade = result.applies_to === 'upgrade';
    body = intl.formatMessage(
      { id: upgrade ? 'redeem.result.coupon.upgrade' : 'redeem.result.coupon.checkout' },
      { description: result.description },
    );
    actions = [
      upgrade
        ? {
            to: '/my-subscriptions',
            label: intl.formatMessage({ id: 'redeem.result.change_plan' }),
          }
        : { to: '/order', label: intl.formatMessage({ id: 'redeem.result.see_plans' }) },
    ];
  }

  return (
    <section
      aria-labelledby="redeem-result"
      className="flex flex-col items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
    >
      <h2
        id="redeem-result"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-emerald-950 focus:outline-none"
      >
        {title}
      </h2>
      <p className="text-sm text-emerald-950">{body}</p>
      <div className="flex flex-wrap gap-3">
        {actions.map((action, index) => (
          <Link
            key={action.to}
            to={action.to}
            className={buttonClasses(index === 0 ? 'primary' : 'secondary')}
          >
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
