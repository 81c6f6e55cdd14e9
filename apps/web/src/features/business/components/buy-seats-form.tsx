import type { Subscription } from '@burrow/contract/subscriptions';
import { formatAmount } from '@burrow/domain/money-format';
import { MAX_SEATS_PER_PURCHASE } from '@burrow/domain/seat-quote';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessageId } from '../../../i18n/error-messages';
import { isApiError } from '../../../lib/api-client';
import { useBuySeats } from '../api/buy-seats';
import { useSeatQuote } from '../api/get-seat-quote';
import { parseSeatCount } from '../model/seats';

/** A failure after which the same purchase may be sent again: it may have gone through. */
function mayHaveReachedServer(error: unknown): boolean {
  return isApiError(error) && (error.code === 'network_error' || error.status >= 500);
}

/**
 * More seats, prorated to the renewal date every seat shares: the live quote, then one
 * button that buys exactly what it shows on the saved payment method.
 */
export function BuySeatsForm({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const [text, setText] = useState('1');
  const seats = parseSeatCount(text, MAX_SEATS_PER_PURCHASE);
  const quote = useSeatQuote(subscription.subscription_id, seats);
  const buy = useBuySeats();
  // One id per purchase: kept when the answer was lost, so trying again cannot charge twice.
  const purchaseId = useRef<string | null>(null);
  const money = (amount: { unscaledValue: number; scale: number; currency: string }) =>
    formatAmount(amount, intl.locale);
  const current = quote.data && !quote.isPlaceholderData && seats !== null ? quote.data : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    purchaseId.current ??= crypto.randomUUID();
    buy.mutate(
      {
        subscription_id: subscription.subscription_id,
        seats: current.seats,
        purchase_id: purchaseId.current,
        expected_total: current.total,
      },
      {
        onSuccess: () => {
          purchaseId.current = null;
          setText('1');
        },
        onError: (error) => {
          if (!mayHaveReachedServer(error)) purchaseId.current = null;
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {buy.isSuccess && (
        <Alert tone="success">
          {intl.formatMessage(
            { id: 'business.buy.success' },
            {
              seats: buy.data.seats,
              total: money(buy.data.total),
              invoice: buy.data.invoice.number,
            },
          )}
        </Alert>
      )}
      {buy.isError && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(buy.error) })}</Alert>
      )}
      <TextField
        label={intl.formatMessage({ id: 'business.buy.seats_label' })}
        hint={intl.formatMessage(
          { id: 'business.buy.seats_hint' },
          { max: MAX_SEATS_PER_PURCHASE },
        )}
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={
          seats === null
            ? intl.formatMessage(
                { id: 'business.buy.seats_invalid' },
                { max: MAX_SEATS_PER_PURCHASE },
              )
            : undefined
        }
        className="max-w-xs"
      />
      <div aria-live="polite" className="text-sm text-slate-700">
        {quote.isError && seats !== null && (
          <p className="text-red-700">{intl.formatMessage({ id: errorMessageId(quote.error) })}</p>
        )}
        {quote.data && seats !== null && !quote.isError && (
          <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            <dt>
              {intl.formatMessage(
                { id: 'business.buy.quote.line' },
                {
                  seats: quote.data.seats,
                  price: money(quote.data.prorated_unit_price),
                  days: quote.data.days_remaining,
                  period: quote.data.period_days,
                },
              )}
            </dt>
            <dd className="text-right">{money(quote.data.subtotal)}</dd>
            {!quote.data.tax_inclusive && (
              <>
                <dt>{intl.formatMessage({ id: 'business.buy.quote.tax' })}</dt>
                <dd className="text-right">{money(quote.data.tax)}</dd>
              </>
            )}
            <dt className="font-semibold text-slate-900">
              {intl.formatMessage({ id: 'business.buy.quote.total' })}
            </dt>
            <dd className="text-right font-semibold text-slate-900">{money(quote.data.total)}</dd>
            {quote.data.tax_inclusive && (
              // Prices include VAT here (decision 0108): it is part of the total.
              <>
                <dt>{intl.formatMessage({ id: 'business.buy.quote.tax_included' })}</dt>
                <dd className="text-right">{money(quote.data.tax)}</dd>
              </>
            )}
            <dd className="col-span-2 text-slate-600">
              {intl.formatMessage(
                { id: 'business.buy.quote.renews' },
                {
                  date: <FormattedDate value={quote.data.renews_on} dateStyle="long" />,
                  price: money(quote.data.unit_price),
                },
              )}
            </dd>
          </dl>
        )}
      </div>
      <Button type="submit" pending={buy.isPending} disabled={!current} className="self-start">
        {current
          ? intl.formatMessage(
              { id: 'business.buy.submit' },
              { seats: current.seats, total: money(current.total) },
            )
          : intl.formatMessage({ id: 'business.buy.submit_pending' })}
      </Button>
      <p className="text-xs text-slate-600">
        {subscription.cc_info
          ? intl.formatMessage(
              { id: 'business.buy.charged_to' },
              { brand: subscription.cc_info.brand, last4: subscription.cc_info.last4 },
            )
          : intl.formatMessage({ id: 'business.buy.charged_to_saved' })}
      </p>
    </form>
  );
}
