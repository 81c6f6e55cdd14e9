import { LicenseAutobillRequestSchema } from '../licenses';
import { SubscriptionSchema } from '../subscriptions';
import { endpoint } from './define-endpoint';

export const licensesAutobillOff = endpoint({
  method: 'POST',
  path: '/api/v2/licenses/autobill-off',
  auth: 'session',
  body: LicenseAutobillRequestSchema,
  response: SubscriptionSchema,
  status: 200,
});
