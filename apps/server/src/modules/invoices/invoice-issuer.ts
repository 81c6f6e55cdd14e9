import { randomUUID } from 'node:crypto';
import { invoiceFigures } from '@burrow/domain/invoice-figures';
import type { TaxBasis } from '@burrow/domain/tax-rates';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { translator } from '../../i18n/translator';
import { localiseLines } from './localised-line-text';

export interface InvoiceLine {
  priceId: string;
  description: string;
  amountMinor: number;
}

/** What an invoice bills: its lines and discount before tax, the tax, and how it was taxed. */
export interface InvoicedCharge {
  lines: InvoiceLine[];
  discountMinor: number;
  taxMinor: number;
  tax: TaxBasis;
}

/**
 * A charge priced as the buyer saw it (lines and discount at their prices, tax included
 * where `tax.inclusive`) as its invoice states it: net lines, net discount, the tax
 * (`invoiceFigures`, decision 0108). Every invoice is written from one of these.
 */
export function invoicedCharge(
  linesAtPrice: readonly InvoiceLine[],
  discountAtPriceMinor: number,
  tax: TaxBasis,
): InvoicedCharge {
  const figures = invoiceFigures(
    linesAtPrice.map((line) => line.amountMinor),
    discountAtPriceMinor,
    tax,
  );
  return {
    lines: linesAtPrice.map((line, index) => ({
      ...line,
      amountMinor: figures.linesMinor[index] ?? 0,
    })),
    discountMinor: figures.discountMinor,
    taxMinor: figures.taxMinor,
    tax,
  };
}

export interface NewInvoice extends InvoicedCharge {
  tenantId: string;
  userId: string;
  subscriptionId: string;
  currency: string;
  couponCode: string | null;
  periodStart: Date;
  periodEnd: Date;
  paymentIntentId: string | null;
  chargeId: string | null;
}

/** A paid invoice written in the caller's transaction that `numberInvoice` has yet to number. */
export interface UnnumberedInvoice {
  id: string;
  tenantId: string;
  totalMinor: number;
  issuedAt: Date;
}

/**
 * Stands for the invoice number in a receipt rendered before the invoice is numbered;
 * `numberInvoice` replaces it in the queued email. Plain ASCII that no message contains.
 */
export const INVOICE_NUMBER_PLACEHOLDER = '[[invoice-number]]';

/**
 * Writes a paid invoice and its lines in the caller's transaction (one statement); its total
 * is what was charged. It has no number yet: the caller calls `numberInvoice` as the last
 * statement of the transaction, so the tenant's counter row is locked only for that statement.
 */
export function insertPaidInvoice(
  tx: Queryable,
  invoice: NewInvoice,
  now: Date,
): Promise<UnnumberedInvoice> {
  return insertInvoice(tx, invoice, 'paid', now);
}

/**
 * Writes the invoice of a renewal whose charge failed: `payment_due`, unpaid, for the period
 * the renewal would start. Numbered like a paid one (`numberInvoice`, last), since the
 * customer sees it in their history; a later successful retry pays this same invoice
 * (`payDueInvoice`), so a billing period never has two invoices.
 */
export function insertDueInvoice(
  tx: Queryable,
  invoice: Omit<NewInvoice, 'paymentIntentId' | 'chargeId'>,
  now: Date,
): Promise<UnnumberedInvoice> {
  return insertInvoice(
    tx,
    { ...invoice, paymentIntentId: null, chargeId: null },
    'payment_due',
    now,
  );
}

