import { navigationPolicy } from '@burrow/contract/endpoints/navigation-policy';
import type { NavigationPolicy } from '@burrow/domain/navigation-policy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';

export const navigationPolicyKey = ['account', 'navigation-policy'] as const;

/** The operator's navigation policy (decision 0012), in the domain's shape. */
export async function getNavigationPolicy(signal?: AbortSignal): Promise<NavigationPolicy> {
  const policy = await apiCall(navigationPolicy, { signal });
  return {
    sanctionedCountries: policy.sanctioned_countries,
    expertProgramEnabled: policy.expert_program_enabled,
    referralProgramEnabled: policy.referral_program_enabled,
  };
}

export function navigationPolicyQueryOptions() {
  return queryOptions({
    queryKey: navigationPolicyKey,
    queryFn: ({ signal }) => getNavigationPolicy(signal),
    // Configuration: it changes when the operator restarts the server, not while one browses.
    staleTime: 10 * 60_000,
  });
}

export function useNavigationPolicy() {
  return useQuery(navigationPolicyQueryOptions());
}
