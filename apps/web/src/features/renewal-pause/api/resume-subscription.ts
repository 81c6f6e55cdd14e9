import { endpoints } from '@burrow/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function resumeSubscription(subscriptionId: string) {
  return apiCall(endpoints.resumeSubscription, { params: { id: subscriptionId } });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    // Access comes back and the renewal date moves: every account read is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
