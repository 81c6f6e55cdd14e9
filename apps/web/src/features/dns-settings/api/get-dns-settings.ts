import { dnsSettings } from '@burrow/contract/endpoints/dns-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const dnsSettingsKeys = {
  all: ['dns-settings'] as const,
};

/** The signed-in customer's DNS settings; 403 `not_entitled` when the plan has none. */
export function getDnsSettings(signal?: AbortSignal) {
  return apiCall(dnsSettings, { signal });
}

export function dnsSettingsQueryOptions() {
  return queryOptions({
    queryKey: dnsSettingsKeys.all,
    queryFn: ({ signal }) => getDnsSettings(signal),
  });
}

export function useDnsSettings() {
  return useQuery(dnsSettingsQueryOptions());
}
