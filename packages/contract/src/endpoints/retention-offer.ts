import { RetentionOfferSchema } from '../retention-offers';
import { SubscriptionIdParamsSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

/** The retention offer of the turn-renewal-off flow (decision 0109), after the reason. */
export const retentionOffer = endpoint({
  method: 'GET',
  path: '/api/v2/subscriptions/:id/retention-offer',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: undefined,
  response: RetentionOfferSchema,
  status: 200,
});