async function insertInvoice(
  tx: Queryable,
  invoice: NewInvoice,
  status: 'paid' | 'payment_due',
  now: Date,
): Promise<UnnumberedInvoice> {
  const subtotal = invoice.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const total = subtotal - invoice.discountMinor + invoice.taxMinor;
  const id = randomUUID();
  const buyer = await queryOne<{ locale: string }>(
    tx,
    `SELECT locale FROM users WHERE tenant_id = $1 AND id = $2`,
    [invoice.tenantId, invoice.userId],
  );
  const { locale, localized } = await inLanguage(
    tx,
    invoice.tenantId,
    buyer?.locale,
    invoice.lines,
  );
  await tx.query(
    `WITH invoice AS (
       INSERT INTO invoices (id, tenant_id, user_id, subscription_id, number, status, currency,
         subtotal_minor, discount_minor, coupon_code, tax_minor, total_minor, period_start, period_end,
         issued_at, paid_at, payment_intent_id, charge_id, locale, tax_rate_bp, tax_inclusive)
       VALUES ($1, $2, $3, $4, $5, $20, $6, $7, $8, $9, $10, $11, $12, $13, $14,
         CASE WHEN $20 = 'paid' THEN $14::timestamptz END, $15, $16, $21, $23, $24)
       RETURNING id
     )
     INSERT INTO invoice_lines (invoice_id, description, amount_minor, position, price_id, localized_description)
     SELECT invoice.id, line.description, line.amount_minor::bigint, line.position - 1, line.price_id,
       line.localized_description
     FROM invoice,
       unnest($17::text[], $18::text[], $19::text[], $22::text[]) WITH ORDINALITY
         AS line (description, amount_minor, price_id, localized_description, position)`,
    [
      id,
      invoice.tenantId,
      invoice.userId,
      invoice.subscriptionId,
      // Unique like every number, and never committed: numberInvoice replaces it.
      `unnumbered:${id}`,
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
      invoice.lines.map((line) => line.description),
      invoice.lines.map((line) => String(line.amountMinor)),
      invoice.lines.map((line) => line.priceId),
      status,
      locale,
      localized,
      invoice.tax.rateBasisPoints,
      invoice.tax.inclusive,
    ],
  );
  return { id, tenantId: invoice.tenantId, totalMinor: total, issuedAt: now };
}

/**
 * The language an invoice is issued in — the buyer's (`users.locale`), as a site locale
 * code — and its lines in it (decision 0111). Both are stored with the invoice: what a
 * legal document says is fixed when it is issued.
 */
async function inLanguage(
  tx: Queryable,
  tenantId: string,
  buyerLocale: string | null | undefined,
  lines: NewInvoice['lines'],
): Promise<{ locale: string; localized: string[] }> {
  const locale = translator(buyerLocale).language.code;
  return { locale, localized: await localiseLines(tx, tenantId, locale, lines) };
}

/** The `payment_due` invoice a paid retry settled, with the number it kept. */
export interface SettledDueInvoice {
  id: string;
  number: string;
  totalMinor: number;
}

/**
 * Pays the subscription's open `payment_due` invoice (its failed renewal) with a charge that
 * just succeeded: its lines, tax, total and period become what was charged for (the price may
 * have moved while it was due), it keeps its number and issue date, and gains `paid_at` and
 * the charge.
 * Null when the subscription has no invoice due (a renewal that never failed, or data from
 * before due invoices were written): the caller then issues a new paid invoice.
 */
