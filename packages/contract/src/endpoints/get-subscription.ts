import { SubscriptionIdParamsSchema, SubscriptionSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

export const getSubscription = endpoint({
  method: 'GET',
  path: '/api/v2/subscriptions/:id',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: undefined,
  response: SubscriptionSchema,
  status: 200,
});
