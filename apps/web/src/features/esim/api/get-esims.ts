import type { HolidayEsim } from '@burrow/contract/esims';
import { listEsims } from '@burrow/contract/endpoints/list-esims';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { pollWhileBeingSetUp } from '../../../lib/being-set-up-polling';

export const esimKeys = { all: ['esims'] as const };

export async function getEsims(signal?: AbortSignal) {
  const { esims } = await apiCall(listEsims, { signal });
  return esims;
}

const anyBeingSetUp = (esims: HolidayEsim[]) =>
  esims.some((esim) => esim.status === 'being_set_up');

export function esimsQueryOptions() {
  return queryOptions({
    queryKey: esimKeys.all,
    queryFn: ({ signal }) => getEsims(signal),
    // A profile being issued arrives when the eSIM provider sends it: ask until it has.
    refetchInterval: pollWhileBeingSetUp(anyBeingSetUp),
  });
}

export function useEsims() {
  return useQuery(esimsQueryOptions());
}
