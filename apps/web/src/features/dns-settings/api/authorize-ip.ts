import { endpoints } from '@burrow/contract/endpoints';
import { apiCall } from '../../../lib/api-client';
import { useSaveDnsSettings } from './use-save-dns-settings';

/** Registers the address the DNS service answers for; 422 `invalid_ip_address` when not public. */
export function authorizeIp(ip: string) {
  return apiCall(endpoints.authorizeDnsIp, { body: { ip } });
}

export function useAuthorizeIp() {
  return useSaveDnsSettings(authorizeIp);
}
