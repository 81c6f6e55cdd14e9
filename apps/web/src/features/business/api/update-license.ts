import { updateLicense as updateLicenseEndpoint } from '@burrow/contract/endpoints/update-license';
import type { LicenseUpdateRequest } from '@burrow/contract/licenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { subscriptionListKey } from '../../../lib/account/subscription-list';

export function updateLicense(body: LicenseUpdateRequest) {
  return apiCall(updateLicenseEndpoint, { body });
}

/** Assigns or revokes a seat; the seat list is read again from the server afterwards. */
export function useUpdateLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLicense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionListKey }),
  });
}