export async function payDueInvoice(
  tx: Queryable,
  // `discountMinor`: a renewal's retention discount, net (decision 0109).
  invoice: InvoicedCharge & {
    tenantId: string;
    subscriptionId: string;
    chargeId: string | null;
    /** The provider payment the customer authenticated on-session to pay it (decision 0086). */
    paymentIntentId?: string | null;
    /** The period the charge renewed (a referral month may have moved it since it was due). */
    periodStart: Date;
    periodEnd: Date;
  },
  now: Date,
): Promise<SettledDueInvoice | null> {
  const subtotal = invoice.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const total = subtotal - invoice.discountMinor + invoice.taxMinor;
  // The charged lines are written in the language the invoice was issued in, not today's.
  const issued = await queryOne<{ locale: string }>(
    tx,
    `SELECT COALESCE(i.locale, u.locale) AS locale FROM invoices i JOIN users u ON u.id = i.user_id
      WHERE i.tenant_id = $1 AND i.subscription_id = $2 AND i.status = 'payment_due'
      ORDER BY i.issued_at DESC LIMIT 1`,
    [invoice.tenantId, invoice.subscriptionId],
  );
  if (!issued) return null;
  const { locale, localized } = await inLanguage(
    tx,
    invoice.tenantId,
    issued.locale,
    invoice.lines,
  );
  const row = await queryOne<{ id: string; number: string }>(
    tx,
    `WITH due AS (
       SELECT id FROM invoices
        WHERE tenant_id = $1 AND subscription_id = $2 AND status = 'payment_due'
        ORDER BY issued_at DESC LIMIT 1
        FOR UPDATE
     ), paid AS (
       UPDATE invoices SET status = 'paid', subtotal_minor = $3, discount_minor = $14, coupon_code = NULL,
         tax_minor = $4, total_minor = $5, paid_at = $6, charge_id = $7, period_start = $11, period_end = $12,
         payment_intent_id = COALESCE($13, invoices.payment_intent_id), locale = $15,
         tax_rate_bp = $17, tax_inclusive = $18
       FROM due WHERE invoices.id = due.id
       RETURNING invoices.id, invoices.number
     ), old_lines AS (
       DELETE FROM invoice_lines WHERE invoice_id IN (SELECT id FROM paid)
     ), new_lines AS (
       INSERT INTO invoice_lines (invoice_id, description, amount_minor, position, price_id, localized_description)
       SELECT paid.id, line.description, line.amount_minor::bigint, line.position - 1, line.price_id,
         line.localized_description
       FROM paid,
         unnest($8::text[], $9::text[], $10::text[], $16::text[]) WITH ORDINALITY
           AS line (description, amount_minor, price_id, localized_description, position)
     )
     SELECT id, number FROM paid`,
    [
      invoice.tenantId,
      invoice.subscriptionId,
      subtotal,
      invoice.taxMinor,
      total,
      now,
      invoice.chargeId,
      invoice.lines.map((line) => line.description),
      invoice.lines.map((line) => String(line.amountMinor)),
      invoice.lines.map((line) => line.priceId),
      invoice.periodStart,
      invoice.periodEnd,
      invoice.paymentIntentId ?? null,
      invoice.discountMinor,
      locale,
      localized,
      invoice.tax.rateBasisPoints,
      invoice.tax.inclusive,
    ],
  );
  return row ? { id: row.id, number: row.number, totalMinor: total } : null;
}

/**
 * Voids the subscription's open `payment_due` invoice when the plan ends unpaid (dunning
 * exhausted, account closed): nothing is owed for a period that will not be served. The
 * invoice keeps its number, so numbering stays gap-free.
 */
export async function voidDueInvoice(
  tx: Queryable,
  tenantId: string,
  subscriptionId: string,
): Promise<void> {
  await tx.query(
    `UPDATE invoices SET status = 'voided' WHERE tenant_id = $1 AND subscription_id = $2 AND status = 'payment_due'`,
    [tenantId, subscriptionId],
  );
}

/**
 * Gives an invoice the tenant's next number, BRW-<year>-<n>, and puts it into its queued
 * receipt (if any), in one statement. Call it last, just before commit: the counter row stays
 * locked until the transaction ends, so every paid invoice of the tenant waits for it, and
 * numbers are gap-free among committed invoices because a rollback undoes the counter too.
 */
export async function numberInvoice(
  tx: Queryable,
  invoice: UnnumberedInvoice,
  receiptEmailId: string | null = null,
): Promise<string> {
  const row = await queryOne<{ number: string }>(
    tx,
    `WITH counter AS (
       UPDATE invoice_sequences SET next_number = next_number + 1 WHERE tenant_id = $1
       RETURNING (next_number - 1)::text AS n
     ), numbered AS (
       UPDATE invoices SET number = 'BRW-' || $3 || '-' || lpad(counter.n, greatest(6, length(counter.n)), '0')
       FROM counter WHERE invoices.tenant_id = $1 AND invoices.id = $2
       RETURNING invoices.number
     ), receipt AS (
       UPDATE outbox_emails
       SET subject = replace(subject, $4, numbered.number), text_body = replace(text_body, $4, numbered.number)
       FROM numbered WHERE outbox_emails.tenant_id = $1 AND outbox_emails.id = $5
     )
     SELECT number FROM numbered`,
    [
      invoice.tenantId,
      invoice.id,
      String(invoice.issuedAt.getUTCFullYear()),
      INVOICE_NUMBER_PLACEHOLDER,
      receiptEmailId,
    ],
  );
  if (!row)
    throw new Error(`invoice ${invoice.id} could not be numbered (tenant ${invoice.tenantId})`);
  return row.number;
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
