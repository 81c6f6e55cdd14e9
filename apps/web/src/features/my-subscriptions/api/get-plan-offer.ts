import { subscriptionOffer } from '@burrow/contract/endpoints/subscription-offer';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useOfferLocale } from '../../../lib/offers/get-offer';
import { mySubscriptionKeys } from './query-keys';

/**
 * The plans and add-ons this subscription can change to, in the page's language: the server
 * leaves out what is not sold where the customer lives (decision 0111), so the page offers
 * only what confirming would accept.
 */
export function getPlanOffer(subscriptionId: string, locale: string, signal?: AbortSignal) {
  return apiCall(subscriptionOffer, {
    params: { id: subscriptionId },
    query: { locale },
    signal,
  });
}

/** Read the account area's way: a failure is shown with a retry, not retried (docs/product.md#reads-and-the-api). */
export function usePlanOffer(subscriptionId: string) {
  const locale = useOfferLocale();
  return useQuery({
    queryKey: mySubscriptionKeys.offer(subscriptionId, locale),
    queryFn: ({ signal }) => getPlanOffer(subscriptionId, locale, signal),
    retry: false,
    // Prices and where they are sold change rarely.
    staleTime: 60_000,
  });
}
