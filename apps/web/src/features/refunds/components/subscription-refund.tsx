import type { Subscription } from '@burrow/contract/subscriptions';
import { MONEY_BACK_GUARANTEE_DAYS } from '@burrow/domain/money-back-guarantee';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { RefundPanel } from './refund-panel';

/** My Subscription's part of a subscription's card: its money-back guarantee under a heading. */
export function SubscriptionRefund({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-slate-100 pt-5"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {intl.formatMessage({ id: 'refunds.title' }, { days: MONEY_BACK_GUARANTEE_DAYS })}
      </h3>
      <RefundPanel subscription={subscription} />
    </section>
  );
}
