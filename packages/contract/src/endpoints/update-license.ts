import { LicenseUpdateRequestSchema } from '../licenses';
import { LicenseSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

export const updateLicense = endpoint({
  method: 'PUT',
  path: '/api/v2/licenses/',
  auth: 'session',
  body: LicenseUpdateRequestSchema,
  response: LicenseSchema,
  status: 200,
});
