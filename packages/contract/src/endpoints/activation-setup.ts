import { ActivationSetupQuerySchema, ActivationSetupSchema } from '../devices';
import { endpoint } from './define-endpoint';

/** The subscription's setup link token in `activation_code`. Decision 0053. */
export const activationSetup = endpoint({
  method: 'GET',
  path: '/api/v2/activation-setup/',
  auth: 'session',
  query: ActivationSetupQuerySchema,
  body: undefined,
  response: ActivationSetupSchema,
  status: 200,
});
