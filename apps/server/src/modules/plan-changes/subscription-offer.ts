import type { OfferResponse } from '@burrow/contract/offers';
import type { AppContext } from '../../app-context';
import { getOffer } from '../catalog/offer-service';
import { loadSubscriptionFacts, residenceOf } from './plan-change-quote';

/** The offer whose plans and add-ons a live subscription changes to. */
const CHANGE_OFFER_ID = 'default';

/**
 * What a customer's subscription can change to (decision 0111): the offer in `locale`,
 * without the products not sold where the customer lives — the same residence and rule
 * (`isSoldInCountry`) that refuse adding such an add-on, so the page never offers what
 * confirming would refuse. Another customer's subscription is 404.
 */
export async function getSubscriptionOffer(
  ctx: AppContext,
  caller: { tenantId: string; userId: string },
  subscriptionId: string,
  locale: string,
): Promise<OfferResponse> {
  const sub = await loadSubscriptionFacts(ctx, caller.tenantId, caller.userId, subscriptionId);
  return getOffer(ctx, caller.tenantId, CHANGE_OFFER_ID, {
    locale,
    country: residenceOf(sub) ?? undefined,
  });
}
