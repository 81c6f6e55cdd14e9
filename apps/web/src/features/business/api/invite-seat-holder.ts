import { endpoints } from '@burrow/contract/endpoints';
import type { SeatInviteRequest } from '@burrow/contract/licenses';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function inviteSeatHolder(body: SeatInviteRequest) {
  return apiCall(endpoints.inviteSeatHolder, { body });
}

/** Emails a seat's holder a sign-in link to their device setup; nothing on the page changes. */
export function useInviteSeatHolder() {
  return useMutation({ mutationFn: inviteSeatHolder });
}
