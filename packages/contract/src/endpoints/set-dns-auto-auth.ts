import { DnsAutoAuthRequestSchema, DnsSettingsSchema } from '../dns-settings';
import { endpoint } from './define-endpoint';

export const setDnsAutoAuth = endpoint({
  method: 'PATCH',
  path: '/api/v2/dns-settings/auto-auth',
  auth: 'session',
  body: DnsAutoAuthRequestSchema,
  response: DnsSettingsSchema,
  status: 200,
});
