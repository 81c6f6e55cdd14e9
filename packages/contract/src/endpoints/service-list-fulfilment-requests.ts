import {
  FulfilmentRequestListQuerySchema,
  FulfilmentRequestListResponseSchema,
} from '../fulfilment';
import { endpoint } from './define-endpoint';

/**
 * What customers asked for that the back office must provide (decision 0094), oldest first:
 * open ones with `?state=requested`. Requests no longer wanted are cancelled before listing.
 */
export const serviceListFulfilmentRequests = endpoint({
  method: 'GET',
  path: '/api/service/v1/fulfilment-requests',
  query: FulfilmentRequestListQuerySchema,
  body: undefined,
  response: FulfilmentRequestListResponseSchema,
  status: 200,
  auth: 'service',
  scopes: ['fulfilment:write'],
});
