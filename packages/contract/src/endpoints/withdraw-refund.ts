import { RefundRequestResponseSchema } from '../refunds';
import { SubscriptionIdParamsSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

export const withdrawRefund = endpoint({
  method: 'DELETE',
  path: '/api/v2/subscriptions/:id/refund-revoke',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: undefined,
  response: RefundRequestResponseSchema,
  status: 200,
});
