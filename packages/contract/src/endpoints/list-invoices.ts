import { InvoiceListResponseSchema } from '../invoices';
import { endpoint } from './define-endpoint';

export const listInvoices = endpoint({
  method: 'GET',
  path: '/api/v2/invoices/',
  auth: 'session',
  body: undefined,
  response: InvoiceListResponseSchema,
  status: 200,
});
