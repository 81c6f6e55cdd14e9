import type { EstimateResponse } from '@burrow/contract/checkout';
import type { Period } from '@burrow/contract/offers';
import { addPeriod } from '@burrow/domain/billing-period';
import { isAddonPriceAvailable } from '@burrow/domain/addon-cycle';
import { buyerStanding, isOfferOpenTo, type BuyerStanding } from '@burrow/domain/buyer-standing';
import { estimateCheckout } from '@burrow/domain/checkout-estimate';
import {
  isCouponApplicable,
  isCouponForProduct,
  normalizeCouponCode,
} from '@burrow/domain/coupons';
import { FREE_PERIOD_NEW_USERS_ONLY_MESSAGE } from '@burrow/domain/free-period';
import { amountOf } from '@burrow/domain/money';
import { isSoldInCountry } from '@burrow/domain/sales-countries';
import { taxBasis, type TaxBasis } from '@burrow/domain/tax-rates';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError, invalidRequest } from '../../platform/errors';
import type { CouponRow, OfferPriceRow, OfferRow } from '../catalog/offer-repository';
import { isUsableCoupon, loadOfferSelection, lookupCoupon } from '../catalog/offer-service';
import { invoiceLineDescription } from '../invoices/invoice-line-text';
import { localiseLines } from '../invoices/localised-line-text';
import { listSubscriptions } from '../subscriptions/subscription-service';

export interface QuoteInput {
  tenantId: string;
  offerId: string;
  priceIds: readonly string[];
  couponCode: string | undefined;
  country: string;
  region: string | undefined;
  /** Who is buying: a signed-in customer's standing, or a new buyer's (`buyerStandingOf`). */
  buyer: BuyerStanding;
}

/**
 * A priced purchase: what the estimate shows and what checkout must charge, in minor units,
 * at the catalogue's prices (tax included where `tax.inclusive`, decision 0108).
 */
export interface PurchaseQuote {
  offer: OfferRow;
  plan: OfferPriceRow;
  addons: OfferPriceRow[];
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  dueTodayMinor: number;
  tax: TaxBasis;
  coupon: { code: string; applied: boolean; row: CouponRow | undefined } | null;
  freePeriod: Period | null;
  /** A free trial charges nothing now; other free periods are a bonus on a paid term. */
  deferredCharge: boolean;
  periodEnd: Date;
  renewalMinor: number;
  /** A referral's bonus, already added to periodEnd, and whom to reward for it. */
  referral: { bonus: Period; referrerUserId: string; campaignId: string } | null;
}

/**
 * The standing of the buyer a checkout or estimate serves: a signed-in customer's from their
 * subscriptions; anyone signed out is a new buyer. A signed-out checkout naming an existing
 * customer's email is refused before it is priced (409 `account_exists`), so judging the
 * email here would only tell strangers which addresses have accounts.
 */
export async function buyerStandingOf(
  ctx: AppContext,
  tenantId: string,
  userId: string | undefined,
): Promise<BuyerStanding> {
  const subscriptions = userId ? await listSubscriptions(ctx, tenantId, userId) : [];
  return buyerStanding(subscriptions, ctx.clock.now());
}

function couponApplies(
  coupon: CouponRow | undefined,
  input: QuoteInput,
  plan: OfferPriceRow,
  now: Date,
) {
  if (!coupon || coupon.percent_off === null || !isUsableCoupon(coupon, now)) return false;
  if (!isCouponForProduct(coupon.product_ids, plan.product_id)) return false;
  return isCouponApplicable(coupon.audience, {
    newCustomer: input.buyer.newCustomer,
    currentBillingCycleMonths: input.buyer.currentBillingCycleMonths,
    planMonths: plan.billing_cycle_months,
  });
}

/**
 * The purchase rules that do not depend on the price (decision 0074): add-ons on the plan's
 * cycle, one live plan per customer, and each offer for its audience only.
 */
