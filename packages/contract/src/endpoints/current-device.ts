import { CurrentDeviceSchema } from '../device-entitlements';
import { endpoint } from './define-endpoint';

export const currentDevice = endpoint({
  method: 'GET',
  path: '/api/v1/devices/me',
  auth: 'device',
  body: undefined,
  response: CurrentDeviceSchema,
  status: 200,
});
