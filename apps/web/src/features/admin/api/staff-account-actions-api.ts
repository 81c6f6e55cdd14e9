import type {
  StaffAccessActionRequest,
  StaffDisableRequest,
  StaffInvitationAcceptRequest,
  StaffInvitationRequest,
  StaffResendEmailRequest,
  StaffRetryPaymentRequest,
} from '@burrow/contract/staff-account-actions';
import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffKeys, staffCall } from './staff-api';

export const staffAccountKeys = {
  staffList: () => [...staffKeys.all, 'staff-list'] as const,
};

/** After an action on a customer, their page (and its audit entries) is read again. */
function useCustomerRefresh(customerId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.customer(customerId) }),
      queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'audit-log'] }),
    ]);
}

export function useRetryPayment(customerId: string) {
  const refresh = useCustomerRefresh(customerId);
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: string; body: StaffRetryPaymentRequest }) =>
      staffCall(staffEndpoints.staffRetryPayment, { params: { invoiceId }, body }),
    onSuccess: refresh,
  });
}

export function useResendEmail(customerId: string) {
  const refresh = useCustomerRefresh(customerId);
  return useMutation({
    mutationFn: ({ emailId, body }: { emailId: string; body: StaffResendEmailRequest }) =>
      staffCall(staffEndpoints.staffResendEmail, { params: { emailId }, body }),
    onSuccess: refresh,
  });
}

export function useEndCustomerSessions(customerId: string) {
  const refresh = useCustomerRefresh(customerId);
  return useMutation({
    mutationFn: (body: StaffAccessActionRequest) =>
      staffCall(staffEndpoints.staffEndCustomerSessions, { params: { customerId }, body }),
    onSuccess: refresh,
  });
}

export function useStartDeletion(customerId: string) {
  const refresh = useCustomerRefresh(customerId);
  return useMutation({
    mutationFn: (body: StaffAccessActionRequest) =>
      staffCall(staffEndpoints.staffStartDeletion, { params: { customerId }, body }),
    onSuccess: refresh,
  });
}

export function useCancelDeletion(customerId: string) {
  const refresh = useCustomerRefresh(customerId);
  return useMutation({
    mutationFn: (body: StaffAccessActionRequest) =>
      staffCall(staffEndpoints.staffCancelDeletion, { params: { customerId }, body }),
    onSuccess: refresh,
  });
}

/** Staff accounts and open invitations (admins). */
export function useStaffList() {
  return useQuery({
    queryKey: staffAccountKeys.staffList(),
    queryFn: ({ signal }) => staffCall(staffEndpoints.staffListStaff, { signal }),
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInvitationRequest) => staffCall(staffEndpoints.staffInvite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.staffList() }),
  });
}

export function useDisableStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, body }: { staffId: string; body: StaffDisableRequest }) =>
      staffCall(staffEndpoints.staffDisableStaff, { params: { staffId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.staffList() }),
  });
}

/** The invitation page's one call: public, before the person has an account. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: StaffInvitationAcceptRequest) =>
      staffCall(staffEndpoints.staffAcceptInvitation, { body }),
  });
}
