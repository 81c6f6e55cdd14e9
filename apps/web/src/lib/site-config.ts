import { siteConfig } from '@burrow/contract/endpoints/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';

/**
 * The operator's settings every page may need (`GET /api/v1/site-config`): read once per
 * visit — they change only when the server restarts with new configuration.
 */
export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'] as const,
    queryFn: ({ signal }) => apiCall(siteConfig, { signal }),
    staleTime: Infinity,
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
