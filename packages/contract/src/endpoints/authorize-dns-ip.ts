import { DnsAuthorizeIpRequestSchema, DnsSettingsSchema } from '../dns-settings';
import { endpoint } from './define-endpoint';

export const authorizeDnsIp = endpoint({
  method: 'POST',
  path: '/api/v2/dns-settings/authorize-ip',
  auth: 'session',
  body: DnsAuthorizeIpRequestSchema,
  response: DnsSettingsSchema,
  status: 200,
});