function requirePurchaseAllowed(
  offer: OfferRow,
  plan: OfferPriceRow,
  addons: readonly OfferPriceRow[],
  buyer: BuyerStanding,
): void {
  const cycleOf = (p: OfferPriceRow) => ({
    billingCycleMonths: p.billing_cycle_months,
    currency: p.currency,
  });
  const misfit = addons.filter((a) => !isAddonPriceAvailable(cycleOf(a), cycleOf(plan)));
  if (misfit.length > 0) {
    throw new AppError(
      409,
      'addon_not_available',
      'An add-on is billed with its plan: choose its price for the plan’s billing cycle.',
      { priceIds: misfit.map((a) => a.price_id).join(', ') },
    );
  }
  if (buyer.alreadySubscribed) {
    throw new AppError(
      409,
      'already_has_subscription',
      'You already have a Burrow subscription: change, renew or extend it from My Subscription.',
    );
  }
  if (!isOfferOpenTo(offer.audience, buyer)) {
    if (offer.audience === 'new_customers') {
      throw new AppError(422, 'free_period_new_users_only', FREE_PERIOD_NEW_USERS_ONLY_MESSAGE);
    }
    throw new AppError(
      422,
      'offer_not_available',
      'This offer is not available to you: choose one of our current plans.',
    );
  }
}

/**
 * Refuses a product the catalogue does not sell where the buyer lives (decision 0107): a
 * US-only credit report is no use to a German resident, whatever an old page still shows.
 */
function requireSoldInCountry(items: readonly OfferPriceRow[], country: string): void {
  const unsold = items.filter((item) => !isSoldInCountry(item.sold_in_countries, country));
  if (unsold.length > 0) {
    throw new AppError(
      409,
      'addon_not_sold_in_country',
      'An add-on you chose is not sold in your country of residence: remove it to continue.',
      { priceIds: unsold.map((item) => item.price_id).join(', ') },
    );
  }
}

/** Prices a selection from an offer for a residence: the one place estimate and checkout agree on. */
export async function quotePurchase(
  db: Queryable,
  input: QuoteInput,
  now: Date,
): Promise<PurchaseQuote> {
  const { offer, prices } = await loadOfferSelection(
    db,
    input.tenantId,
    input.offerId,
    input.priceIds,
  );
  const missing = input.priceIds.filter((_, index) => !prices[index]);
  if (missing.length > 0) {
    throw invalidRequest('A chosen price is not part of this offer.', {
      priceIds: missing.join(', '),
    });
  }
  const [plan, ...addons] = prices as OfferPriceRow[];
  if (!plan || plan.product_kind !== 'vpn' || addons.some((a) => a.product_kind !== 'addon')) {
    throw invalidRequest('Choose one VPN plan, then any add-ons.', {
      priceIds: 'plan first, then add-ons',
    });
  }
  if (addons.some((a) => a.currency !== plan.currency)) {
    throw invalidRequest('Every item must be in the same currency.', {
      priceIds: 'mixed currencies',
    });
  }
  requireSoldInCountry([plan, ...addons], input.country);
  requirePurchaseAllowed(offer, plan, addons, input.buyer);
  const code = input.couponCode ? normalizeCouponCode(input.couponCode) : '';
  const couponRow = code ? await lookupCoupon(db, input.tenantId, code) : undefined;
  const applied = couponApplies(couponRow, input, plan, now);
  const tax = taxBasis(input.country, input.region);
  const lines = [plan, ...addons].map((p) => ({
    priceId: p.price_id,
    amountMinor: p.amount_minor,
  }));
  const { subtotalMinor, discountMinor, taxMinor, totalMinor } = estimateCheckout(
    lines,
    applied ? (couponRow?.percent_off ?? null) : null,
    tax,
  );
  const freePeriod: Period | null =
    plan.free_period_length !== null && plan.free_period_unit !== null
      ? { length: plan.free_period_length, unit: plan.free_period_unit }
      : null;
  const deferredCharge = offer.kind === 'free_trial' && freePeriod !== null;
  const paidEnd = addPeriod(now, { length: plan.billing_cycle_months, unit: 'month' });
  const periodEnd = freePeriod ? addPeriod(deferredCharge ? now : paidEnd, freePeriod) : paidEnd;
  return {
    offer,
    plan,
    addons,
    currency: plan.currency,
    subtotalMinor,
    discountMinor,
    taxMinor,
    totalMinor,
    dueTodayMinor: deferredCharge ? 0 : totalMinor,
    tax,
    coupon: code ? { code, applied, row: couponRow } : null,
    freePeriod,
    deferredCharge,
    periodEnd,
    referral: null,
    renewalMinor: deferredCharge
      ? plan.amount_minor + addons.reduce((s, a) => s + a.amount_minor, 0)
      : plan.renewal_amount_minor + addons.reduce((s, a) => s + a.renewal_amount_minor, 0),
  };
}

