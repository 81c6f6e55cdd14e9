import { callEndpoint, type CallableEndpoint, type CallOptions } from '@burrow/contract/client';
import type {
  StaffCouponCreateRequest,
  StaffCouponDeactivateRequest,
} from '@burrow/contract/staff-coupons';
import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/** The console's coupon calls (decision 0124), through `callEndpoint` like `staff-api.ts`. */
function staffCall<E extends CallableEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<z.output<E['response']>> {
  return callEndpoint((input, init) => fetch(input, init), '', endpoint, options);
}

export type CouponFilter = 'all' | 'active' | 'inactive';

const couponKeys = {
  all: ['staff', 'coupons'] as const,
  list: (filter: CouponFilter, page: number) => [...couponKeys.all, filter, page] as const,
};

export function useStaffCoupons(filter: CouponFilter, page: number) {
  return useQuery({
    queryKey: couponKeys.list(filter, page),
    queryFn: ({ signal }) =>
      staffCall(staffEndpoints.staffListCoupons, {
        signal,
        query: { page: String(page), ...(filter === 'all' ? {} : { status: filter }) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCouponCreateRequest) =>
      staffCall(staffEndpoints.staffCreateCoupon, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, body }: { couponId: string; body: StaffCouponDeactivateRequest }) =>
      staffCall(staffEndpoints.staffDeactivateCoupon, { params: { couponId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
