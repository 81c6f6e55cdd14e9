import { callEndpoint, type CallableEndpoint, type CallOptions } from '@burrow/contract/client';
import type { StaffSignInRequest } from '@burrow/contract/staff';
import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/**
 * The console's calls to `/api/staff/v1`. Not through `lib/api-client`: its 401 policy
 * sends customers to `/login`, while here a 401 means "show the staff sign-in", which the
 * console's layout does from the `/me` query.
 */
export function staffCall<E extends CallableEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<z.output<E['response']>> {
  // Read fetch at call time so a test's fake at the network boundary is honoured.
  return callEndpoint((input, init) => fetch(input, init), '', endpoint, options);
}

export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  customers: (query: string, page: number) => [...staffKeys.all, 'customers', query, page] as const,
  customer: (customerId: string) => [...staffKeys.all, 'customer', customerId] as const,
  auditLog: (filter: AuditLogFilter, page: number) =>
    [...staffKeys.all, 'audit-log', filter, page] as const,
};

/** Who is signed in to the console; fails with 401 when nobody is. */
export function useStaffMe() {
  return useQuery({
    queryKey: staffKeys.me(),
    queryFn: ({ signal }) => staffCall(staffEndpoints.staffMe, { signal }),
  });
}

export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSignInRequest) => staffCall(staffEndpoints.staffSignIn, { body }),
    onSuccess: (me) => {
      // What an earlier session loaded is not this person's to see.
      queryClient.removeQueries({
        queryKey: staffKeys.all,
        predicate: (query) => query.queryKey[1] !== 'me',
      });
      queryClient.setQueryData(staffKeys.me(), me);
    },
  });
}

export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(staffEndpoints.staffSignOut),
    // Nothing a signed-out console showed may stay in memory for the next person.
    onSettled: () => queryClient.resetQueries({ queryKey: staffKeys.all }),
  });
}

export function useCustomerSearch(query: string, page: number) {
  return useQuery({
    queryKey: staffKeys.customers(query, page),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffSearchCustomers, {
        signal,
        query: { query, page: String(page) },
      }),
    enabled: query.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** One customer's page: profile, what they own and pay with, and their timeline. */
export function useStaffCustomer(customerId: string) {
  return useQuery({
    queryKey: staffKeys.customer(customerId),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffCustomer, { signal, params: { customerId } }),
  });
}

/** What the audit log is narrowed to; an empty value does not narrow. */
export interface AuditLogFilter {
  customerId: string;
  action: string;
  staff: string;
}

export function useAuditLog(filter: AuditLogFilter, page: number) {
  return useQuery({
    queryKey: staffKeys.auditLog(filter, page),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffAuditLog, {
        signal,
        query: {
          page: String(page),
          ...(filter.customerId ? { customer_id: filter.customerId } : {}),
          ...(filter.action ? { action: filter.action } : {}),
          ...(filter.staff ? { staff: filter.staff } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