/**
 * The quote as `POST /api/v1/estimate` answers it, its lines in the buyer's `locale` (a site
 * locale code) as the invoice will word them (decision 0111).
 */
export async function toEstimateResponse(
  db: Queryable,
  tenantId: string,
  quote: PurchaseQuote,
  locale: string,
): Promise<EstimateResponse> {
  const money = (minor: number) => amountOf(minor, quote.currency);
  const items = [quote.plan, ...quote.addons];
  const descriptions = await localiseLines(
    db,
    tenantId,
    locale,
    items.map((p) => ({ priceId: p.price_id, description: invoiceLineDescriptionOf(p) })),
  );
  return {
    currency: quote.currency,
    lines: items.map((p, index) => ({
      priceId: p.price_id,
      productId: p.product_id,
      itemType: p.product_kind === 'vpn' ? ('plan' as const) : ('addon' as const),
      description: descriptions[index] ?? invoiceLineDescriptionOf(p),
      amount: money(p.amount_minor),
      period: { length: p.billing_cycle_months, unit: 'month' as const },
    })),
    subtotal: money(quote.subtotalMinor),
    discount: money(quote.discountMinor),
    tax: money(quote.taxMinor),
    taxRate: quote.tax.rateBasisPoints / 100,
    taxInclusive: quote.tax.inclusive,
    total: money(quote.totalMinor),
    dueToday: money(quote.dueTodayMinor),
    coupon: quote.coupon
      ? {
          code: quote.coupon.code,
          applied: quote.coupon.applied,
          description: quote.coupon.row?.description ?? null,
        }
      : null,
    freePeriod: quote.freePeriod,
    referralBonus: quote.referral?.bonus ?? null,
    renewal: { date: quote.periodEnd.toISOString(), amount: money(quote.renewalMinor) },
  };
}

/** The English line an invoice records for a bought plan or add-on (its cycle's price). */
function invoiceLineDescriptionOf(price: OfferPriceRow): string {
  return invoiceLineDescription({
    kind: 'plan',
    product: price.product_name,
    months: price.billing_cycle_months,
  });
}

/** Refuses a coupon that was named but does not apply, so a buyer never pays believing it did. */
export function requireAppliedCoupon(quote: PurchaseQuote): void {
  if (quote.coupon && !quote.coupon.applied) {
    throw new AppError(
      422,
      'coupon_not_applicable',
      'This coupon does not apply to this purchase.',
      {
        fields: { couponCode: 'This coupon does not apply to this purchase.' },
      },
    );
  }
}

/** Adds a referral's bonus to a new customer's first term (the friend's side of the reward). */
export function withReferralBonus(
  quote: PurchaseQuote,
  referral: { bonus: Period; referrerUserId: string; campaignId: string } | null,
): PurchaseQuote {
  if (!referral) return quote;
  return { ...quote, referral, periodEnd: addPeriod(quote.periodEnd, referral.bonus) };
}
