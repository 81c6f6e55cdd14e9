import { PaymentCollectionSchema } from '../payment-collection';
import { SubscriptionIdParamsSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

/** The retry-payment page's read (decision 0055). */
export const paymentCollection = endpoint({
  method: 'GET',
  path: '/api/v2/subscriptions/:id/payment-collection',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: undefined,
  response: PaymentCollectionSchema,
  status: 200,
});
