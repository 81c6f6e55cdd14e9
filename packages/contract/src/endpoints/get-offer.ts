import { OfferParamsSchema, OfferQuerySchema, OfferResponseSchema } from '../offers';
import { endpoint } from './define-endpoint';

export const getOffer = endpoint({
  method: 'GET',
  path: '/api/v1/offers/:offerId',
  auth: 'public',
  params: OfferParamsSchema,
  query: OfferQuerySchema,
  body: undefined,
  response: OfferResponseSchema,
  status: 200,
});
