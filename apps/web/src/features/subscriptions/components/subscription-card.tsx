import type { Subscription } from '@burrow/contract/subscriptions';
import { isManualRenewalAllowed } from '@burrow/domain/manual-renewal';
import { subscriptionAttention } from '@burrow/domain/subscription-attention';
import { subscriptionReference } from '@burrow/domain/subscription-reference';
import { subscriptionCondition } from '@burrow/domain/subscription-status';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AttentionCard } from './attention-card';
import { ConditionBadge } from './condition-badge';
import { CONDITION_PRESENTATION, TIER_LABELS } from './labels';
import { RenewalDialog } from './renewal-dialog';
import { SubscriptionActionLinks } from './subscription-action-links';
import { SubscriptionExtras } from './subscription-extras';
import { SubscriptionFacts } from './subscription-facts';

interface SubscriptionCardProps {
  subscription: Subscription;
  /**
   * The moment the conditions are judged at: the server's clock (`serverNow`), so a device
   * set to the wrong date never shows an overdue plan as active.
   */
  now: Date;
  /** This subscription was renewed by hand from its card. */
  onRenewed: (subscription: Subscription) => void;
  /**
   * Another plan still gives access (`alreadyHasSubscription`): buying a renewal would run a
   * second plan beside it, which checkout refuses, so "Renew now" is not offered.
   */
  anotherPlanRuns: boolean;
}

export function SubscriptionCard({
  subscription,
  now,
  onRenewed,
  anotherPlanRuns,
}: SubscriptionCardProps) {
  const intl = useIntl();
  const condition = subscriptionCondition(subscription, now);
  const attention = subscriptionAttention(subscription, now);
  const headingId = `subscription-${subscription.subscription_id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {subscription.plan_name}
          </h2>
          <p className="text-sm text-slate-600">
            {intl.formatMessage({ id: TIER_LABELS[subscription.tier] })}
            <span aria-hidden="true"> · </span>
            {intl.formatMessage(
              { id: 'subscriptions.card.reference' },
              { reference: subscriptionReference(subscription.krn) },
            )}
          </p>
        </div>
        <ConditionBadge condition={condition} />
      </header>
      <p className="text-sm text-slate-700">
        {intl.formatMessage({
          // The bank holds the renewal for the customer to confirm (SCA): say so, not "declined".
          id: subscription.auto_bill_authentication_required
            ? 'subscriptions.authentication_required.description'
            : CONDITION_PRESENTATION[condition].description,
        })}
      </p>
      {subscription.pause && (
        <p className="text-sm text-slate-700">
          {intl.formatMessage(
            { id: 'subscriptions.paused.resumes_on' },
            { date: intl.formatDate(subscription.pause.resumes_on, { dateStyle: 'long' }) },
          )}{' '}
          <Link
            to="/my-subscriptions"
            className="font-medium text-indigo-700 underline hover:text-indigo-900"
          >
            {intl.formatMessage({ id: 'subscriptions.paused.resume_link' })}
          </Link>
        </p>
      )}
      {attention && <AttentionCard attention={attention} nextPayment={subscription.next_payment} />}
      <SubscriptionFacts subscription={subscription} condition={condition} />
      <SubscriptionExtras subscription={subscription} />
      <SubscriptionActionLinks
        subscription={subscription}
        now={now}
        primaryHref={attention?.action.href ?? null}
      />
      {/* docs/product.md#renewing-by-hand: who may renew by hand is the domain's rule, not this card's. */}
      {isManualRenewalAllowed(subscription, now) && !anotherPlanRuns && (
        <RenewalDialog subscription={subscription} onRenewed={() => onRenewed(subscription)} />
      )}
    </article>
  );
}
