import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TierOption } from '../model/plan-catalogue';
import { PlanCard } from './plan-card';

interface PlanLengthsProps {
  tier: TierOption;
  checkoutPath: (priceId: string) => string;
  /** Shown at the end of the heading's row (the currency picker). */
  aside?: ReactNode;
  vatIncluded: boolean;
}

/** The chosen tier's plan lengths, the best value (the domain's plan layout) highlighted. */
export function PlanLengths({ tier, checkoutPath, aside, vatIncluded }: PlanLengthsProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="plan-lengths-title" className="flex flex-col gap-3 sm:gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="plan-lengths-title" className="text-lg font-bold text-slate-900 sm:text-xl">
          {intl.formatMessage({ id: 'order.lengths.title' })}
        </h2>
        {aside}
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {tier.plans.map((plan) => (
          <li key={plan.price.id} className="flex">
            <div className="flex w-full flex-col">
              <PlanCard
                plan={plan}
                highlighted={plan.months === tier.recommendedMonths}
                checkoutPath={checkoutPath(plan.price.id)}
                vatIncluded={vatIncluded}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
