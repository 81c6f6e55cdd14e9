import { setDnsHostname } from '@burrow/contract/endpoints/set-dns-hostname';
import { apiCall } from '../../../lib/api-client';
import { useSaveDnsSettings } from './use-save-dns-settings';

/** Sets the dynamic-DNS hostname, or removes it with `null`; 422 `invalid_hostname`. */
export function setHostname(hostname: string | null) {
  return apiCall(setDnsHostname, { body: { hostname } });
}

export function useSetHostname() {
  return useSaveDnsSettings(setHostname);
}
