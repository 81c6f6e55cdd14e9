import type { OfferResponse } from '@burrow/contract/offers';
import type { AppContext } from '../../app-context';
import { notFound } from '../../platform/errors';
import { findActiveOffer, listEntitlements, listOfferPrices } from './offer-repository';
import { toOfferResponse } from './offer-view';

export async function getOffer(
  ctx: AppContext,
  tenantId: string,
  offerId: string,
): Promise<OfferResponse> {
  const offer = await findActiveOffer(ctx.db, tenantId, offerId);
  if (!offer) throw notFound('The offer');
  const rows = await listOfferPrices(ctx.db, tenantId, offerId);
  const entitlements = await listEntitlements(ctx.db, tenantId, [
    ...new Set(rows.map((r) => r.product_id)),
  ]);
  return toOfferResponse(offer, rows, entitlements);
}
