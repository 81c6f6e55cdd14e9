import type {
  StaffCouponCreateRequest,
  StaffCouponDeactivateRequest,
} from '@burrow/contract/staff-coupons';
import { staffCall } from './staff-api';
import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

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
