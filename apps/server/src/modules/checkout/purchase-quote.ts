import type { EstimateResponse } from '@burrow/contract/checkout';
import type { Period } from '@burrow/contract/offers';
import { addPeriod } from '@burrow/domain/billing-period';
import { estimateCheckout } from '@burrow/domain/checkout-estimate';
import { isCouponApplicable, normalizeCouponCode } from '@burrow/domain/coupons';
import { amountOf } from '@burrow/domain/money';
import { taxRateBasisPoints } from '@burrow/domain/tax-rates';
import type { Queryable } from '../../db/database';
import { AppError, invalidRequest } from '../../platform/errors';
import type { CouponRow, OfferPriceRow, OfferRow } from '../catalog/offer-repository';
import { loadOfferSelection, lookupCoupon } from '../catalog/offer-service';
import { invoiceLineDescription } from '../invoices/invoice-line-text';

export interface QuoteInput {
  tenantId: string;
  offerId: string;
  priceIds: readonly string[];
  couponCode: string | undefined;
  country: string;
  region: string | undefined;
  /** The buyer's current billing cycle, for upgrade coupons; null for a new customer. */
  currentCycleMonths: number | null;
}

/** A priced purchase: what the estimate shows and what checkout must charge, in minor units. */
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
  taxRateBasisPoints: number;
  coupon: { code: string; applied: boolean; row: CouponRow | undefined } | null;
  freePeriod: Period | null;
  /** A free trial charges nothing now; other free periods are a bonus on a paid term. */
  deferredCharge: boolean;
  periodEnd: Date;
  renewalMinor: number;
  /** A referral's bonus, already added to periodEnd, and whom to reward for it. */
  referral: { bonus: Period; referrerUserId: string; campaignId: string } | null;
}

function couponApplies(
  coupon: CouponRow | undefined,
  input: QuoteInput,
  planMonths: number,
  now: Date,
) {
  if (!coupon || coupon.percent_off === null) return false;
  if (coupon.expires_at && coupon.expires_at <= now) return false;
  if (coupon.max_redemptions !== null && coupon.redemptions >= coupon.max_redemptions) return false;
  return isCouponApplicable(coupon.code, {
    currentBillingCycleMonths: input.currentCycleMonths,
    planMonths,
  });
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
  const code = input.couponCode ? normalizeCouponCode(input.couponCode) : '';
  const couponRow = code ? await lookupCoupon(db, input.tenantId, code) : undefined;
  const applied = couponApplies(couponRow, input, plan.billing_cycle_months, now);
  const rate = taxRateBasisPoints(input.country, input.region);
  const lines = [plan, ...addons].map((p) => ({
    priceId: p.price_id,
    amountMinor: p.amount_minor,
  }));
  const estimate = estimateCheckout(lines, applied ? (couponRow?.percent_off ?? null) : null, rate);
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
    ...estimate,
    dueTodayMinor: deferredCharge ? 0 : estimate.totalMinor,
    taxRateBasisPoints: rate,
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

/** The quote as `POST /api/v1/estimate` answers it. */
export function toEstimateResponse(quote: PurchaseQuote): EstimateResponse {
  const money = (minor: number) => amountOf(minor, quote.currency);
  return {
    currency: quote.currency,
    lines: [quote.plan, ...quote.addons].map((p) => ({
      priceId: p.price_id,
      productId: p.product_id,
      itemType: p.product_kind === 'vpn' ? ('plan' as const) : ('addon' as const),
      description: invoiceLineDescription({
        kind: 'plan',
        product: p.product_name,
        months: p.billing_cycle_months,
      }),
      amount: money(p.amount_minor),
      period: { length: p.billing_cycle_months, unit: 'month' as const },
    })),
    subtotal: money(quote.subtotalMinor),
    discount: money(quote.discountMinor),
    tax: money(quote.taxMinor),
    taxRate: quote.taxRateBasisPoints / 100,
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
