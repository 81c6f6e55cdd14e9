import type { ActivationSetup } from '@burrow/contract/devices';
import { removeDevice as removeDeviceEndpoint } from '@burrow/contract/endpoints/remove-device';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { setupKeys } from './query-keys';

export function removeDevice(id: string) {
  return apiCall(removeDeviceEndpoint, { params: { id } });
}

/** Removes a device (its app is signed out); the list drops it at once. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSuccess: (_answer, id) =>
      queryClient.setQueriesData<ActivationSetup>(
        { queryKey: [...setupKeys.all, 'activation'] },
        (current) =>
          current && { ...current, devices: current.devices.filter((device) => device.id !== id) },
      ),
  });
}
