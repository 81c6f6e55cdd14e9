import { changelog as changelogEndpoint } from '@burrow/contract/endpoints/changelog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const changelogKeys = { all: ['changelog'] as const };

export async function getChangelog(signal?: AbortSignal) {
  const { entries } = await apiCall(changelogEndpoint, { signal });
  return entries;
}

export function changelogQueryOptions() {
  return queryOptions({
    queryKey: changelogKeys.all,
    queryFn: ({ signal }) => getChangelog(signal),
    staleTime: 5 * 60_000,
  });
}

export function useChangelog() {
  return useQuery(changelogQueryOptions());
}
