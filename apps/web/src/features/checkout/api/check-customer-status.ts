import { customerStatus } from '@burrow/contract/endpoints/customer-status';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Step one: `new` buys and gets an account; `existing` must sign in first. */
export function checkCustomerStatus(email: string) {
  return apiCall(customerStatus, { body: { email } }, { onUnauthenticated: 'throw' });
}

export function useCheckCustomerStatus() {
  return useMutation({ mutationFn: checkCustomerStatus });
}
