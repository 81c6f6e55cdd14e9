import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type {
  StaffCancelRequest,
  StaffComplimentaryRequest,
  StaffExtendRequest,
} from '@burrow/contract/staff-subscription-actions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffKeys, staffCall } from './staff-api';

const complimentaryPlansKey = (customerId: string) =>
  [...staffKeys.all, 'complimentary-plans', customerId] as const;

/** After an action the customer's page is read again: it shows what changed, timeline included. */
function useRefreshCustomer(customerId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.customer(customerId) });
}

export function useExtendSubscription(customerId: string) {
  const refresh = useRefreshCustomer(customerId);
  return useMutation({
    mutationFn: ({ subscriptionId, body }: { subscriptionId: string; body: StaffExtendRequest }) =>
      staffCall(staffEndpoints.staffExtendSubscription, { params: { subscriptionId }, body }),
    onSuccess: refresh,
  });
}

export function useCancelSubscription(customerId: string) {
  const refresh = useRefreshCustomer(customerId);
  return useMutation({
    mutationFn: ({ subscriptionId, body }: { subscriptionId: string; body: StaffCancelRequest }) =>
      staffCall(staffEndpoints.staffCancelSubscription, { params: { subscriptionId }, body }),
    onSuccess: refresh,
  });
}

export function useTurnAutobillOff(customerId: string) {
  const refresh = useRefreshCustomer(customerId);
  return useMutation({
    mutationFn: ({ subscriptionId, reason }: { subscriptionId: string; reason: string }) =>
      staffCall(staffEndpoints.staffSubscriptionAutobill, {
        params: { subscriptionId },
        body: { enabled: false, reason },
      }),
    onSuccess: refresh,
  });
}

/** The plans a complimentary grant may give; asked only once the dialog opens. */
export function useComplimentaryPlans(customerId: string, enabled: boolean) {
  return useQuery({
    queryKey: complimentaryPlansKey(customerId),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffComplimentaryPlans, { signal, params: { customerId } }),
    enabled,
  });
}

export function useGrantComplimentary(customerId: string) {
  const refresh = useRefreshCustomer(customerId);
  return useMutation({
    mutationFn: (body: StaffComplimentaryRequest) =>
      staffCall(staffEndpoints.staffGrantComplimentary, { params: { customerId }, body }),
    onSuccess: refresh,
  });
}
