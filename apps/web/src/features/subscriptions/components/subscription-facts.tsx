import type { Subscription } from '@burrow/contract/subscriptions';
import { formatAmount } from '@burrow/domain/money-format';
import type { SubscriptionCondition } from '@burrow/domain/subscription-status';
import type { ReactNode } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import { CONDITION_PRESENTATION, PAYMENT_METHOD_LABELS, cardBrandName } from './labels';

function dateLabel(subscription: Subscription, condition: SubscriptionCondition): MessageId {
  // A running plan with autobill off will not be charged: its date is when it ends.
  const running = condition === 'active' || condition === 'trial' || condition === 'paused';
  if (running && !subscription.auto_billing_enabled) return 'subscriptions.date.ends';
  return CONDITION_PRESENTATION[condition].dateLabel;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

interface SubscriptionFactsProps {
  subscription: Subscription;
  condition: SubscriptionCondition;
}

/** The billing facts of one subscription as a description list. */
export function SubscriptionFacts({ subscription, condition }: SubscriptionFactsProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const card = subscription.cc_info;
  const payment = subscription.next_payment;
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {subscription.next_payment_date && (
        <Fact label={t(dateLabel(subscription, condition))}>
          <FormattedDate value={subscription.next_payment_date} dateStyle="long" />
          {/* What will be charged, as the server prices the renewal: never worked out here. */}
          {payment && subscription.auto_billing_enabled && (
            <span className="block font-semibold">
              {intl.formatMessage(
                { id: 'subscriptions.amount_with_tax' },
                {
                  amount: formatAmount(payment.total, intl.locale),
                  tax: formatAmount(payment.tax, intl.locale),
                },
              )}
            </span>
          )}
        </Fact>
      )}
      <Fact label={t('subscriptions.fact.payment_method')}>
        {t(PAYMENT_METHOD_LABELS[subscription.next_payment_method])}
        {card && (
          <span className="block text-slate-700">
            {intl.formatMessage(
              { id: 'subscriptions.fact.card' },
              { brand: cardBrandName(card.brand), last4: card.last4 },
            )}
          </span>
        )}
      </Fact>
      <Fact label={t('subscriptions.fact.autobill')}>
        {t(
          subscription.auto_billing_enabled
            ? 'subscriptions.autobill.on'
            : 'subscriptions.autobill.off',
        )}
      </Fact>
      <Fact label={t('subscriptions.fact.billing_cycle')}>
        {intl.formatMessage(
          { id: 'subscriptions.fact.billing_cycle_months' },
          { months: subscription.next_billing_cycle },
        )}
      </Fact>
    </dl>
  );
}
