import {
  RenewalOffReasonRequestSchema,
  SubscriptionIdParamsSchema,
  SubscriptionSchema,
} from '../subscriptions';
import { endpoint } from './define-endpoint';

/** The reason asked first when the customer turns renewal off (decision 0102). */
export const renewalOffReason = endpoint({
  method: 'POST',
  path: '/api/v2/subscriptions/:id/renewal-off-reason',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: RenewalOffReasonRequestSchema,
  response: SubscriptionSchema,
  status: 200,
});
