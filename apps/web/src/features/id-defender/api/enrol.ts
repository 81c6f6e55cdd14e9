import { enrolIdDefender } from '@burrow/contract/endpoints/enrol-id-defender';
import type { IdDefenderFeature, IdDefenderResponse } from '@burrow/contract/id-defender';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { idDefenderKeys } from './get-id-defender';

export function enrol(feature: IdDefenderFeature) {
  return apiCall(enrolIdDefender, { params: { feature }, body: { consent: true } });
}

/** Turns a feature on; the page shows the server's answer without another round trip. */
export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrol,
    onSuccess: (state) =>
      queryClient.setQueryData<IdDefenderResponse>(idDefenderKeys.all, (current) =>
        current
          ? { features: current.features.map((f) => (f.feature === state.feature ? state : f)) }
          : current,
      ),
  });
}
