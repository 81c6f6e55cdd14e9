import { createHash } from 'node:crypto';
import type { PlanChangeEstimate, SubscriptionChange } from '@burrow/contract/plan-changes';
import { isAddonPriceAvailable } from '@burrow/domain/addon-cycle';
import { addPeriod } from '@burrow/domain/billing-period';
import {
  isCouponApplicable,
  isCouponForProduct,
  normalizeCouponCode,
} from '@burrow/domain/coupons';
import { amountOf } from '@burrow/domain/money';
import {
  planChangeFigures,
  proratedCharge,
  unusedTimeCredit,
  type PlanChangeFigures,
} from '@burrow/domain/proration';
import { isSoldInCountry } from '@burrow/domain/sales-countries';
import { splitTax, taxBasis, type TaxBasis } from '@burrow/domain/tax-rates';
import type { AppContext } from '../../app-context';
import { queryOne, type Queryable } from '../../db/database';
import { AppError, invalidRequest, notFound } from '../../platform/errors';
import { isUsableCoupon, lookupCoupon } from '../catalog/offer-service';
import { getSubscription } from '../subscriptions/subscription-service';
import { invoiceLineDescription } from '../invoices/invoice-line-text';

const DAY_MS = 86_400_000;

interface SubscriptionFacts {
  id: string;
  tenant_id: string;
  user_id: string;
  price_id: string;
  status: string;
  billing_system: string;
  revoked_at: Date | null;
  auto_bill_failed_on: Date | null;
  current_period_start: Date;
  current_period_end: Date;
  tax_country: string | null;
  tax_region: string | null;
  user_country: string | null;
  payment_source_token: string | null;
  currency: string;
  cycle_months: number;
  plan_amount_minor: number;
  plan_renewal_minor: number;
}

export interface PriceFacts {
  price_id: string;
  product_id: string;
  product_name: string;
  product_kind: string;
  /** Where the product is sold (decision 0107); null: everywhere. */
  sold_in_countries: string[] | null;
  billing_cycle_months: number;
  currency: string;
  amount_minor: number;
  renewal_amount_minor: number;
}

interface AddonFacts {
  id: string;
  product_id: string;
  status: 'ACTIVE' | 'NON_RENEWING';
  price: PriceFacts | null;
}

export interface QuotedLine {
  itemType: 'plan' | 'addon' | 'credit';
  priceId: string | null;
  description: string;
  amountMinor: number;
}

/** What a change does to the rows, decided when it is quoted and carried out as quoted. */
export type ChangeEffect =
  | {
      kind: 'switch_plan';
      priceId: string;
      /** A new period starts now (paid), or the trial converts into the new plan (unpaid). */
      newPeriod: { start: string; end: string } | null;
      addonPriceIds: Record<string, string>;
    }
  | { kind: 'add_addon'; productId: string; priceId: string; resume: boolean }
  | { kind: 'remove_addon'; productId: string };

/** A priced change, in minor units; `estimate` is its wire form. */
export interface PlanChangeQuote {
  subscriptionId: string;
  userId: string;
  currency: string;
  planName: string;
  /** At the catalogue's prices, tax included where `tax.inclusive` (decision 0108). */
  lines: QuotedLine[];
  figures: PlanChangeFigures;
  tax: TaxBasis;
  couponCode: string | null;
  couponApplied: boolean;
  effect: ChangeEffect;
  /** The subscription facts the quote rests on: any change to them makes it stale. */
  stateKey: string;
  estimate: PlanChangeEstimate;
}

const PRICE_COLUMNS = `p.id AS price_id, p.product_id, pr.name AS product_name, pr.kind AS product_kind,
  pr.sold_in_countries, p.billing_cycle_months, p.currency, p.amount_minor, p.renewal_amount_minor`;

