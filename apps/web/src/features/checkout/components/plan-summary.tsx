import type { OfferResponse } from '@burrow/contract/offers';
import { formatAmount } from '@burrow/domain/money-format';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SelectedPlan } from '../model/plan-selection';
import { periodText } from '../../../i18n/period-text';

/** The plan being bought, with a way back to choose another. */
export function PlanSummary({ offer, plan }: { offer: OfferResponse; plan: SelectedPlan }) {
  const intl = useIntl();
  const { product, price } = plan;
  return (
    <section
      aria-labelledby="checkout-plan-title"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="checkout-plan-title" className="text-sm font-semibold text-slate-600">
        {intl.formatMessage({ id: 'checkout.plan.title' })}
      </h2>
      <p className="text-lg font-semibold text-slate-900">{product.displayName}</p>
      <p className="text-sm text-slate-700">
        {periodText(intl, price.basePeriod)} · {formatAmount(price.amount, intl.locale)}
      </p>
      <p className="text-sm text-emerald-800">
        {intl.formatMessage({ id: 'checkout.guarantee' }, { days: product.moneyBackGuaranteeDays })}
      </p>
      <Link
        to={`/order?${new URLSearchParams({ offer: offer.id, currency: price.amount.currency })}`}
        className="self-start text-sm font-semibold text-indigo-800 underline"
      >
        {intl.formatMessage({ id: 'checkout.plan.change' })}
      </Link>
    </section>
  );
}
