import { estimateCheckout } from '@burrow/domain/checkout-estimate';
import { taxBasis } from '@burrow/domain/tax-rates';
import type { Queryable } from '../../db/database';
import type { ClaimedSubscription } from './billing-claims';
import { invoicedCharge, type InvoicedCharge } from '../invoices/invoice-issuer';
import { invoiceLineDescription } from '../invoices/invoice-line-text';
import type { RenewalDiscount } from './retention-discount';

/** The next period's charge: its invoice's lines (before tax), the tax, and the total. */
export interface RenewalCharge extends InvoicedCharge {
  currency: string;
  cycleMonths: number;
  planName: string;
  /** The one-time retention discount this renewal applies (decision 0109), if any. */
  discount: RenewalDiscount | null;
  totalMinor: number;
}

interface PriceRow {
  subscription_id: string;
  price_id: string;
  product_name: string;
  billing_cycle_months: number;
  currency: string;
  amount_minor: number;
  renewal_amount_minor: number;
  /** On the plan's row: the accepted retention offer waiting for this renewal, if any. */
  retention_offer_id: string | null;
  retention_percent_off: number | null;
}

type PricedSubscription = Pick<
  ClaimedSubscription,
  'id' | 'tenant_id' | 'price_id' | 'status' | 'tax_country' | 'tax_region'
>;

/**
 * What the next period costs: the plan's renewal price (the offer's nextPrice) and each live
 * add-on's, less the retention discount the customer accepted, taxed as where the customer
 * lives (a German customer renews at the same gross price, VAT included; decision 0108). A
 * trial's first charge is the plan's price. `discount` prices the renewal with the one given
 * instead of the one accepted (null: none), for the offer's before and after.
 */
export async function priceNextPeriod(
  db: Queryable,
  sub: PricedSubscription,
  userCountry: string | null,
  discount?: RenewalDiscount | null,
): Promise<RenewalCharge> {
  const [price] = await priceNextPeriods(db, [sub], userCountry, discount);
  if (!price) throw new Error(`subscription ${sub.id} could not be priced`);
  return price;
}

/**
 * `priceNextPeriod` of several subscriptions of one customer in one round trip, in their
 * order (the dashboard prices every plan it lists: decision 0135).
 */
export async function priceNextPeriods(
  db: Queryable,
  subs: readonly PricedSubscription[],
  userCountry: string | null,
  discount?: RenewalDiscount | null,
): Promise<RenewalCharge[]> {
  if (subs.length === 0) return [];
  const tenantId = subs[0]?.tenant_id ?? '';
  if (subs.some((sub) => sub.tenant_id !== tenantId))
    throw new Error('priceNextPeriods prices the subscriptions of one storefront');
  // Per subscription the plan first, then each live add-on: an add-on renews on its own
  // price, or the catalogue's price for the plan's cycle and currency. The plan's row carries
  // the retention offer waiting for the renewal (at most one: a unique index).
  const rows = await db.query<PriceRow>(
    `WITH subs AS (
       SELECT * FROM unnest($2::uuid[], $3::text[]) AS x(subscription_id, price_id)
     ), plan AS (
       SELECT subs.subscription_id, p.id AS price_id, pr.name AS product_name, p.billing_cycle_months,
              p.currency, p.amount_minor, p.renewal_amount_minor
         FROM subs
         JOIN prices p ON p.tenant_id = $1 AND p.id = subs.price_id
         JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
     )
     SELECT subscription_id, price_id, product_name, billing_cycle_months, currency, amount_minor,
            renewal_amount_minor, retention_offer_id, retention_percent_off
       FROM (
         SELECT plan.*, 0 AS rank, NULL::timestamptz AS created_at, NULL::uuid AS addon_id,
                ro.id AS retention_offer_id, ro.percent_off AS retention_percent_off
           FROM plan
           LEFT JOIN retention_offers ro
             ON ro.subscription_id = plan.subscription_id AND ro.consumed_at IS NULL
         UNION ALL
         SELECT plan.subscription_id, p.id, pr.name, p.billing_cycle_months, p.currency, p.amount_minor,
                p.renewal_amount_minor, 1, a.created_at, a.id, NULL::uuid, NULL::integer
           FROM plan
           JOIN subscription_addons a ON a.subscription_id = plan.subscription_id AND a.status = 'ACTIVE'
           JOIN products pr ON pr.tenant_id = a.tenant_id AND pr.id = a.product_id
           JOIN LATERAL (
             SELECT * FROM prices p
              WHERE p.tenant_id = a.tenant_id AND (p.id = a.price_id OR (a.price_id IS NULL AND p.product_id = a.product_id
                AND p.currency = plan.currency AND p.billing_cycle_months = plan.billing_cycle_months))
              ORDER BY (p.id = a.price_id) DESC LIMIT 1
           ) p ON true
       ) rows
      ORDER BY subscription_id, rank, created_at, addon_id`,
    [tenantId, subs.map((sub) => sub.id), subs.map((sub) => sub.price_id)],
  );
  const rowsOf = new Map<string, PriceRow[]>();
  for (const row of rows) {
    const list = rowsOf.get(row.subscription_id) ?? [];
    list.push(row);
    rowsOf.set(row.subscription_id, list);
  }
  return subs.map((sub) => {
    const [plan, ...addons] = rowsOf.get(sub.id) ?? [];
    if (!plan) throw new Error(`subscription ${sub.id} has an unknown price ${sub.price_id}`);
    // Decision 0109: an accepted retention offer takes its percentage off the whole renewal
    // at its prices, on this renewal only (the renewal that is paid marks it consumed).
    const applied =
      discount !== undefined
        ? discount
        : plan.retention_offer_id !== null && plan.retention_percent_off !== null
          ? { offerId: plan.retention_offer_id, percentOff: plan.retention_percent_off }
          : null;
    return chargeOf(sub, plan, addons, userCountry, applied);
  });
}

function chargeOf(
  sub: PricedSubscription,
  plan: PriceRow,
  addons: PriceRow[],
  userCountry: string | null,
  applied: RenewalDiscount | null,
): RenewalCharge {
  const firstCharge = sub.status === 'in_trial';
  const lines = [plan, ...addons].map((p, index) => ({
    priceId: p.price_id,
    description: invoiceLineDescription({
      kind: 'plan',
      product: p.product_name,
      months: p.billing_cycle_months,
    }),
    amountMinor: index === 0 && firstCharge ? p.amount_minor : p.renewal_amount_minor,
  }));
  const tax = taxBasis(sub.tax_country ?? userCountry ?? '', sub.tax_region);
  const estimate = estimateCheckout(lines, applied?.percentOff ?? null, tax);
  const invoiced = invoicedCharge(lines, estimate.discountMinor, tax);
  return {
    currency: plan.currency,
    cycleMonths: plan.billing_cycle_months,
    planName: plan.product_name,
    ...invoiced,
    discount: applied,
    totalMinor: estimate.totalMinor,
  };
}
