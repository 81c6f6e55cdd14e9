import { SeatQuoteRequestSchema, SeatQuoteSchema } from '../seat-purchases';
import { endpoint } from './define-endpoint';

export const seatQuote = endpoint({
  method: 'PUT',
  path: '/api/v2/licenses/seats/estimate',
  auth: 'session',
  body: SeatQuoteRequestSchema,
  response: SeatQuoteSchema,
  status: 200,
});
