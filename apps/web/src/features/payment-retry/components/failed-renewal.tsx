import type { PaymentCollection } from '@burrow/contract/payment-collection';
import { formatAmount } from '@burrow/domain/money-format';
import { UPDATE_PAYMENT_PATH } from '@burrow/domain/subscription-actions';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { paymentFailureMessageId } from '../../../lib/payment/payment-failure';
import type { MessageId } from '../../../i18n/message-ids';
import type { RetryFailure } from './retry-failure';

interface FailedRenewalProps {
  collection: PaymentCollection;
  onPay: () => void;
  paying: boolean;
  /** How the last "pay now" of this visit ended, if it failed. */
  failure: RetryFailure | null;
  /** Confirms the payment the bank held for authentication (`collection.authentication`). */
  onConfirm: () => void;
  confirming: boolean;
  /** How the last confirmation of this visit ended, if it did not pay. */
  confirmFailure: MessageId | null;
}

/** A failed renewal: what is owed, on which card, until when, and "pay now". */
export function FailedRenewal({
  collection,
  onPay,
  paying,
  failure,
  onConfirm,
  confirming,
  confirmFailure,
}: FailedRenewalProps) {
  const intl = useIntl();
  const { subscription } = collection;
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  const amount = collection.amount_due ? formatAmount(collection.amount_due, intl.locale) : '';
  const card = subscription.cc_info;
  const last = collection.last_attempt;

  return (
    <section
      aria-labelledby="failed-renewal"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-white p-6 shadow-sm"
    >
      <h2 id="failed-renewal" className="text-lg font-semibold text-slate-900">
        {collection.authentication
          ? intl.formatMessage({ id: 'payment_retry.authentication.title' })
          : intl.formatMessage(
              { id: 'payment_retry.failed.title' },
              { plan: subscription.plan_name },
            )}
      </h2>
      {collection.authentication && (
        <p className="text-sm text-slate-700">
          {intl.formatMessage(
            { id: 'payment_retry.authentication.body' },
            { plan: subscription.plan_name, amount },
          )}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">
          {intl.formatMessage({ id: 'payment_retry.amount_due' })}
        </dt>
        <dd className="font-semibold text-slate-900">{amount}</dd>
        {card && (
          <>
            <dt className="font-medium text-slate-700">
              {intl.formatMessage({ id: 'payment_retry.card' })}
            </dt>
            <dd className="text-slate-900">
              {intl.formatMessage(
                { id: 'payment_retry.card_value' },
                { brand: card.brand.toUpperCase(), last4: card.last4 },
              )}
            </dd>
          </>
        )}
        {last && (
          <>
            <dt className="font-medium text-slate-700">
              {intl.formatMessage({ id: 'payment_retry.last_attempt' })}
            </dt>
            <dd className="text-slate-900">
              {intl.formatMessage(
                { id: 'payment_retry.last_attempt_value' },
                {
                  when: intl.formatDate(last.attempted_at, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                  reason: intl.formatMessage({
                    id: last.failure_reason
                      ? paymentFailureMessageId(last.failure_reason)
                      : 'payment_retry.declined',
                  }),
                },
              )}
            </dd>
          </>
        )}
      </dl>
      <p className="text-sm text-slate-700">
        {collection.grace_ends_at &&
          intl.formatMessage(
            { id: 'payment_retry.grace' },
            { date: date(collection.grace_ends_at) },
          )}{' '}
        {collection.next_automatic_retry_at &&
          intl.formatMessage(
            { id: 'payment_retry.next_retry' },
            { date: date(collection.next_automatic_retry_at) },
          )}
      </p>
      {confirmFailure && (
        <Alert tone="error">
          <p>{intl.formatMessage({ id: confirmFailure })}</p>
        </Alert>
      )}
      {failure && (
        <Alert tone="error">
          <p>{intl.formatMessage({ id: failure.messageId })}</p>
          {failure.declined && (
            <p className="mt-1">{intl.formatMessage({ id: 'payment_retry.declined_hint' })}</p>
          )}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        {collection.authentication ? (
          // Charging the card again would only be held again: the bank wants this payment confirmed.
          <Button pending={confirming} onClick={onConfirm}>
            {intl.formatMessage({
              id: confirming
                ? 'payment_retry.authentication.confirming'
                : 'payment_retry.authentication.confirm',
            })}
          </Button>
        ) : (
          <Button pending={paying} onClick={onPay}>
            {intl.formatMessage(
              { id: paying ? 'payment_retry.paying' : 'payment_retry.pay_now' },
              { amount },
            )}
          </Button>
        )}
        <Link to={UPDATE_PAYMENT_PATH} className={buttonClasses('secondary')}>
          {intl.formatMessage({ id: 'payment_retry.replace_card' })}
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        {intl.formatMessage({ id: 'payment_retry.replace_card_hint' })}
      </p>
    </section>
  );
}
