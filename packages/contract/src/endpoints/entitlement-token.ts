import { EntitlementTokenSchema } from '../device-entitlements';
import { endpoint } from './define-endpoint';

/** A short-lived signed token for VPN servers, by device credential (decision 0089). */
export const entitlementToken = endpoint({
  method: 'POST',
  path: '/api/v1/entitlements/token',
  auth: 'device',
  body: undefined,
  response: EntitlementTokenSchema,
  status: 201,
});
