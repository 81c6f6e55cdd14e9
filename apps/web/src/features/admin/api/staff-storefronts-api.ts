import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type {
  StaffApiKeyCreateRequest,
  StaffWebhookEndpointCreateRequest,
  StorefrontCreateRequest,
  StorefrontUpdateRequest,
} from '@burrow/contract/staff-storefronts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffKeys, staffCall } from './staff-api';

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
    queryFn: ({ signal }) => staffCall(staffEndpoints.staffListStorefronts, { signal }),
  });
}

export function useCreateStorefront() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StorefrontCreateRequest) =>
      staffCall(staffEndpoints.staffCreateStorefront, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storefrontKeys.list() }),
  });
}

export function useUpdateStorefront() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storefrontId, body }: { storefrontId: string; body: StorefrontUpdateRequest }) =>
      staffCall(staffEndpoints.staffUpdateStorefront, { params: { storefrontId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storefrontKeys.list() }),
  });
}

export function useApiKeys(storefrontId: string) {
  return useQuery({
    queryKey: storefrontKeys.apiKeys(storefrontId),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffListApiKeys, { signal, params: { storefrontId } }),
  });
}

export function useCreateApiKey(storefrontId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffApiKeyCreateRequest) =>
      staffCall(staffEndpoints.staffCreateApiKey, { params: { storefrontId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storefrontKeys.apiKeys(storefrontId) }),
  });
}

export function useRevokeApiKey(storefrontId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keyId, reason }: { keyId: string; reason: string }) =>
      staffCall(staffEndpoints.staffRevokeApiKey, {
        params: { storefrontId, keyId },
        body: { reason },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storefrontKeys.apiKeys(storefrontId) }),
  });
}

export function useWebhookEndpoints(storefrontId: string) {
  return useQuery({
    queryKey: storefrontKeys.webhooks(storefrontId),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffListWebhookEndpoints, { signal, params: { storefrontId } }),
  });
}

export function useCreateWebhookEndpoint(storefrontId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffWebhookEndpointCreateRequest) =>
      staffCall(staffEndpoints.staffCreateWebhookEndpoint, { params: { storefrontId }, body }),
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
      staffCall(staffEndpoints.staffUpdateWebhookEndpoint, {
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
      staffCall(staffEndpoints.staffRotateWebhookSecret, {
        params: { storefrontId, endpointId },
        body: { reason, idempotency_key: idempotencyKey },
      }),
  });
}
