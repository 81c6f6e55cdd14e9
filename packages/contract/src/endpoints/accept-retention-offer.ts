import { RetentionOfferSchema } from '../retention-offers';
import { SubscriptionIdParamsSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

/**
 * Accepts the retention offer: renewal stays on and the next renewal is discounted once.
 * Accepting again answers the accepted offer; 409 `retention_offer_not_available` otherwise.
 */
export const acceptRetentionOffer = endpoint({
  method: 'POST',
  path: '/api/v2/subscriptions/:id/retention-offer/accept',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  body: undefined,
  response: RetentionOfferSchema,
  status: 200,
});
