import type { Subscription } from '@burrow/contract/subscriptions';
import { useIntl } from 'react-intl';
import { BuySeatsForm } from './buy-seats-form';

/** "Buy more seats" under a running subscription's seats, on both business billing systems. */
export function BuySeatsSection({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  if (!subscription.active) return null;
  const headingId = `buy-${subscription.subscription_id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-slate-200 pt-5"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {intl.formatMessage({ id: 'business.buy.title' })}
      </h3>
      <BuySeatsForm subscription={subscription} />
    </section>
  );
}
