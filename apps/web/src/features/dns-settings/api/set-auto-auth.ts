import { setDnsAutoAuth } from '@burrow/contract/endpoints/set-dns-auto-auth';
import { apiCall } from '../../../lib/api-client';
import { useSaveDnsSettings } from './use-save-dns-settings';

/** Turns automatic registration of the customer's address by the apps on or off. */
export function setAutoAuth(enabled: boolean) {
  return apiCall(setDnsAutoAuth, { body: { enabled } });
}

export function useSetAutoAuth() {
  return useSaveDnsSettings(setAutoAuth);
}
