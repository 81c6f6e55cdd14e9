import { inviteSeatHolder as inviteSeatHolderEndpoint } from '@burrow/contract/endpoints/invite-seat-holder';
import type { SeatInviteRequest } from '@burrow/contract/licenses';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function inviteSeatHolder(body: SeatInviteRequest) {
  return apiCall(inviteSeatHolderEndpoint, { body });
}

/** Emails a seat's holder a sign-in link to their device setup; nothing on the page changes. */
export function useInviteSeatHolder() {
  return useMutation({ mutationFn: inviteSeatHolder });
}
