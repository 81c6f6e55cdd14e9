import { expertProgram } from '@burrow/contract/endpoints/expert-program';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const expertProgramKeys = { all: ['expert-program'] as const };

export function getExpertProgram(signal?: AbortSignal) {
  return apiCall(expertProgram, { signal });
}

export function expertProgramQueryOptions() {
  return queryOptions({
    queryKey: expertProgramKeys.all,
    queryFn: ({ signal }) => getExpertProgram(signal),
  });
}

/** Asked only while the programme is switched on; off, there is nothing to ask about. */
export function useExpertProgram(enabled: boolean) {
  return useQuery({ ...expertProgramQueryOptions(), enabled });
}
