import { EventCountsQuerySchema, PaymentOutcomesResponseSchema } from '../analytics';
import { endpoint } from './define-endpoint';

export const paymentOutcomes = endpoint({
  method: 'GET',
  path: '/api/dev/analytics/payment-outcomes',
  auth: 'public',
  // The same range of days as the event counts, with the same defaults.
  query: EventCountsQuerySchema,
  body: undefined,
  response: PaymentOutcomesResponseSchema,
  status: 200,
});
