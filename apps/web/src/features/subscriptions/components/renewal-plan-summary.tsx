import { formatAmount } from '@burrow/domain/money-format';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { periodText } from '../../../i18n/period-text';
import type { RenewalPlan } from '../model/renewal-plan';

/** The plan the renewal buys, at the offer's current price. */
export function RenewalPlanSummary({ plan }: { plan: RenewalPlan }) {
  const intl = useIntl();
  const titleId = useId();
  const { product, price } = plan;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-1 rounded-2xl border border-slate-200 p-4"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-600">
        {intl.formatMessage({ id: 'subscriptions.renewal.plan_title' })}
      </h3>
      <p className="text-lg font-semibold text-slate-900">{product.displayName}</p>
      <p className="text-sm text-slate-700">
        {periodText(intl, price.basePeriod)} · {formatAmount(price.amount, intl.locale)}
      </p>
    </section>
  );
}
