import { AcceptedResponseSchema, EmitEventRequestSchema } from '../events';
import { endpoint } from './define-endpoint';

export const emitEvent = endpoint({
  method: 'POST',
  path: '/api/v1/emit-event',
  auth: 'public',
  body: EmitEventRequestSchema,
  response: AcceptedResponseSchema,
  status: 202,
});
