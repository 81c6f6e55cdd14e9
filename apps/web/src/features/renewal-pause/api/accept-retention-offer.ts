import { acceptRetentionOffer as acceptRetentionOfferEndpoint } from '@burrow/contract/endpoints/accept-retention-offer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function acceptRetentionOffer(subscriptionId: string) {
  return apiCall(acceptRetentionOfferEndpoint, { params: { id: subscriptionId } });
}

export function useAcceptRetentionOffer(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptRetentionOffer(subscriptionId),
    // The next payment shown everywhere is now the discounted one.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
