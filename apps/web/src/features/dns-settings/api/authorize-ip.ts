import { authorizeDnsIp } from '@burrow/contract/endpoints/authorize-dns-ip';
import { apiCall } from '../../../lib/api-client';
import { useSaveDnsSettings } from './use-save-dns-settings';

/** Registers the address the DNS service answers for; 422 `invalid_ip_address` when not public. */
export function authorizeIp(ip: string) {
  return apiCall(authorizeDnsIp, { body: { ip } });
}

export function useAuthorizeIp() {
  return useSaveDnsSettings(authorizeIp);
}
