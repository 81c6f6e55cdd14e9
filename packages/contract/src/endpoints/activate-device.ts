import { ActivateDeviceRequestSchema, ActivatedDeviceSchema } from '../devices';
import { endpoint } from './define-endpoint';

/** Called by a VPN app, not the web: the code is its only credential. */
export const activateDevice = endpoint({
  method: 'POST',
  path: '/api/v1/devices/activate',
  auth: 'public',
  body: ActivateDeviceRequestSchema,
  response: ActivatedDeviceSchema,
  status: 201,
});
