import { estimateCheckout } from '@burrow/domain/checkout-estimate';
import { taxBasis } from '@burrow/domain/tax-rates';
import type { Queryable } from '../../db/database';
import type { ClaimedSubscription } from './billing-claims';
import { invoicedCharge, type InvoicedCharge } from '../invoices/invoice-issuer';
import { invoiceLineDescription } from '../invoices/invoice-line-text';
import { pendingRetentionDiscount, type RenewalDiscount } from './retention-discount';

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
  price_id: string;
  product_name: string;
  billing_cycle_months: number;
  currency: string;
  amount_minor: number;
  renewal_amount_minor: number;
}

/**
 * What the next period costs: the plan's renewal price (the offer's nextPrice) and each live
 * add-on's, less the retention discount the customer accepted, taxed as where the customer
 * lives (a German customer renews at the same gross price, VAT included; decision 0108). A
 * trial's first charge is the plan's price. `discount` prices the renewal with the one given
 * instead of the one accepted (null: none), for the offer's before and after.
 */
export async function priceNextPeriod(
  db: Queryable,
  sub: Pick<
    ClaimedSubscription,
    'id' | 'tenant_id' | 'price_id' | 'status' | 'tax_country' | 'tax_region'
  >,
  userCountry: string | null,
  discount?: RenewalDiscount | null,
): Promise<RenewalCharge> {
  // The plan first, then each live add-on (one query): an add-on renews on its own price, or
  // the catalogue's price for the plan's cycle and currency.
  const [plan, ...addons] = await db.query<PriceRow>(
    `WITH plan AS (
       SELECT p.id AS price_id, pr.name AS product_name, p.billing_cycle_months, p.currency, p.amount_minor,
              p.renewal_amount_minor
         FROM prices p JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
        WHERE p.tenant_id = $1 AND p.id = $2
     )
     SELECT price_id, product_name, billing_cycle_months, currency, amount_minor, renewal_amount_minor
       FROM (
         SELECT plan.*, 0 AS rank, NULL::timestamptz AS created_at, NULL::uuid AS addon_id FROM plan
         UNION ALL
         SELECT p.id, pr.name, p.billing_cycle_months, p.currency, p.amount_minor, p.renewal_amount_minor,
                1, a.created_at, a.id
           FROM plan CROSS JOIN subscription_addons a
           JOIN products pr ON pr.tenant_id = a.tenant_id AND pr.id = a.product_id
           JOIN LATERAL (
             SELECT * FROM prices p
              WHERE p.tenant_id = a.tenant_id AND (p.id = a.price_id OR (a.price_id IS NULL AND p.product_id = a.product_id
                AND p.currency = plan.currency AND p.billing_cycle_months = plan.billing_cycle_months))
              ORDER BY (p.id = a.price_id) DESC LIMIT 1
           ) p ON true
          WHERE a.subscription_id = $3 AND a.status = 'ACTIVE'
       ) rows
      ORDER BY rank, created_at, addon_id`,
    [sub.tenant_id, sub.price_id, sub.id],
  );
  if (!plan) throw new Error(`subscription ${sub.id} has an unknown price ${sub.price_id}`);
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
  // Decision 0109: an accepted retention offer takes its percentage off the whole renewal
  // at its prices, on this renewal only (the renewal that is paid marks it consumed).
  const applied = discount === undefined ? await pendingRetentionDiscount(db, sub.id) : discount;
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
