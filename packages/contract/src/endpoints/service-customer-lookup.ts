import { CustomerLookupQuerySchema, CustomerLookupResponseSchema } from '../service-api';
import { endpoint } from './define-endpoint';

/** Finds a customer's id by their email, for support tools; nothing else about them. */
export const serviceCustomerLookup = endpoint({
  method: 'GET',
  path: '/api/service/v1/customers',
  query: CustomerLookupQuerySchema,
  body: undefined,
  response: CustomerLookupResponseSchema,
  status: 200,
  auth: 'service',
  scopes: ['customers:read'],
});
