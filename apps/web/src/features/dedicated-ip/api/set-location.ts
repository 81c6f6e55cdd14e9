import type { DedicatedIpListResponse } from '@burrow/contract/dedicated-ip';
import type { DedicatedIpLocationCode } from '@burrow/domain/dedicated-ip-locations';
import { setDedicatedIpLocation } from '@burrow/contract/endpoints/set-dedicated-ip-location';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { dedicatedIpKeys } from './get-dedicated-ips';

export function setLocation(input: { id: string; location: DedicatedIpLocationCode }) {
  return apiCall(setDedicatedIpLocation, {
    params: { id: input.id },
    body: { location: input.location },
  });
}

/**
 * Requests or changes the location. The answer (the add-on being set up there) replaces it in
 * the list at once, which starts the list asking until the address is assigned.
 */
export function useSetLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLocation,
    onSuccess: (updated) =>
      queryClient.setQueryData<DedicatedIpListResponse>(dedicatedIpKeys.all, (current) =>
        current
          ? {
              ...current,
              dedicated_ips: current.dedicated_ips.map((dip) =>
                dip.id === updated.id ? updated : dip,
              ),
            }
          : current,
      ),
  });
}
