import { CustomerStatusRequestSchema, CustomerStatusResponseSchema } from '../checkout';
import { endpoint } from './define-endpoint';

export const customerStatus = endpoint({
  method: 'POST',
  path: '/api/v1/checkout/customer-status',
  auth: 'public',
  body: CustomerStatusRequestSchema,
  response: CustomerStatusResponseSchema,
  status: 200,
});
