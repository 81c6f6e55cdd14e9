import { JsonWebKeySetSchema } from '../device-entitlements';
import { endpoint } from './define-endpoint';

/** The public keys entitlement tokens are verified with, offline (decision 0089). */
export const entitlementSigningKeys = endpoint({
  method: 'GET',
  path: '/.well-known/jwks.json',
  auth: 'public',
  body: undefined,
  response: JsonWebKeySetSchema,
  status: 200,
});
