import type { EmailUpdateRequest } from '@burrow/contract/account-settings';
import { updateEmail as updateEmailEndpoint } from '@burrow/contract/endpoints/update-email';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Emails a confirmation link to the new address; nothing changes until it is followed. */
export function updateEmail(body: EmailUpdateRequest) {
  return apiCall(updateEmailEndpoint, { body });
}

export function useUpdateEmail() {
  return useMutation({ mutationFn: updateEmail });
}
