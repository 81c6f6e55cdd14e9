import { FulfilmentRequestIdParamsSchema, FulfilmentRequestSchema } from '../fulfilment';
import { endpoint } from './define-endpoint';

export const serviceGetFulfilmentRequest = endpoint({
  method: 'GET',
  path: '/api/service/v1/fulfilment-requests/:requestId',
  params: FulfilmentRequestIdParamsSchema,
  body: undefined,
  response: FulfilmentRequestSchema,
  status: 200,
  auth: 'service',
  scopes: ['fulfilment:write'],
});
