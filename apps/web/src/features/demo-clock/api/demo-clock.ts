import { advanceDemoClock } from '@burrow/contract/endpoints/advance-demo-clock';
import { demoClock } from '@burrow/contract/endpoints/demo-clock';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

const demoClockKeys = { all: ['demo-clock'] as const };

export function demoClockQueryOptions() {
  return queryOptions({
    queryKey: demoClockKeys.all,
    queryFn: ({ signal }) => apiCall(demoClock, { signal }, { onUnauthenticated: 'throw' }),
  });
}

export function useDemoClock() {
  return useQuery(demoClockQueryOptions());
}

/** Moves the demo clock forward; everything read before the move is stale after it. */
export function useAdvanceDemoClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) =>
      apiCall(advanceDemoClock, { body: { days } }, { onUnauthenticated: 'throw' }),
    onSuccess: async (clock) => {
      queryClient.setQueryData(demoClockKeys.all, clock);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== demoClockKeys.all[0],
      });
    },
  });
}
