import { endpoints } from '@burrow/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Step 1: what a code is worth, without using it. Public: a 401 is just an error. */
export function checkGiftCard(code: string) {
  return apiCall(endpoints.checkGiftCard, { body: { code } }, { onUnauthenticated: 'throw' });
}

export function useCheckGiftCard() {
  return useMutation({ mutationFn: checkGiftCard });
}
