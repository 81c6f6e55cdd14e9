import { OfferResponseSchema, SubscriptionOfferQuerySchema } from '../offers';
import { SubscriptionIdParamsSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

export const subscriptionOffer = endpoint({
  method: 'GET',
  path: '/api/v2/subscriptions/:id/offer',
  auth: 'session',
  params: SubscriptionIdParamsSchema,
  query: SubscriptionOfferQuerySchema,
  body: undefined,
  response: OfferResponseSchema,
  status: 200,
});