function findPrice(db: Queryable, tenantId: string, priceId: string) {
  return queryOne<PriceFacts>(
    db,
    `SELECT ${PRICE_COLUMNS} FROM prices p JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, priceId],
  );
}

/** The product's price for a cycle and currency: the only one `isAddonPriceAvailable` lets ride on a plan of them. */
function catalogPrice(
  db: Queryable,
  tenantId: string,
  productId: string,
  currency: string,
  cycle: number,
) {
  return queryOne<PriceFacts>(
    db,
    `SELECT ${PRICE_COLUMNS} FROM prices p JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE p.tenant_id = $1 AND p.product_id = $2 AND p.currency = $3 AND p.billing_cycle_months = $4
      ORDER BY p.id LIMIT 1`,
    [tenantId, productId, currency, cycle],
  );
}

/** The customer's own Burrow-billed subscription, or 404 (another customer's looks absent). */
export async function loadSubscriptionFacts(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  idOrKrn: string,
): Promise<SubscriptionFacts> {
  const view = await getSubscription(ctx, tenantId, userId, idOrKrn);
  const facts = await queryOne<SubscriptionFacts>(
    ctx.db,
    `SELECT s.id, s.tenant_id, s.user_id, s.price_id, s.status, s.billing_system, s.revoked_at, s.auto_bill_failed_on,
            s.current_period_start, s.current_period_end, s.tax_country, s.tax_region, u.country AS user_country,
            s.payment_source_token, p.currency, p.billing_cycle_months AS cycle_months,
            p.amount_minor AS plan_amount_minor, p.renewal_amount_minor AS plan_renewal_minor
       FROM subscriptions s JOIN users u ON u.id = s.user_id
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
      WHERE s.id = $1`,
    [view.subscription_id],
  );
  if (!facts) throw notFound('The subscription');
  return facts;
}

/**
 * Where the subscription's buyer lives, for what may be sold to it (decision 0107): the
 * country it is taxed in, else the account's; null when neither is known.
 */
export function residenceOf(sub: Pick<SubscriptionFacts, 'tax_country' | 'user_country'>) {
  return sub.tax_country ?? sub.user_country;
}

async function loadAddons(db: Queryable, sub: SubscriptionFacts): Promise<AddonFacts[]> {
  const rows = await db.query<{
    id: string;
    product_id: string;
    status: 'ACTIVE' | 'NON_RENEWING';
    price_id: string | null;
  }>(
    `SELECT id, product_id, status, price_id FROM subscription_addons
      WHERE subscription_id = $1 AND status IN ('ACTIVE', 'NON_RENEWING') ORDER BY created_at, id`,
    [sub.id],
  );
  const addons: AddonFacts[] = [];
  for (const row of rows) {
    const price = row.price_id
      ? await findPrice(db, sub.tenant_id, row.price_id)
      : await catalogPrice(db, sub.tenant_id, row.product_id, sub.currency, sub.cycle_months);
    addons.push({
      id: row.id,
      product_id: row.product_id,
      status: row.status,
      price: price ?? null,
    });
  }
  return addons;
}

/**
 * What was paid for the current period, per invoice, for the unused-time credit: in the terms
 * the new price is in, so before tax where prices exclude it and the whole payment where they
 * include it (a German customer is credited the VAT they paid, as the new price includes it).
 */
async function paidForCurrentPeriod(db: Queryable, sub: SubscriptionFacts, tax: TaxBasis) {
  const rows = await db.query<{ paid: string; period_start: Date; period_end: Date }>(
    `SELECT (CASE WHEN $3 THEN total_minor ELSE subtotal_minor - discount_minor END)::text AS paid,
            period_start, period_end FROM invoices
      WHERE subscription_id = $1 AND status = 'paid' AND period_end = $2 AND period_start IS NOT NULL`,
    [sub.id, sub.current_period_end, tax.inclusive],
  );
  return rows.map((r) => ({ paidMinor: Number(r.paid), start: r.period_start, end: r.period_end }));
}

function notAllowed(message: string) {
  return new AppError(409, 'plan_change_not_allowed', message);
}

function describe(price: PriceFacts): string {
  return invoiceLineDescription({
    kind: 'plan',
    product: price.product_name,
    months: price.billing_cycle_months,
  });
}

function requireChangeable(sub: SubscriptionFacts, now: Date) {
  if (sub.billing_system !== 'burrow') {
    throw notAllowed('This subscription is managed where it was bought; change it there.');
  }
  // A pause keeps the paid time for after it (decision 0102): a change prices that time.
  if (sub.status === 'paused' && !sub.revoked_at) {
    throw notAllowed('This subscription is paused: resume it first, then change your plan.');
  }
  if (
    sub.revoked_at ||
    !['active', 'non_renewing', 'in_trial'].includes(sub.status) ||
    sub.current_period_end <= now
  ) {
    throw notAllowed('This subscription has ended: choose a new plan instead.');
  }
  if (sub.auto_bill_failed_on) {
    throw notAllowed('The last renewal payment is overdue: pay it first, then change your plan.');
  }
}

async function couponPercent(
  db: Queryable,
  tenantId: string,
  code: string,
  currentCycle: number,
  newPlan: { billing_cycle_months: number; product_id: string },
  now: Date,
): Promise<number | null> {
  const newCycle = newPlan.billing_cycle_months;
  const row = await lookupCoupon(db, tenantId, code);
  if (!row || row.percent_off === null || !isUsableCoupon(row, now)) return null;
  if (!isCouponForProduct(row.product_ids, newPlan.product_id)) return null;
  // Changing a plan is done by a customer who holds one: never a new customer.
  const applies = isCouponApplicable(row.audience, {
    newCustomer: false,
    currentBillingCycleMonths: currentCycle,
    planMonths: newCycle,
  });
  return applies ? row.percent_off : null;
}

function stateKey(sub: SubscriptionFacts, addons: readonly AddonFacts[]): string {
  return JSON.stringify([
    sub.price_id,
    sub.status,
    sub.current_period_start.toISOString(),
    sub.current_period_end.toISOString(),
    addons.map((a) => `${a.product_id}:${a.status}:${a.price?.price_id ?? ''}`),
  ]);
}

/**
 * Prices one change to a subscription at `now`: the one place estimate and confirmation
 * agree on what it costs and what it does.
 */
export async function quoteChange(
  ctx: AppContext,
  sub: SubscriptionFacts,
  change: SubscriptionChange,
  couponInput: string | undefined,
): Promise<PlanChangeQuote> {
  const { db } = ctx;
  const now = ctx.clock.now();
  requireChangeable(sub, now);
  const addons = await loadAddons(db, sub);
  const tax = taxBasis(sub.tax_country ?? sub.user_country ?? '', sub.tax_region);
  const couponCode = couponInput ? normalizeCouponCode(couponInput) : null;
  const inTrial = sub.status === 'in_trial';
  const liveAddons = addons.filter((a) => a.status === 'ACTIVE');
  // A trial converts at the plan's price; a paid plan renews at its renewal price.
  const currentRenewal =
    (inTrial ? sub.plan_amount_minor : sub.plan_renewal_minor) +
    liveAddons.reduce((s, a) => s + (a.price?.renewal_amount_minor ?? 0), 0);

  let lines: QuotedLine[];
  let figures: PlanChangeFigures;
  let effect: ChangeEffect;
  let couponApplied = false;
  let periodEnd = sub.current_period_end;
  let renewalMinor: number;
  let planName: string;

  if (change.type === 'change_plan') {
    const plan = await findPrice(db, sub.tenant_id, change.priceId);
    if (!plan || plan.product_kind !== 'vpn') {
      throw invalidRequest('Choose one of our VPN plans.', { 'change.priceId': 'Not a plan.' });
    }
    if (plan.currency !== sub.currency) {
      throw invalidRequest('Choose a plan in the currency you pay in.', {
        'change.priceId': `Choose a plan in ${sub.currency}.`,
      });
    }
    if (plan.price_id === sub.price_id) throw notAllowed('You are already on this plan.');
    const carried: { addon: AddonFacts; price: PriceFacts }[] = [];
    for (const addon of liveAddons) {
      const price = await catalogPrice(
        db,
        sub.tenant_id,
        addon.product_id,
        plan.currency,
        plan.billing_cycle_months,
      );
      if (!price) {
        throw new AppError(
          409,
          'addon_not_available',
          'One of your add-ons is not available with this plan: remove it first or choose another plan.',
          { productId: addon.product_id },
        );
      }
      carried.push({ addon, price });
    }
    planName = plan.product_name;
    const items = [plan, ...carried.map((c) => c.price)];
    renewalMinor = items.reduce((s, p) => s + p.renewal_amount_minor, 0);
    const addonPriceIds = Object.fromEntries(
      carried.map((c) => [c.addon.product_id, c.price.price_id]),
    );
    if (inTrial) {
      // The trial goes on; it converts into the new plan at its end. Nothing is due now.
      lines = items.map((p) => ({
        itemType: p === plan ? ('plan' as const) : ('addon' as const),
        priceId: p.price_id,
        description: describe(p),
        amountMinor: 0,
      }));
      figures = planChangeFigures({
        itemsMinor: [],
        couponPercentOff: null,
        creditMinor: 0,
        tax,
        newCycleDays: 1,
      });
      // A trial converts at the plan's price, not its renewal price.
      renewalMinor =
        plan.amount_minor + carried.reduce((s, c) => s + c.price.renewal_amount_minor, 0);
      effect = { kind: 'switch_plan', priceId: plan.price_id, newPeriod: null, addonPriceIds };
    } else {
      const percent = couponCode
        ? await couponPercent(db, sub.tenant_id, couponCode, sub.cycle_months, plan, now)
        : null;
      couponApplied = percent !== null;
      const credit = unusedTimeCredit(await paidForCurrentPeriod(db, sub, tax), now);
      const cycleEnd = addPeriod(now, { length: plan.billing_cycle_months, unit: 'month' });
      figures = planChangeFigures({
        itemsMinor: items.map((p) => p.amount_minor),
        couponPercentOff: percent,
        creditMinor: credit,
        tax,
        newCycleDays: Math.round((cycleEnd.getTime() - now.getTime()) / DAY_MS),
      });
      periodEnd = new Date(cycleEnd.getTime() + figures.extraDays * DAY_MS);
      lines = items.map((p) => ({
        itemType: p === plan ? ('plan' as const) : ('addon' as const),
        priceId: p.price_id,
        description: describe(p),
        amountMinor: p.amount_minor,
      }));
      if (figures.creditMinor > 0) {
        lines.push({
          itemType: 'credit',
          priceId: null,
          description: invoiceLineDescription({ kind: 'credit_unused_time' }),
          amountMinor: -figures.creditMinor,
        });
      }
      effect = {
        kind: 'switch_plan',
        priceId: plan.price_id,
        newPeriod: { start: now.toISOString(), end: periodEnd.toISOString() },
        addonPriceIds,
      };
    }
  } else if (change.type === 'add_addon') {
    const price = await findPrice(db, sub.tenant_id, change.priceId);
    if (!price || price.product_kind !== 'addon') {
      throw invalidRequest('Choose one of our add-ons.', { 'change.priceId': 'Not an add-on.' });
    }
    if (
      !isAddonPriceAvailable(
        { billingCycleMonths: price.billing_cycle_months, currency: price.currency },
        { billingCycleMonths: sub.cycle_months, currency: sub.currency },
      )
    ) {
      throw new AppError(
        409,
        'addon_not_available',
        'This add-on is not available for your plan’s billing cycle and currency.',
      );
    }
    const residence = residenceOf(sub);
    if (residence && !isSoldInCountry(price.sold_in_countries, residence)) {
      throw new AppError(
        409,
        'addon_not_sold_in_country',
        'This add-on is not sold in your country of residence.',
      );
    }
    const existing = addons.find((a) => a.product_id === price.product_id);
    if (existing?.status === 'ACTIVE') {
      throw new AppError(
        409,
        'addon_already_active',
        'This add-on is already on your subscription.',
      );
    }
    planName = price.product_name;
    // Resuming an add-on that was stopping costs nothing: this period is paid for already.
    const resume = existing?.status === 'NON_RENEWING';
    const chargeMinor =
      resume || inTrial
        ? 0
        : proratedCharge(
            price.amount_minor,
            { start: sub.current_period_start, end: sub.current_period_end },
            now,
          );
    lines = [
      {
        itemType: 'addon',
        priceId: price.price_id,
        description: invoiceLineDescription({
          kind: 'addon_until',
          product: price.product_name,
          until: sub.current_period_end.toISOString().slice(0, 10),
        }),
        amountMinor: chargeMinor,
      },
    ];
    const charge = splitTax(chargeMinor, tax);
    figures = {
      subtotalMinor: chargeMinor,
      discountMinor: 0,
      creditMinor: 0,
      taxMinor: charge.taxMinor,
      totalMinor: charge.grossMinor,
      extraDays: 0,
    };
    renewalMinor = currentRenewal + price.renewal_amount_minor;
    effect = { kind: 'add_addon', productId: price.product_id, priceId: price.price_id, resume };
  } else {
    const addon = liveAddons.find((a) => a.product_id === change.productId);
    if (!addon) throw notFound('The add-on');
    planName = addon.price?.product_name ?? addon.product_id;
    lines = [];
    figures = planChangeFigures({
      itemsMinor: [],
      couponPercentOff: null,
      creditMinor: 0,
      tax,
      newCycleDays: 1,
    });
    renewalMinor = currentRenewal - (addon.price?.renewal_amount_minor ?? 0);
    effect = { kind: 'remove_addon', productId: addon.product_id };
  }

  const key = stateKey(sub, addons);
  const money = (minor: number) => amountOf(minor, sub.currency);
  // The quote names its figures and the day they were priced on: same day, same facts, same id.
  const quoteId = createHash('sha256')
    .update(
      JSON.stringify([
        sub.id,
        key,
        change,
        couponCode,
        couponApplied,
        figures,
        // The day only: a new plan's period ends a cycle from now, to the millisecond, and
        // the quote must hold while the customer reads it.
        periodEnd.toISOString().slice(0, 10),
        renewalMinor,
        now.toISOString().slice(0, 10),
      ]),
    )
    .digest('hex')
    .slice(0, 32);
  const timing =
    effect.kind === 'remove_addon' || (effect.kind === 'switch_plan' && !effect.newPeriod)
      ? ('at_period_end' as const)
      : ('now' as const);
  return {
    subscriptionId: sub.id,
    userId: sub.user_id,
    currency: sub.currency,
    planName,
    lines,
    figures,
    tax,
    couponCode,
    couponApplied,
    effect,
    stateKey: key,
    estimate: {
      quoteId,
      subscriptionId: sub.id,
      change,
      timing,
      currency: sub.currency,
      lines: lines.map((l) => ({
        itemType: l.itemType,
        priceId: l.priceId,
        description: l.description,
        amount: money(l.amountMinor),
      })),
      subtotal: money(figures.subtotalMinor),
      discount: money(figures.discountMinor),
      credit: money(figures.creditMinor),
      tax: money(figures.taxMinor),
      taxRate: tax.rateBasisPoints / 100,
      taxInclusive: tax.inclusive,
      total: money(figures.totalMinor),
      coupon: couponCode ? { code: couponCode, applied: couponApplied } : null,
      extraDays: figures.extraDays,
      periodEnd: periodEnd.toISOString(),
      nextRenewal: { date: periodEnd.toISOString(), amount: money(renewalMinor) },
    },
  };
}
