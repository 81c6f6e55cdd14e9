import type { EstimateResponse } from '@burrow/contract/checkout';
import type { Money } from '@burrow/contract/offers';
import { formatAmount } from '@burrow/domain/money-format';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '../error-state';
import { LoadingBlock } from '../skeleton';
import { cx } from '../../lib/class-names';
import { periodText } from '../../i18n/period-text';

export type SummaryState =
  | { kind: 'needs-residence' }
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown; onRetry: () => void; retrying: boolean }
  | { kind: 'ready'; estimate: EstimateResponse; updating: boolean };

function Row({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={cx('flex justify-between gap-4', strong && 'font-semibold text-slate-900')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The live estimate: what is charged today, with tax (added, or included where prices
 * include VAT), and what renewal will cost.
 */
export function OrderSummary({ state }: { state: SummaryState }) {
  const intl = useIntl();
  const titleId = useId();
  const money = (amount: Money) => formatAmount(amount, intl.locale);
  let body: ReactNode;
  if (state.kind === 'needs-residence') {
    body = (
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'checkout.summary.needs_residence' })}
      </p>
    );
  } else if (state.kind === 'loading') {
    body = <LoadingBlock lines={4} />;
  } else if (state.kind === 'error') {
    body = <ErrorState error={state.error} onRetry={state.onRetry} retrying={state.retrying} />;
  } else {
    const { estimate } = state;
    const discounted = estimate.discount.unscaledValue !== 0;
    const rate = intl.formatNumber(estimate.taxRate, { maximumFractionDigits: 3 });
    // Where prices include VAT (decision 0108) the total is the prices' sum and the VAT is a
    // part of it, said after the total; elsewhere tax is a line added before it.
    const taxRow = (
      <Row
        label={intl.formatMessage(
          { id: estimate.taxInclusive ? 'checkout.summary.tax_included' : 'checkout.summary.tax' },
          { rate },
        )}
      >
        {money(estimate.tax)}
      </Row>
    );
    body = (
      <div className={cx('flex flex-col gap-3', state.updating && 'opacity-60')}>
        <dl className="flex flex-col gap-1.5 text-sm text-slate-700">
          {estimate.lines.map((line) => (
            <Row key={line.priceId} label={line.description}>
              {money(line.amount)}
            </Row>
          ))}
          <Row label={intl.formatMessage({ id: 'checkout.summary.subtotal' })}>
            {money(estimate.subtotal)}
          </Row>
          {discounted && (
            <Row label={intl.formatMessage({ id: 'checkout.summary.discount' })}>
              {money({
                ...estimate.discount,
                unscaledValue: -Math.abs(estimate.discount.unscaledValue),
              })}
            </Row>
          )}
          {!estimate.taxInclusive && taxRow}
          <Row
            label={intl.formatMessage({
              id: estimate.taxInclusive
                ? 'checkout.summary.total_incl_vat'
                : 'checkout.summary.total',
            })}
            strong
          >
            {money(estimate.total)}
          </Row>
          {estimate.taxInclusive && taxRow}
          <Row label={intl.formatMessage({ id: 'checkout.summary.due_today' })} strong>
            {money(estimate.dueToday)}
          </Row>
        </dl>
        {estimate.freePeriod && (
          <p className="text-sm font-medium text-indigo-800">
            {intl.formatMessage(
              { id: 'checkout.summary.free_period' },
              { period: periodText(intl, estimate.freePeriod) },
            )}
          </p>
        )}
        {estimate.referralBonus && (
          <p className="text-sm font-medium text-emerald-800">
            {intl.formatMessage(
              { id: 'checkout.summary.referral_bonus' },
              { period: periodText(intl, estimate.referralBonus) },
            )}
          </p>
        )}
        <p className="text-sm text-slate-700">
          {intl.formatMessage(
            {
              id: estimate.taxInclusive
                ? 'checkout.summary.renewal_incl_vat'
                : 'checkout.summary.renewal',
            },
            {
              date: intl.formatDate(estimate.renewal.date, { dateStyle: 'long' }),
              amount: money(estimate.renewal.amount),
            },
          )}
        </p>
      </div>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={state.kind === 'loading' || (state.kind === 'ready' && state.updating)}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'checkout.summary.title' })}
      </h2>
      {body}
    </section>
  );
}
