import {
  PauseRequestSchema,
  SubscriptionIdParamsSchema,
  SubscriptionSchema,
} from '../subscriptions';
import { endpoint } from './define-endpoint';

/** Pauses the plan instead of ending it (decision 0102); pausing again is answered as done. */
export const pauseSubscription = endpoint({
  method: 'POST',
  path: '/api/v2/subscriptions/:id/pause',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: PauseRequestSchema,
  response: SubscriptionSchema,
  status: 200,
});
