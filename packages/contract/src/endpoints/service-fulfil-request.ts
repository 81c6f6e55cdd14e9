import {
  FulfilmentRequestIdParamsSchema,
  FulfilmentRequestSchema,
  FulfilmentResultSchema,
} from '../fulfilment';
import { endpoint } from './define-endpoint';

/**
 * Completes a request with what the customer gets (an address, an eSIM profile, a coupon
 * code). Sending the same result again answers the same request; a different one is 409.
 */
export const serviceFulfilRequest = endpoint({
  method: 'POST',
  path: '/api/service/v1/fulfilment-requests/:requestId/fulfil',
  params: FulfilmentRequestIdParamsSchema,
  body: FulfilmentResultSchema,
  response: FulfilmentRequestSchema,
  status: 200,
  auth: 'service',
  scopes: ['fulfilment:write'],
});
