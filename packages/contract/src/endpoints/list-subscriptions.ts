import { SubscriptionListResponseSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

export const listSubscriptions = endpoint({
  method: 'GET',
  path: '/api/v2/subscriptions/',
  auth: 'session',
  body: undefined,
  response: SubscriptionListResponseSchema,
  status: 200,
});
