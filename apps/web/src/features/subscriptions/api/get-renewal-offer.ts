import { getOffer } from '@burrow/contract/endpoints/get-offer';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useOfferLocale } from '../../../lib/offers/get-offer';
import { renewalKeys } from './query-keys';

/** The server's default offer: where a renewal finds the plan's current price. */
export const RENEWAL_OFFER_ID = 'default';

export function getRenewalOffer(locale: string, signal?: AbortSignal) {
  return apiCall(getOffer, {
    params: { offerId: RENEWAL_OFFER_ID },
    query: { locale },
    signal,
  });
}

/** Loaded when the modal opens; like every account-area read it is not retried (docs/product.md#reads-and-the-api). */
export function useRenewalOffer() {
  const locale = useOfferLocale();
  return useQuery({
    queryKey: renewalKeys.offer(RENEWAL_OFFER_ID, locale),
    queryFn: ({ signal }) => getRenewalOffer(locale, signal),
    staleTime: 60_000,
  });
}
