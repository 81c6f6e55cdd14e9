import { FREE_TRIAL_ALREADY_USED_KEY, isFreePeriodMessage } from '@burrow/domain/free-period';
import { GENERAL_PAYMENT_ERROR_KEY } from '@burrow/domain/payment-validation';
import { errorMessageId } from '../../i18n/error-messages';
import type { MessageId } from '../../i18n/message-ids';
import { isApiError } from '../api-client';

/** How a failed purchase is shown. */
export type CheckoutFailure =
  /** The email has an account (409 account_exists): sign in to buy. */
  | { kind: 'sign-in' }
  | {
      kind: 'message';
      messageId: MessageId;
      /** The specific reason, when there is one worth adding to the general message. */
      detailId: MessageId | null;
      /**
       * The payment was authorised but the purchase could not be recorded (server down):
       * recording it again is safe, since the intent is captured at most once (0016).
       */
      retryable: boolean;
      /** The plan cannot be bought by this person: send them to choose another. */
      choosePlan: boolean;
    };

const message = (
  messageId: MessageId,
  detailId: MessageId | null,
  options: { retryable?: boolean; choosePlan?: boolean } = {},
): CheckoutFailure => ({
  kind: 'message',
  messageId,
  detailId,
  retryable: options.retryable ?? false,
  choosePlan: options.choosePlan ?? false,
});

/**
 * docs/product.md#checkout-errors checkout errors: account exists → sign in; a free period for a returning customer
 * → the free-trial-already-used message; any other refusal (4xx) → the general payment error
 * with the catalogue's words for its code; a server failure that outlasted the retries, or a
 * purchase still being recorded by another attempt → the general error with "try again".
 */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return message(GENERAL_PAYMENT_ERROR_KEY, null, { retryable: true });
  if (error.code === 'account_exists') return { kind: 'sign-in' };
  if (error.code === 'free_period_new_users_only' || isFreePeriodMessage(error.message)) {
    return message(FREE_TRIAL_ALREADY_USED_KEY, null, { choosePlan: true });
  }
  const detail = errorMessageId(error);
  // An offer meant for other customers (decision 0074): the current plans are theirs to choose.
  if (error.code === 'offer_not_available') {
    return message(GENERAL_PAYMENT_ERROR_KEY, detail, { choosePlan: true });
  }
  // Another attempt of this purchase was still being recorded: recording it again answers
  // that purchase's result once it is done (decision 0072), so "Try again" is offered.
  if (
    error.code === 'network_error' ||
    error.status >= 500 ||
    error.code === 'checkout_in_progress'
  ) {
    return message(GENERAL_PAYMENT_ERROR_KEY, detail, { retryable: true });
  }
  return message(GENERAL_PAYMENT_ERROR_KEY, detail);
}
