import { SubscriptionIdParamsSchema, SubscriptionSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

export const autobillOff = endpoint({
  method: 'POST',
  path: '/api/v2/subscriptions/:id/autobill-off',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: undefined,
  response: SubscriptionSchema,
  status: 200,
});
