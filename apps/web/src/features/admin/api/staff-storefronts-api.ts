import { callEndpoint, type CallableEndpoint, type CallOptions } from '@burrow/contract/client';
import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type {
  StaffApiKeyCreateRequest,
  StaffWebhookEndpointCreateRequest,
  StorefrontCreateRequest,
  StorefrontUpdateRequest,
} from '@burrow/contract/staff-storefronts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffKeys } from './staff-api';

/** The console's storefront, API key and webhook calls (decision 0125), past `lib/api-client`. */
function call<E extends CallableEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<z.output<E['response']>> {
  return callEndpoint((input, init) => fetch(input, init), '', endpoint, options);
}

/** Under `staffKeys.all`, so signing out clears them with the rest of the console. */
export const storefrontKeys = {
  list: () => [...staffKeys.all, 'storefronts'] as const,
  apiKeys: (storefrontId: string) =>
    [...staffKeys.all, 'storefronts', storefrontId, 'api-keys'] as const,
  webhooks: (storefrontId: string) =>
    [...staffKeys.all, 'storefronts', storefrontId, 'webhooks'] as const,
};

export function useStorefronts() {
  return useQuery({
    queryKey: storefrontKeys.list(),
    queryFn: ({ signal }) => call(staffEndpoints.staffListStorefronts, { signal }),
  });
}

export function useCreateStorefront() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StorefrontCreateRequest) =>
      call(staffEndpoints.staffCreateStorefront, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storefrontKeys.list() }),
  });
}

export function useUpdateStorefront() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storefrontId, body }: { storefrontId: string; body: StorefrontUpdateRequest }) =>
      call(staffEndpoints.staffUpdateStorefront, { params: { storefrontId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storefrontKeys.list() }),
  });
}

export function useApiKeys(storefrontId: string) {
  return useQuery({
    queryKey: storefrontKeys.apiKeys(storefrontId),
    queryFn: ({ signal }) =>
      call(staffEndpoints.staffListApiKeys, { signal, params: { storefrontId } }),
  });
}

export function useCreateApiKey(storefrontId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffApiKeyCreateRequest) =>
      call(staffEndpoints.staffCreateApiKey, { params: { storefrontId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storefrontKeys.apiKeys(storefrontId) }),
  });
}

export function useRevokeApiKey(storefrontId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keyId, reason }: { keyId: string; reason: string }) =>
      call(staffEndpoints.staffRevokeApiKey, { params: { storefrontId, keyId }, body: { reason } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storefrontKeys.apiKeys(storefrontId) }),
  });
}

export function useWebhookEndpoints(storefrontId: string) {
  return useQuery({
    queryKey: storefrontKeys.webhooks(storefrontId),
    queryFn: ({ signal }) =>
      call(staffEndpoints.staffListWebhookEndpoints, { signal, params: { storefrontId } }),
  });
}

export function useCreateWebhookEndpoint(storefrontId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffWebhookEndpointCreateRequest) =>
      call(staffEndpoints.staffCreateWebhookEndpoint, { params: { storefrontId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storefrontKeys.webhooks(storefrontId) }),
  });
}

export function useSetWebhookEndpointEnabled(storefrontId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      endpointId,
      enabled,
      reason,
    }: {
      endpointId: string;
      enabled: boolean;
      reason: string;
    }) =>
      call(staffEndpoints.staffUpdateWebhookEndpoint, {
        params: { storefrontId, endpointId },
        body: { enabled, reason },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storefrontKeys.webhooks(storefrontId) }),
  });
}

export function useRotateWebhookSecret(storefrontId: string) {
  return useMutation({
    mutationFn: ({
      endpointId,
      reason,
      idempotencyKey,
    }: {
      endpointId: string;
      reason: string;
      idempotencyKey: string;
    }) =>
      call(staffEndpoints.staffRotateWebhookSecret, {
        params: { storefrontId, endpointId },
        body: { reason, idempotency_key: idempotencyKey },
      }),
  });
}
