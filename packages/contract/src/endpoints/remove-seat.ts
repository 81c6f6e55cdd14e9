import { SeatRemoveRequestSchema } from '../licenses';
import { SubscriptionSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

export const removeSeat = endpoint({
  method: 'POST',
  path: '/api/v2/licenses/seats/remove',
  auth: 'session',
  body: SeatRemoveRequestSchema,
  response: SubscriptionSchema,
  status: 200,
});
