import type { OfferResponse } from '@burrow/contract/offers';
import type { Subscription } from '@burrow/contract/subscriptions';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { periodText } from '../../../i18n/period-text';
import { usePlanComparison } from '../api/get-plan-comparison';
import type { ChangeRequest } from '../model/change-request';
import { planOptions, type PlanOption, type PlanTier } from '../model/plan-options';
import { TIER_LABELS } from './labels';
import { PlanOptionRow, type OptionAnswer } from './plan-option-row';
import { UpgradeCouponForm } from './upgrade-coupon-form';

interface PlanComparisonProps {
  subscription: Subscription;
  offer: OfferResponse;
  plan: PlanOption;
  onReview: (request: ChangeRequest) => void;
}

/**
 * Every other plan in the subscription's currency, priced for this subscription today by
 * the bulk estimate (credit for unused time, the upgrade coupon, tax), tier by tier. A plan
 * the server refuses stays in the list with the reason.
 */
export function PlanComparison({ subscription, offer, plan, onReview }: PlanComparisonProps) {
  const intl = useIntl();
  const titleId = useId();
  const [coupon, setCoupon] = useState<string | null>(null);
  const options = planOptions(offer, plan.price.amount.currency);
  const others = options.filter((option) => option.priceId !== plan.priceId);
  const comparison = usePlanComparison(
    subscription.subscription_id,
    others.map((option) => option.priceId),
    coupon,
  );
  const updating = comparison.isPlaceholderData;

  const answerFor = (option: PlanOption): OptionAnswer => {
    if (option.priceId === plan.priceId) return { kind: 'current' };
    const index = others.indexOf(option);
    const entry = comparison.data?.[index];
    if (entry?.estimate) return { kind: 'estimate', estimate: entry.estimate };
    return { kind: 'refused', code: entry?.error?.code ?? 'unexpected_response' };
  };

  const appliesTo =
    coupon && comparison.isSuccess && !updating
      ? comparison.data.filter((entry) => entry.estimate?.coupon?.applied).length
      : null;

  const review = (option: PlanOption, answer: OptionAnswer) => {
    if (answer.kind !== 'estimate') return;
    const applied = answer.estimate.coupon?.applied ? answer.estimate.coupon.code : null;
    onReview({
      change: { type: 'change_plan', priceId: option.priceId },
      couponCode: applied,
      subject: intl.formatMessage(
        { id: 'my_subscriptions.plans.option' },
        { plan: option.productName, period: periodText(intl, option.price.basePeriod) },
      ),
    });
  };

  const tiers: PlanTier[] = [];
  for (const option of options) if (!tiers.includes(option.tier)) tiers.push(option.tier);

  let body;
  if (others.length === 0) {
    body = (
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'my_subscriptions.plans.none' })}
      </p>
    );
  } else if (comparison.isPending) {
    body = <LoadingBlock lines={5} />;
  } else if (comparison.isError && !updating) {
    body = (
      <ErrorState
        error={comparison.error}
        onRetry={() => void comparison.refetch()}
        retrying={comparison.isFetching}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-5" aria-busy={updating || undefined}>
        {tiers.map((tier) => {
          const headingId = `${titleId}-${tier}`;
          return (
            <div key={tier} className="flex flex-col gap-2">
              <h4 id={headingId} className="text-sm font-semibold text-slate-900">
                {intl.formatMessage({ id: TIER_LABELS[tier] })}
              </h4>
              <ul aria-labelledby={headingId} className="flex flex-col gap-2">
                {options
                  .filter((option) => option.tier === tier)
                  .map((option) => {
                    const answer = answerFor(option);
                    return (
                      <PlanOptionRow
                        key={option.priceId}
                        option={option}
                        answer={answer}
                        updating={updating}
                        onReview={() => review(option, answer)}
                      />
                    );
                  })}
              </ul>
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {intl.formatMessage({ id: 'my_subscriptions.plans.title' })}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {intl.formatMessage({ id: 'my_subscriptions.plans.intro' })}
        </p>
      </div>
      {others.length > 0 && (
        <UpgradeCouponForm
          applied={coupon}
          appliesTo={appliesTo}
          checking={comparison.isFetching}
          onApply={setCoupon}
          onRemove={() => setCoupon(null)}
        />
      )}
      {body}
    </section>
  );
}
