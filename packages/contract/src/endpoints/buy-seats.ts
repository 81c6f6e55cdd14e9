import { SeatPurchaseRequestSchema, SeatPurchaseResponseSchema } from '../seat-purchases';
import { endpoint } from './define-endpoint';

export const buySeats = endpoint({
  method: 'POST',
  path: '/api/v2/licenses/seats',
  auth: 'session',
  body: SeatPurchaseRequestSchema,
  response: SeatPurchaseResponseSchema,
  status: 201,
});
