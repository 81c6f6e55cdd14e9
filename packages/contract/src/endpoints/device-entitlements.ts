import { DeviceEntitlementsSchema } from '../device-entitlements';
import { endpoint } from './define-endpoint';

/**
 * Called by a connected VPN app with `Authorization: Bearer <device credential>`, never
 * with a session cookie (decision 0088).
 */
export const deviceEntitlements = endpoint({
  method: 'GET',
  path: '/api/v1/entitlements',
  auth: 'device',
  body: undefined,
  response: DeviceEntitlementsSchema,
  status: 200,
});
