import { endpoints } from '@burrow/contract/endpoints';
import type { ContactMessageRequest } from '@burrow/contract/support-messages';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function sendContactMessage(body: ContactMessageRequest) {
  return apiCall(endpoints.sendContactMessage, { body }, { onUnauthenticated: 'throw' });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
