import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface NewInvoice {
  tenantId: string;
  userId: string;
  subscriptionId: string;
  currency: string;
  lines: { priceId: string; description: string; amountMinor: number }[];
  discountMinor: number;
  couponCode: string | null;
  taxMinor: number;
  periodStart: Date;
  periodEnd: Date;
  paymentIntentId: string | null;
  chargeId: string | null;
}

/** The next invoice number of a tenant: gap-free within committed transactions, BRW-<year>-<n>. */
async function nextInvoiceNumber(tx: Queryable, tenantId: string, now: Date): Promise<string> {
  const row = await queryOne<{ n: number }>(
    tx,
    `UPDATE invoice_sequences SET next_number = next_number + 1 WHERE tenant_id = $1 RETURNING next_number - 1 AS n`,
    [tenantId],
  );
  if (!row) throw new Error(`no invoice sequence for tenant ${tenantId}`);
  return `BRW-${now.getUTCFullYear()}-${String(row.n).padStart(6, '0')}`;
}

/** Issues a paid invoice in the caller's transaction; its total is what was charged. */
export async function issuePaidInvoice(
  tx: Queryable,
  invoice: NewInvoice,
  now: Date,
): Promise<{ id: string; number: string; totalMinor: number }> {
  const subtotal = invoice.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const total = subtotal - invoice.discountMinor + invoice.taxMinor;
  const number = await nextInvoiceNumber(tx, invoice.tenantId, now);
  const row = await queryOne<{ id: string }>(
    tx,
    `INSERT INTO invoices (tenant_id, user_id, subscription_id, number, status, currency, subtotal_minor,
       discount_minor, coupon_code, tax_minor, total_minor, period_start, period_end, issued_at, paid_at,
       payment_intent_id, charge_id)
     VALUES ($1, $2, $3, $4, 'paid', $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15) RETURNING id`,
    [
      invoice.tenantId,
      invoice.userId,
      invoice.subscriptionId,
      number,
      invoice.currency,
      subtotal,
      invoice.discountMinor,
      invoice.couponCode,
      invoice.taxMinor,
      total,
      invoice.periodStart,
      invoice.periodEnd,
      now,
      invoice.paymentIntentId,
      invoice.chargeId,
    ],
  );
  if (!row) throw new Error('invoice insert returned no row');
  for (const [position, line] of invoice.lines.entries()) {
    await tx.query(
      `INSERT INTO invoice_lines (invoice_id, description, amount_minor, position, price_id) VALUES ($1, $2, $3, $4, $5)`,
      [row.id, line.description, line.amountMinor, position, line.priceId],
    );
  }
  return { id: row.id, number, totalMinor: total };
}

/** The invoice a gateway payment already paid, if any: a payment is never invoiced twice. */
export function findInvoiceByPaymentIntent(
  db: Queryable,
  tenantId: string,
  paymentIntentId: string,
) {
  return queryOne<{ id: string; subscription_id: string; user_id: string }>(
    db,
    `SELECT id, subscription_id, user_id FROM invoices WHERE tenant_id = $1 AND payment_intent_id = $2`,
    [tenantId, paymentIntentId],
  );
}
