import type { EstimateRequest } from '@burrow/contract/checkout';
import { estimate as estimateEndpoint } from '@burrow/contract/endpoints/estimate';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { retryOrderRead } from '../../../lib/offers/order-read-retry';
import { checkoutKeys } from './query-keys';

/** Subtotal, coupon, tax by residence and what is due today, as the server will charge it. */
export function getEstimate(request: EstimateRequest, signal?: AbortSignal) {
  return apiCall(estimateEndpoint, { body: request, signal }, { onUnauthenticated: 'throw' });
}

/**
 * The live estimate; nothing is asked while `request` is null (the residence is not
 * complete). While a changed selection is re-estimated the last answer stays on screen as
 * placeholder data, so the summary does not collapse; it must not be paid from.
 */
export function useEstimate(request: EstimateRequest | null) {
  return useQuery({
    queryKey: checkoutKeys.estimate(request),
    queryFn: request ? ({ signal }) => getEstimate(request, signal) : skipToken,
    retry: retryOrderRead,
    placeholderData: keepPreviousData,
  });
}
