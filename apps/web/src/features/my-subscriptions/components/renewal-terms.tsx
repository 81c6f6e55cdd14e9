import type { Subscription } from '@burrow/contract/subscriptions';
import { formatAmount } from '@burrow/domain/money-format';
import { useId, type ReactNode } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import type { AddonLine } from '../model/addon-lines';
import type { PlanOption } from '../model/plan-options';
import { renewalAmount } from '../model/renewal-terms';
import { TIER_LABELS } from './labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function dateLabel(subscription: Subscription): MessageId {
  if (!subscription.auto_billing_enabled) return 'my_subscriptions.terms.ends_on';
  return subscription.state === 'intrial'
    ? 'my_subscriptions.terms.trial_ends'
    : 'my_subscriptions.terms.renews_on';
}

interface RenewalTermsProps {
  subscription: Subscription;
  plan: PlanOption;
  addons: readonly AddonLine[];
}

/** The plan, its cycle, when it renews (or ends) and for how much, and whether it autobills. */
export function RenewalTerms({ subscription, plan, addons }: RenewalTermsProps) {
  const intl = useIntl();
  const titleId = useId();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const amount = subscription.auto_billing_enabled
    ? renewalAmount(subscription, plan, addons)
    : null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {t('my_subscriptions.terms.title')}
      </h3>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Fact label={t('my_subscriptions.terms.plan')}>{t(TIER_LABELS[plan.tier])}</Fact>
        <Fact label={t('my_subscriptions.terms.cycle')}>
          {intl.formatMessage(
            { id: 'my_subscriptions.terms.cycle_months' },
            { months: plan.months },
          )}
        </Fact>
        {subscription.next_payment_date && (
          <Fact label={t(dateLabel(subscription))}>
            <FormattedDate value={subscription.next_payment_date} dateStyle="long" />
          </Fact>
        )}
        {amount && (
          <Fact label={t('my_subscriptions.terms.renewal_amount')}>
            {intl.formatMessage(
              { id: 'my_subscriptions.terms.renewal_amount_value' },
              { amount: formatAmount(amount, intl.locale) },
            )}
          </Fact>
        )}
        <Fact label={t('my_subscriptions.terms.autobill')}>
          {t(
            subscription.auto_billing_enabled
              ? 'my_subscriptions.terms.autobill_on'
              : 'my_subscriptions.terms.autobill_off',
          )}
        </Fact>
      </dl>
    </section>
  );
}
