import { RotatedCredentialSchema } from '../device-entitlements';
import { endpoint } from './define-endpoint';

export const rotateDeviceCredential = endpoint({
  method: 'POST',
  path: '/api/v1/devices/me/credential',
  auth: 'device',
  body: undefined,
  response: RotatedCredentialSchema,
  status: 201,
});
