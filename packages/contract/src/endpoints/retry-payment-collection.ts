import { SubscriptionIdParamsSchema, SubscriptionSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

export const retryPaymentCollection = endpoint({
  method: 'POST',
  path: '/api/v2/subscriptions/:id/retry-payment-collection',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: undefined,
  response: SubscriptionSchema,
  status: 200,
});
