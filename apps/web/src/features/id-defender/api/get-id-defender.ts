import { idDefender } from '@burrow/contract/endpoints/id-defender';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const idDefenderKeys = { all: ['id-defender'] as const };

export function getIdDefender(signal?: AbortSignal) {
  return apiCall(idDefender, { signal });
}

export function idDefenderQueryOptions() {
  return queryOptions({
    queryKey: idDefenderKeys.all,
    queryFn: ({ signal }) => getIdDefender(signal),
  });
}

export function useIdDefender() {
  return useQuery(idDefenderQueryOptions());
}
