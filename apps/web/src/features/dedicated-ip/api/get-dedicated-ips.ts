import type { DedicatedIpListResponse } from '@burrow/contract/dedicated-ip';
import { listDedicatedIps } from '@burrow/contract/endpoints/list-dedicated-ips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { pollWhileBeingSetUp } from '../../../lib/being-set-up-polling';

export const dedicatedIpKeys = { all: ['dedicated-ip'] as const };

export function getDedicatedIps(signal?: AbortSignal) {
  return apiCall(listDedicatedIps, { signal });
}

const anyBeingSetUp = (list: DedicatedIpListResponse) =>
  list.dedicated_ips.some((dip) => dip.status === 'being_set_up');

export function dedicatedIpsQueryOptions() {
  return queryOptions({
    queryKey: dedicatedIpKeys.all,
    queryFn: ({ signal }) => getDedicatedIps(signal),
    // An address being set up arrives when the VPN's systems assign it: ask until it has.
    refetchInterval: pollWhileBeingSetUp(anyBeingSetUp),
  });
}

export function useDedicatedIps() {
  return useQuery(dedicatedIpsQueryOptions());
}
