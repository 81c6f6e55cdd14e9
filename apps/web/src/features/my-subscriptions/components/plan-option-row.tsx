import type { PlanChangeEstimate } from '@burrow/contract/plan-changes';
import { formatAmount } from '@burrow/domain/money-format';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { periodText } from '../../../i18n/period-text';
import { cx } from '../../../lib/class-names';
import type { PlanOption } from '../model/plan-options';
import { refusalMessageId } from '../model/refusal-message';

/** What the comparison knows about one plan. */
export type OptionAnswer =
  | { kind: 'current' }
  | { kind: 'estimate'; estimate: PlanChangeEstimate }
  | { kind: 'refused'; code: string };

interface PlanOptionRowProps {
  option: PlanOption;
  answer: OptionAnswer;
  /** The figures are from before the last question (a coupon being tried): not to act on. */
  updating: boolean;
  onReview: () => void;
}

/** One plan of the comparison: what moving to it costs now and later, or why it cannot be chosen. */
export function PlanOptionRow({ option, answer, updating, onReview }: PlanOptionRowProps) {
  const intl = useIntl();
  const money = (amount: PlanChangeEstimate['total']) => formatAmount(amount, intl.locale);
  const period = periodText(intl, option.price.basePeriod);
  const name = intl.formatMessage(
    { id: 'my_subscriptions.plans.option' },
    { plan: option.productName, period },
  );

  let figures;
  if (answer.kind === 'current') {
    figures = (
      <p className="text-sm font-semibold text-indigo-800">
        {intl.formatMessage({ id: 'my_subscriptions.plans.current' })}
      </p>
    );
  } else if (answer.kind === 'refused') {
    figures = (
      <p className="text-sm text-slate-700">
        {intl.formatMessage(
          { id: 'my_subscriptions.plans.refused' },
          { reason: intl.formatMessage({ id: refusalMessageId(answer.code) }) },
        )}
      </p>
    );
  } else {
    const { estimate } = answer;
    const due = estimate.total.unscaledValue > 0;
    figures = (
      <div className="flex flex-col gap-0.5 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          {due
            ? intl.formatMessage(
                { id: 'my_subscriptions.plans.due_now' },
                { amount: money(estimate.total) },
              )
            : intl.formatMessage({ id: 'my_subscriptions.plans.nothing_due' })}
        </p>
        {estimate.timing === 'at_period_end' && (
          <p>{intl.formatMessage({ id: 'my_subscriptions.plans.after_trial' })}</p>
        )}
        {estimate.extraDays > 0 && (
          <p>
            {intl.formatMessage(
              { id: 'my_subscriptions.plans.extra_days' },
              { days: estimate.extraDays },
            )}
          </p>
        )}
        {estimate.coupon?.applied && estimate.discount.unscaledValue > 0 && (
          <p className="text-emerald-800">
            {intl.formatMessage(
              { id: 'my_subscriptions.plans.coupon_saving' },
              { code: estimate.coupon.code, amount: money(estimate.discount) },
            )}
          </p>
        )}
        <p>
          {intl.formatMessage(
            { id: 'my_subscriptions.plans.renews_at' },
            { amount: money(estimate.nextRenewal.amount), period },
          )}
        </p>
      </div>
    );
  }

  return (
    <li
      aria-label={name}
      className={cx(
        'flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3',
        answer.kind === 'current' ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200',
        updating && 'opacity-60',
      )}
    >
      <div className="flex flex-col gap-0.5">
        <p className="font-medium text-slate-900">{period}</p>
        <p className="text-sm text-slate-700">
          {intl.formatMessage(
            { id: 'my_subscriptions.plans.price' },
            { amount: money(option.price.amount), period },
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {figures}
        {answer.kind === 'estimate' && (
          <Button
            variant="secondary"
            disabled={updating}
            aria-label={intl.formatMessage(
              { id: 'my_subscriptions.plans.review_label' },
              { plan: name },
            )}
            onClick={onReview}
          >
            {intl.formatMessage({ id: 'my_subscriptions.plans.review' })}
          </Button>
        )}
      </div>
    </li>
  );
}
