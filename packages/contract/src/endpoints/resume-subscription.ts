import { SubscriptionIdParamsSchema, SubscriptionSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

/** Ends the pause now; a subscription not paused is answered as it is. */
export const resumeSubscription = endpoint({
  method: 'POST',
  path: '/api/v2/subscriptions/:id/resume',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: undefined,
  response: SubscriptionSchema,
  status: 200,
});
