import { checkGiftCard as checkGiftCardEndpoint } from '@burrow/contract/endpoints/check-gift-card';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Step 1: what a code is worth, without using it. Public: a 401 is just an error. */
export function checkGiftCard(code: string) {
  return apiCall(checkGiftCardEndpoint, { body: { code } }, { onUnauthenticated: 'throw' });
}

export function useCheckGiftCard() {
  return useMutation({ mutationFn: checkGiftCard });
}
