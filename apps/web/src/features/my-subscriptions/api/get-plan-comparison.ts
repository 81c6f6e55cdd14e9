import { planChangeBulkEstimate } from '@burrow/contract/endpoints/plan-change-bulk-estimate';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { mySubscriptionKeys } from './query-keys';

const BULK_ESTIMATE_LIMIT = 12;

/**
 * `PUT /api/v2/checkout/bulk-estimate`: what moving to each plan would cost today, or why
 * it is not possible, one answer per plan in the order asked.
 */
export async function getPlanComparison(
  subscriptionId: string,
  priceIds: readonly string[],
  couponCode: string | null,
  signal?: AbortSignal,
) {
  // The endpoint takes up to 12 changes (every other plan of the base catalogue fits in one).
  const batches: string[][] = [];
  for (let start = 0; start < priceIds.length; start += BULK_ESTIMATE_LIMIT) {
    batches.push(priceIds.slice(start, start + BULK_ESTIMATE_LIMIT));
  }
  const answers = await Promise.all(
    batches.map((batch) =>
      apiCall(planChangeBulkEstimate, {
        body: {
          subscriptionId,
          changes: batch.map((priceId) => ({ type: 'change_plan' as const, priceId })),
          ...(couponCode ? { couponCode } : {}),
        },
        signal,
      }),
    ),
  );
  return answers.flatMap((answer) => answer.estimates);
}

/** Nothing is asked while there is no plan to compare with. */
export function usePlanComparison(
  subscriptionId: string,
  priceIds: readonly string[],
  couponCode: string | null,
) {
  return useQuery({
    queryKey: mySubscriptionKeys.comparison(subscriptionId, priceIds, couponCode),
    queryFn:
      priceIds.length > 0
        ? ({ signal }) => getPlanComparison(subscriptionId, priceIds, couponCode, signal)
        : skipToken,
    // While a coupon is tried the last figures stay up (marked as updating), not a skeleton.
    placeholderData: keepPreviousData,
  });
}
