import { DnsHostnameRequestSchema, DnsSettingsSchema } from '../dns-settings';
import { endpoint } from './define-endpoint';

export const setDnsHostname = endpoint({
  method: 'PATCH',
  path: '/api/v2/dns-settings/hostname',
  auth: 'session',
  body: DnsHostnameRequestSchema,
  response: DnsSettingsSchema,
  status: 200,
});
