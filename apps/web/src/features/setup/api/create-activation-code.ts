import { createActivationCode as createActivationCodeEndpoint } from '@burrow/contract/endpoints/create-activation-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { setupKeys } from './query-keys';

/** A new single-use code for the app; the one made before it stops working. */
export function createActivationCode(setupLinkToken: string) {
  return apiCall(createActivationCodeEndpoint, { body: { activation_code: setupLinkToken } });
}

export function useCreateActivationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivationCode,
    // The page's "a code is waiting" note changes with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...setupKeys.all, 'activation'] }),
  });
}
