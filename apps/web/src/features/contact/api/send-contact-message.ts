import { sendContactMessage as sendContactMessageEndpoint } from '@burrow/contract/endpoints/send-contact-message';
import type { ContactMessageRequest } from '@burrow/contract/support-messages';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function sendContactMessage(body: ContactMessageRequest) {
  return apiCall(sendContactMessageEndpoint, { body }, { onUnauthenticated: 'throw' });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
