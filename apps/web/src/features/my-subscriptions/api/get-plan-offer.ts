import { useQuery } from '@tanstack/react-query';
import { offerQueryOptions, useOfferLocale } from '../../../lib/offers/get-offer';

/** The offer whose plans and add-ons a subscription can change to (the server's catalogue). */
export const PLAN_OFFER_ID = 'default';

/**
 * The same cache entry as the plan page's, read the account area's way: a failure is shown
 * with a retry instead of being retried (docs/product.md#reads-and-the-api).
 */
export function usePlanOffer() {
  return useQuery({ ...offerQueryOptions(PLAN_OFFER_ID, useOfferLocale()), retry: false });
}
