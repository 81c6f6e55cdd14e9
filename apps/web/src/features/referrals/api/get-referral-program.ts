import { referralProgram } from '@burrow/contract/endpoints/referral-program';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { referralKeys } from './query-keys';

/** The signed-in customer's link, the friends who bought through it and the months earned. */
export function getReferralProgram(signal?: AbortSignal) {
  return apiCall(referralProgram, { signal });
}

export function referralProgramQueryOptions() {
  return queryOptions({
    queryKey: referralKeys.program(),
    queryFn: ({ signal }) => getReferralProgram(signal),
  });
}

export function useReferralProgram() {
  return useQuery(referralProgramQueryOptions());
}
