import { endpoints } from '@burrow/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const esimKeys = { all: ['esims'] as const };

export async function getEsims(signal?: AbortSignal) {
  const { esims } = await apiCall(endpoints.listEsims, { signal });
  return esims;
}

export function esimsQueryOptions() {
  return queryOptions({ queryKey: esimKeys.all, queryFn: ({ signal }) => getEsims(signal) });
}

export function useEsims() {
  return useQuery(esimsQueryOptions());
}
