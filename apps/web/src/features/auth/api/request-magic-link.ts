import type { MagicLinkRequest } from '@burrow/contract/auth';
import { requestMagicLink as requestMagicLinkEndpoint } from '@burrow/contract/endpoints/request-magic-link';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Answers `check_email` whether or not the address has an account. */
export function requestMagicLink(body: MagicLinkRequest) {
  return apiCall(requestMagicLinkEndpoint, { body }, { onUnauthenticated: 'throw' });
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}
