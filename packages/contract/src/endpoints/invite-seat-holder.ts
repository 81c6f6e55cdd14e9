import { SeatInviteRequestSchema, SeatInviteResponseSchema } from '../licenses';
import { endpoint } from './define-endpoint';

export const inviteSeatHolder = endpoint({
  method: 'POST',
  path: '/api/v2/licenses/invite',
  auth: 'session',
  body: SeatInviteRequestSchema,
  response: SeatInviteResponseSchema,
  status: 202,
});
