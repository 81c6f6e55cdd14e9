import type { EstimateRequest } from '@burrow/contract/checkout';
import { estimate as estimateEndpoint } from '@burrow/contract/endpoints/estimate';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { renewalKeys } from './query-keys';

/** What the renewal costs today with tax where the customer lives, as the server charges it. */
export function getRenewalEstimate(request: EstimateRequest, signal?: AbortSignal) {
  return apiCall(estimateEndpoint, { body: request, signal });
}

/**
 * The live estimate; nothing is asked while `request` is null (the residence is not
 * complete). The last answer stays on screen while a new residence is estimated; it must
 * not be paid from.
 */
export function useRenewalEstimate(request: EstimateRequest | null) {
  return useQuery({
    queryKey: renewalKeys.estimate(request),
    queryFn: request ? ({ signal }) => getRenewalEstimate(request, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
