import { ActivationCodeSchema, CreateActivationCodeRequestSchema } from '../devices';
import { endpoint } from './define-endpoint';

export const createActivationCode = endpoint({
  method: 'POST',
  path: '/api/v2/activation-setup/codes',
  auth: 'session',
  body: CreateActivationCodeRequestSchema,
  response: ActivationCodeSchema,
  status: 201,
});
