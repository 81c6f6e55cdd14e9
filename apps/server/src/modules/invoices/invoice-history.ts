import type { Invoice } from '@burrow/contract/invoices';
import { makeKrn } from '@burrow/domain/krn';
import { amountOf } from '@burrow/domain/money';
import type { Queryable } from '../../db/database';

interface InvoiceRow {
  id: string;
  number: string;
  status: Invoice['status'];
  subscription_id: string | null;
  currency: string;
  subtotal_minor: number;
  discount_minor: number;
  tax_minor: number;
  tax_rate_bp: number | null;
  tax_inclusive: boolean;
  total_minor: number;
  issued_at: Date;
  paid_at: Date | null;
  period_start: Date | null;
  period_end: Date | null;
}

interface LineRow {
  invoice_id: string;
  description: string;
  amount_minor: number;
}

/** A customer's invoices, newest first, with their lines (payment history). */
export async function listCustomerInvoices(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<Invoice[]> {
  const invoices = await db.query<InvoiceRow>(
    `SELECT id, number, status, subscription_id, currency, subtotal_minor, discount_minor, tax_minor,
            tax_rate_bp, tax_inclusive, total_minor, issued_at, paid_at, period_start, period_end
       FROM invoices WHERE tenant_id = $1 AND user_id = $2 ORDER BY issued_at DESC, number DESC`,
    [tenantId, userId],
  );
  if (invoices.length === 0) return [];
  const lines = await db.query<LineRow>(
    // A line as issued in the invoice's language (decision 0111); older invoices kept English only.
    `SELECT invoice_id, COALESCE(localized_description, description) AS description, amount_minor
       FROM invoice_lines WHERE invoice_id = ANY($1::uuid[]) ORDER BY position`,
    [invoices.map((i) => i.id)],
  );
  return invoices.map((row) => {
    const money = (minor: number) => amountOf(minor, row.currency);
    return {
      id: row.id,
      krn: makeKrn('invoice', row.id),
      number: row.number,
      status: row.status,
      subscription_id: row.subscription_id,
      issued_at: row.issued_at.toISOString(),
      paid_at: row.paid_at?.toISOString() ?? null,
      period_start: row.period_start?.toISOString() ?? null,
      period_end: row.period_end?.toISOString() ?? null,
      subtotal: money(row.subtotal_minor),
      discount: money(row.discount_minor),
      tax: money(row.tax_minor),
      tax_rate: row.tax_rate_bp === null ? null : row.tax_rate_bp / 100,
      tax_inclusive: row.tax_inclusive,
      total: money(row.total_minor),
      lines: lines
        .filter((line) => line.invoice_id === row.id)
        .map((line) => ({ description: line.description, amount: money(line.amount_minor) })),
    };
  });
}
