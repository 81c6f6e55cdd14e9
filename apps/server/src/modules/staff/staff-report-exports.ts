import { csvDocument, type CsvValue } from '@burrow/domain/csv';
import { amountOf, amountToDecimalString } from '@burrow/domain/money';
import { utcDay } from '@burrow/domain/business-metrics';
import type { Queryable } from '../../db/database';
import type { ReportScope } from './staff-reports';

/**
 * The accountant's CSV exports (decision 0126): one row per invoice issued, or per refund
 * recorded, in the range (UTC days), amounts as decimal strings in major units beside their
 * currency. No customer email or card digits: the country and the invoice number identify
 * enough for the books.
 */

export type ReportExportKind = 'invoices' | 'refunds';

const money = (minor: string | number, currency: string) =>
  amountToDecimalString(amountOf(Number(minor), currency.trim()));

/** A rate in basis points as a percentage with two decimals: 1900 → "19.00". */
const percent = (basisPoints: number | null): string | null =>
  basisPoints === null
    ? null
    : `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;

export const INVOICE_COLUMNS = [
  'invoice_number',
  'issued_on',
  'paid_on',
  'storefront',
  'customer_country',
  'currency',
  'net',
  'tax_rate_percent',
  'tax',
  'total',
  'prices_include_tax',
  'status',
] as const;

export const REFUND_COLUMNS = [
  'refund_reference',
  'invoice_number',
  'refunded_on',
  'storefront',
  'customer_country',
  'currency',
  'amount',
  'reason',
  'note',
] as const;

export interface ReportExport {
  filename: string;
  body: string;
  rows: number;
}

export async function invoicesCsv(db: Queryable, scope: ReportScope): Promise<ReportExport> {
  const rows = await db.query<{
    number: string;
    issued_at: Date;
    paid_at: Date | null;
    tenant_id: string;
    country: string | null;
    currency: string;
    net_minor: string;
    tax_rate_bp: number | null;
    tax_minor: string;
    total_minor: string;
    tax_inclusive: boolean;
    status: string;
  }>(
    `SELECT i.number, i.issued_at, i.paid_at, i.tenant_id,
            COALESCE(s.tax_country, u.country) AS country, i.currency,
            (i.subtotal_minor - i.discount_minor)::text AS net_minor, i.tax_rate_bp,
            i.tax_minor::text, i.total_minor::text, i.tax_inclusive, i.status
       FROM invoices i
       JOIN users u ON u.id = i.user_id
       LEFT JOIN subscriptions s ON s.id = i.subscription_id
      WHERE i.issued_at >= $2 AND i.issued_at < $3 AND ($1::text IS NULL OR i.tenant_id = $1)
      ORDER BY i.issued_at, i.number`,
    [scope.storefront, scope.start, scope.endExclusive],
  );
  const records: CsvValue[][] = rows.map((row) => [
    row.number,
    utcDay(row.issued_at),
    row.paid_at ? utcDay(row.paid_at) : null,
    row.tenant_id,
    row.country,
    row.currency.trim(),
    money(row.net_minor, row.currency),
    percent(row.tax_rate_bp),
    money(row.tax_minor, row.currency),
    money(row.total_minor, row.currency),
    row.tax_inclusive ? 'yes' : 'no',
    row.status,
  ]);
  return {
    filename: exportFilename('invoices', scope),
    body: csvDocument(INVOICE_COLUMNS, records),
    rows: records.length,
  };
}

/**
 * Every refund the ledger recorded: the reason is where the money-back came from (the
 * customer's money-back request, a staff refund, the provider's dashboard) and, for a staff
 * refund, the reason the staff member gave (from its audit entry).
 */
export async function refundsCsv(db: Queryable, scope: ReportScope): Promise<ReportExport> {
  const rows = await db.query<{
    id: string;
    gateway_reference: string | null;
    number: string | null;
    created_at: Date;
    tenant_id: string;
    country: string | null;
    currency: string;
    amount_minor: string;
    operation_key: string;
    staff_reason: string | null;
  }>(
    `SELECT l.id, l.gateway_reference, i.number, l.created_at, l.tenant_id,
            COALESCE(s.tax_country, u.country) AS country, l.currency, l.amount_minor::text,
            l.operation_key,
            (SELECT a.reason FROM staff_audit_log a
              WHERE a.action = 'refund.created' AND a.after->'answer'->'refund'->>'id' = l.id::text
              ORDER BY a.seq LIMIT 1) AS staff_reason
       FROM ledger_entries l
       JOIN users u ON u.id = l.user_id
       LEFT JOIN invoices i ON i.id = l.invoice_id
       LEFT JOIN subscriptions s ON s.id = l.subscription_id
      WHERE l.kind = 'refund' AND l.created_at >= $2 AND l.created_at < $3
        AND ($1::text IS NULL OR l.tenant_id = $1)
      ORDER BY l.created_at, l.id`,
    [scope.storefront, scope.start, scope.endExclusive],
  );
  const records: CsvValue[][] = rows.map((row) => [
    row.gateway_reference ?? row.id,
    row.number,
    utcDay(row.created_at),
    row.tenant_id,
    row.country,
    row.currency.trim(),
    money(row.amount_minor, row.currency),
    refundSource(row.operation_key),
    row.staff_reason,
  ]);
  return {
    filename: exportFilename('refunds', scope),
    body: csvDocument(REFUND_COLUMNS, records),
    rows: records.length,
  };
}

/** Where a refund came from, read from the operation that wrote its ledger entry. */
function refundSource(operationKey: string): string {
  if (operationKey.startsWith('staff-refund:')) return 'staff_refund';
  if (operationKey.startsWith('refund:')) return 'money_back_request';
  if (operationKey.startsWith('provider-refund:')) return 'provider_dashboard';
  // A charge taken for something that could not be given (a lost race, a stale payment).
  if (operationKey.startsWith('unapplied-refund:')) return 'charge_not_applied';
  return 'other';
}

function exportFilename(kind: ReportExportKind, scope: ReportScope): string {
  const where = scope.storefront ? `-${scope.storefront.replace(/[^A-Za-z0-9_-]/g, '_')}` : '';
  return `burrow-${kind}${where}-${scope.from}-to-${scope.to}.csv`;
}
