import type { MagicLinkConsumeRequest } from '@burrow/contract/auth';
import { consumeMagicLink as consumeMagicLinkEndpoint } from '@burrow/contract/endpoints/consume-magic-link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Trades a single-use emailed token for a session; a spent or stale token is a 4xx. */
export function consumeMagicLink(body: MagicLinkConsumeRequest) {
  return apiCall(consumeMagicLinkEndpoint, { body }, { onUnauthenticated: 'throw' });
}

export function useConsumeMagicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consumeMagicLink,
    onSuccess: () => queryClient.clear(),
  });
}
