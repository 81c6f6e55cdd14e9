import { PaymentFailureDetailsSchema } from '@burrow/contract/payment-collection';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { isApiError } from '../../../lib/api-client';
import { paymentFailureMessageId } from '../../../lib/payment/payment-failure';

/**
 * What a failed retry tells the customer: a declined charge in the docs/product.md#payment-messages payment words for
 * the gateway's reason (and whether a new card would help), anything else by its error code.
 */
export interface RetryFailure {
  messageId: MessageId;
  /** The card was declined: a new card is the way out. */
  declined: boolean;
}

export function retryFailure(error: unknown): RetryFailure {
  if (isApiError(error, 'payment_failed')) {
    const details = PaymentFailureDetailsSchema.safeParse(error.details);
    return {
      messageId: paymentFailureMessageId(details.success ? details.data.reason : null),
      declined: true,
    };
  }
  return { messageId: errorMessageId(error), declined: false };
}
