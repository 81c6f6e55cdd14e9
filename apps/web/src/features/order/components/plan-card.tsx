import { formatAmount } from '@burrow/domain/money-format';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { cx } from '../../../lib/class-names';
import type { PlanOption } from '../model/plan-catalogue';
import { periodText } from './period-text';

interface PlanCardProps {
  plan: PlanOption;
  highlighted: boolean;
  checkoutPath: string;
  /** The prices include VAT where the buyer lives (decision 0108): the card says so. */
  vatIncluded: boolean;
}

/**
 * One plan length: the per-month price beside the regular one struck through, what is paid
 * now, the saving and the renewal.
 */
export function PlanCard({ plan, highlighted, checkoutPath, vatIncluded }: PlanCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const { price } = plan;
  const money = (amount: typeof price.amount) => formatAmount(amount, intl.locale);
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'flex flex-1 flex-col gap-3 rounded-2xl border-2 bg-white p-4 shadow-sm sm:p-5',
        highlighted ? 'border-indigo-700' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'order.plan.months' }, { months: plan.months })}
        </h3>
        {highlighted && (
          <span className="rounded-full bg-indigo-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            {intl.formatMessage({ id: 'order.plan.best_value' })}
          </span>
        )}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        {plan.regular && (
          // Strike-through is not read out: the words say which price is the regular one.
          <span className="text-base text-slate-600">
            <span className="sr-only">
              {intl.formatMessage({ id: 'order.plan.regular_price' })}
            </span>
            <s>{money(plan.regular.perMonth)}</s>
          </span>
        )}
        <span className="text-3xl font-extrabold text-slate-900">
          {money(price.amountPerMonth)}
        </span>
        <span className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'order.plan.per_month' })}
        </span>
        {vatIncluded && (
          <span className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'order.plan.incl_vat' })}
          </span>
        )}
      </p>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        <li>
          {intl.formatMessage(
            { id: 'order.plan.total' },
            { total: money(price.amount), months: plan.months },
          )}
        </li>
        {price.discountPercentage > 0 && (
          <li className="font-semibold text-emerald-800">
            {intl.formatMessage(
              { id: 'order.plan.discount' },
              { percent: price.discountPercentage },
            )}
          </li>
        )}
        {price.freePeriod && price.freePeriod.length > 0 && (
          <li className="font-semibold text-indigo-800">
            {intl.formatMessage(
              { id: 'order.plan.free_period' },
              { period: periodText(intl, price.freePeriod) },
            )}
          </li>
        )}
        <li>
          {intl.formatMessage(
            { id: 'order.plan.renewal' },
            { price: money(price.nextPrice), months: plan.months },
          )}
        </li>
      </ul>
      <Link
        to={checkoutPath}
        className={buttonClasses(highlighted ? 'primary' : 'secondary', 'mt-auto')}
      >
        {intl.formatMessage({ id: 'order.plan.select' }, { months: plan.months })}
      </Link>
    </article>
  );
}
