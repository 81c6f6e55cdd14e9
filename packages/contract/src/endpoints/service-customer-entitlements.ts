import { CustomerEntitlementsSchema, CustomerIdParamsSchema } from '../service-api';
import { endpoint } from './define-endpoint';

/** The back office asks what a customer may use now (decision 0090). */
export const serviceCustomerEntitlements = endpoint({
  method: 'GET',
  path: '/api/service/v1/customers/:customerId/entitlements',
  params: CustomerIdParamsSchema,
  body: undefined,
  response: CustomerEntitlementsSchema,
  status: 200,
  auth: 'service',
  scopes: ['entitlements:read'],
});
