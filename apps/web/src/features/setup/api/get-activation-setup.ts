import { activationSetup } from '@burrow/contract/endpoints/activation-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { setupKeys } from './query-keys';

/**
 * The subscription a setup link token names, its devices and any code waiting to be used.
 * Another customer's token is 404; without one, the server picks the first active plan.
 */
export function getActivationSetup(token: string | null, signal?: AbortSignal) {
  return apiCall(activationSetup, {
    signal,
    ...(token === null ? {} : { query: { activation_code: token } }),
  });
}

export function activationSetupQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: setupKeys.activation(token),
    queryFn: ({ signal }) => getActivationSetup(token, signal),
    // While a code waits to be typed into an app, look now and then, so the device shows
    // up here once the app has connected.
    refetchInterval: (query) => (query.state.data?.pending_code_expires_at ? 5000 : false),
  });
}

export function useActivationSetup(token: string | null) {
  return useQuery(activationSetupQueryOptions(token));
}
