import { ConfirmAuthenticatedPaymentSchema } from '../payment-collection';
import { SubscriptionIdParamsSchema, SubscriptionSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

/**
 * Settles a failed renewal with the payment the customer authenticated on the retry page
 * (SCA, decision 0086); idempotent. 402 `payment_failed` while it is not paid.
 */
export const confirmAuthenticatedPayment = endpoint({
  method: 'POST',
  path: '/api/v2/subscriptions/:id/confirm-authenticated-payment',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: ConfirmAuthenticatedPaymentSchema,
  response: SubscriptionSchema,
  status: 200,
});
