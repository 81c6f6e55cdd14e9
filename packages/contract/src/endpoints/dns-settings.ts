import { DnsSettingsSchema } from '../dns-settings';
import { endpoint } from './define-endpoint';

/** docs/product.md#customer-pages DNS settings (decision 0052). */
export const dnsSettings = endpoint({
  method: 'GET',
  path: '/api/v2/dns-settings/',
  auth: 'session',
  body: undefined,
  response: DnsSettingsSchema,
  status: 200,
});
