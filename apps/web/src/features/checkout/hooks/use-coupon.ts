import type { EstimateRequest } from '@burrow/contract/checkout';
import { normalizeCouponCode } from '@burrow/domain/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getEstimate } from '../api/get-estimate';
import { checkoutKeys } from '../api/query-keys';

export interface CouponRefusal {
  code: string;
  /** Why, when the server refused with an error; null when it answered "not applied". */
  error: unknown;
}

/**
 * A coupon is tried with an estimate of its own before it becomes part of the order: the
 * server says whether it applies (or refuses with coupon_not_applicable). Only an applied
 * code joins the live estimate, whose answer is cached from the try, so nothing is asked twice.
 */
export function useCoupon(request: EstimateRequest | null) {
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<CouponRefusal | null>(null);
  const attempt = useMutation({ mutationFn: (tried: EstimateRequest) => getEstimate(tried) });

  const apply = (typed: string) => {
    const code = normalizeCouponCode(typed);
    if (!code || !request) return;
    const tried = { ...request, couponCode: code };
    setRefusal(null);
    attempt.mutate(tried, {
      onSuccess: (estimate) => {
        if (estimate.coupon?.applied) {
          queryClient.setQueryData(checkoutKeys.estimate(tried), estimate);
          setApplied(code);
        } else {
          setRefusal({ code, error: null });
        }
      },
      onError: (error) => setRefusal({ code, error }),
    });
  };

  return {
    applied,
    refusal,
    checking: attempt.isPending,
    apply,
    remove: () => {
      setApplied(null);
      setRefusal(null);
    },
    /** The order changed and the applied code no longer fits it. */
    withdraw: (error: unknown) => {
      if (applied) setRefusal({ code: applied, error });
      setApplied(null);
    },
  };
}
