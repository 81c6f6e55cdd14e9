import { resumeSubscription as resumeSubscriptionEndpoint } from '@burrow/contract/endpoints/resume-subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function resumeSubscription(subscriptionId: string) {
  return apiCall(resumeSubscriptionEndpoint, { params: { id: subscriptionId } });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    // Access comes back and the renewal date moves: every account read is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
