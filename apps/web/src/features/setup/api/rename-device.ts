import type { ActivationSetup } from '@burrow/contract/devices';
import { renameDevice as renameDeviceEndpoint } from '@burrow/contract/endpoints/rename-device';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { setupKeys } from './query-keys';

export function renameDevice(input: { id: string; name: string }) {
  return apiCall(renameDeviceEndpoint, { params: { id: input.id }, body: { name: input.name } });
}

/** Renames a device; the list shows the name the server stored at once. */
export function useRenameDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDevice,
    onSuccess: (renamed) =>
      queryClient.setQueriesData<ActivationSetup>(
        { queryKey: [...setupKeys.all, 'activation'] },
        (current) =>
          current && {
            ...current,
            devices: current.devices.map((device) => (device.id === renamed.id ? renamed : device)),
          },
      ),
  });
}
