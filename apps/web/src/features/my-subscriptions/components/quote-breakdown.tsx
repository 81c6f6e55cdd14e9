import type { Money, OfferResponse } from '@burrow/contract/offers';
import type { PlanChangeEstimate } from '@burrow/contract/plan-changes';
import { formatAmount } from '@burrow/domain/money-format';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { periodText } from '../../../i18n/period-text';
import { cx } from '../../../lib/class-names';
import { addonOfPrice } from '../model/addon-lines';
import { findPlan } from '../model/plan-options';
import { addonName } from './labels';

type QuoteLine = PlanChangeEstimate['lines'][number];

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

interface QuoteBreakdownProps {
  quote: PlanChangeEstimate;
  offer: OfferResponse;
  /** Automatic renewal is on: the quote's next renewal will happen. */
  renews: boolean;
}

/**
 * A quote as the customer confirms it: what is bought, the coupon, the credit for unused
 * time, tax and the total due now; then what the change means for the period and the next
 * renewal.
 */
export function QuoteBreakdown({ quote, offer, renews }: QuoteBreakdownProps) {
  const intl = useIntl();
  const titleId = useId();
  const money = (amount: Money) => formatAmount(amount, intl.locale);
  const negative = (amount: Money) =>
    money({ ...amount, unscaledValue: -Math.abs(amount.unscaledValue) });
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  const change = quote.change;

  // Our own words for each line (the server's descriptions are English).
  const lineLabel = (line: QuoteLine): string => {
    const plan = line.itemType === 'plan' ? findPlan(offer, line.priceId) : null;
    if (plan) {
      return intl.formatMessage(
        { id: 'my_subscriptions.plans.option' },
        { plan: plan.productName, period: periodText(intl, plan.price.basePeriod) },
      );
    }
    const addon = line.itemType === 'addon' ? addonOfPrice(offer, line.priceId) : null;
    if (addon && change.type === 'add_addon') {
      return intl.formatMessage(
        { id: 'my_subscriptions.quote.addon_until' },
        { addon: addonName(intl.formatMessage, addon), date: date(quote.periodEnd) },
      );
    }
    return addon ? addonName(intl.formatMessage, addon) : line.description;
  };

  const notes: string[] = [];
  if (change.type === 'remove_addon') {
    notes.push(
      intl.formatMessage(
        { id: 'my_subscriptions.quote.timing.remove' },
        { date: date(quote.periodEnd) },
      ),
    );
  } else if (quote.timing === 'at_period_end') {
    notes.push(
      intl.formatMessage(
        { id: 'my_subscriptions.quote.timing.trial' },
        { date: date(quote.periodEnd) },
      ),
    );
  } else if (change.type === 'change_plan') {
    notes.push(
      intl.formatMessage(
        { id: 'my_subscriptions.quote.timing.now' },
        { date: date(quote.periodEnd) },
      ),
    );
  } else {
    notes.push(
      intl.formatMessage(
        { id: 'my_subscriptions.quote.timing.addon' },
        { date: date(quote.periodEnd) },
      ),
    );
  }
  if (quote.extraDays > 0) {
    notes.push(
      intl.formatMessage({ id: 'my_subscriptions.quote.extra_days' }, { days: quote.extraDays }),
    );
  }
  if (quote.coupon && !quote.coupon.applied) {
    notes.push(
      intl.formatMessage(
        { id: 'my_subscriptions.quote.coupon_not_applied' },
        { code: quote.coupon.code },
      ),
    );
  }

  // Where prices include VAT (decision 0108) it is part of the total, said after it.
  const taxRow = (
    <Row
      label={intl.formatMessage(
        {
          id: quote.taxInclusive
            ? 'my_subscriptions.quote.tax_included'
            : 'my_subscriptions.quote.tax',
        },
        { rate: intl.formatNumber(quote.taxRate, { maximumFractionDigits: 3 }) },
      )}
    >
      {money(quote.tax)}
    </Row>
  );

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {intl.formatMessage({ id: 'my_subscriptions.quote.title' })}
      </h3>
      <dl className="flex flex-col gap-1.5 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        {quote.lines
          .filter((line) => line.itemType !== 'credit')
          .map((line, index) => (
            <Row key={`${line.priceId ?? 'line'}-${index}`} label={lineLabel(line)}>
              {money(line.amount)}
            </Row>
          ))}
        <Row label={intl.formatMessage({ id: 'my_subscriptions.quote.subtotal' })}>
          {money(quote.subtotal)}
        </Row>
        {quote.discount.unscaledValue !== 0 && (
          <Row
            label={intl.formatMessage(
              { id: 'my_subscriptions.quote.discount' },
              { code: quote.coupon?.code ?? '' },
            )}
          >
            {negative(quote.discount)}
          </Row>
        )}
        {quote.credit.unscaledValue !== 0 && (
          <Row label={intl.formatMessage({ id: 'my_subscriptions.quote.credit' })}>
            {negative(quote.credit)}
          </Row>
        )}
        {!quote.taxInclusive && taxRow}
        <Row label={intl.formatMessage({ id: 'my_subscriptions.quote.total' })} strong>
          {money(quote.total)}
        </Row>
        {quote.taxInclusive && taxRow}
      </dl>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
        <li>
          {renews
            ? intl.formatMessage(
                {
                  id: quote.taxInclusive
                    ? 'my_subscriptions.quote.next_renewal_incl_vat'
                    : 'my_subscriptions.quote.next_renewal',
                },
                { amount: money(quote.nextRenewal.amount), date: date(quote.nextRenewal.date) },
              )
            : intl.formatMessage(
                { id: 'my_subscriptions.quote.ends' },
                { date: date(quote.periodEnd) },
              )}
        </li>
      </ul>
    </section>
  );
}
