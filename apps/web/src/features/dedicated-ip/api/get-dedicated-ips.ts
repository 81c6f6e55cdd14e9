import { endpoints } from '@burrow/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const dedicatedIpKeys = { all: ['dedicated-ip'] as const };

export function getDedicatedIps(signal?: AbortSignal) {
  return apiCall(endpoints.listDedicatedIps, { signal });
}

export function dedicatedIpsQueryOptions() {
  return queryOptions({
    queryKey: dedicatedIpKeys.all,
    queryFn: ({ signal }) => getDedicatedIps(signal),
  });
}

export function useDedicatedIps() {
  return useQuery(dedicatedIpsQueryOptions());
}
