import { DeviceEntitlementsSchema } from '../device-entitlements';
import { ServiceDeviceIdParamsSchema } from '../service-api';
import { endpoint } from './define-endpoint';

/**
 * What a connected device is entitled to now: the same answer the app itself gets from
 * `deviceEntitlements` with its credential (decision 0088).
 */
export const serviceDeviceEntitlements = endpoint({
  method: 'GET',
  path: '/api/service/v1/devices/:deviceId/entitlements',
  params: ServiceDeviceIdParamsSchema,
  body: undefined,
  response: DeviceEntitlementsSchema,
  status: 200,
  auth: 'service',
  scopes: ['entitlements:read'],
});
