import { endpoints } from '@burrow/contract/endpoints';
import { apiCall } from '../../../lib/api-client';
import { useSaveDnsSettings } from './use-save-dns-settings';

/** Sets the dynamic-DNS hostname, or removes it with `null`; 422 `invalid_hostname`. */
export function setHostname(hostname: string | null) {
  return apiCall(endpoints.setDnsHostname, { body: { hostname } });
}

export function useSetHostname() {
  return useSaveDnsSettings(setHostname);
}
