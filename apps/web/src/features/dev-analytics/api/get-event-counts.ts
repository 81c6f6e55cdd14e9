import type { EventCountsQuery } from '@burrow/contract/analytics';
import { eventCounts } from '@burrow/contract/endpoints/event-counts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const analyticsKeys = {
  all: ['dev-analytics'] as const,
  counts: (range: EventCountsQuery) =>
    [...analyticsKeys.all, 'counts', range.from ?? null, range.to ?? null] as const,
};

/**
 * Demo mode's event counts per event and page for UTC days, both included; without a range
 * the server counts its last seven days. A public page: no sign-in redirect on 401.
 */
export function getEventCounts(range: EventCountsQuery, signal?: AbortSignal) {
  const query: Record<string, string> = {};
  if (range.from) query.from = range.from;
  if (range.to) query.to = range.to;
  return apiCall(eventCounts, { query, signal }, { onUnauthenticated: 'throw' });
}

export function eventCountsQueryOptions(range: EventCountsQuery) {
  return queryOptions({
    queryKey: analyticsKeys.counts(range),
    queryFn: ({ signal }) => getEventCounts(range, signal),
    // A new range keeps the last table on screen until its counts arrive.
    placeholderData: keepPreviousData,
  });
}

export function useEventCounts(range: EventCountsQuery) {
  return useQuery(eventCountsQueryOptions(range));
}
