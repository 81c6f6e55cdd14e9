import { endpoints } from '@burrow/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Step one: `new` buys and gets an account; `existing` must sign in first. */
export function checkCustomerStatus(email: string) {
  return apiCall(endpoints.customerStatus, { body: { email } }, { onUnauthenticated: 'throw' });
}

export function useCheckCustomerStatus() {
  return useMutation({ mutationFn: checkCustomerStatus });
}
