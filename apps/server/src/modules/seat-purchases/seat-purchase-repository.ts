import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface SeatSubscriptionRow {
  id: string;
  status: string;
  revoked_at: Date | null;
  current_period_start: Date;
  current_period_end: Date;
  payment_source_token: string | null;
  tax_country: string | null;
  tax_region: string | null;
  price_id: string;
  currency: string;
  renewal_amount_minor: number;
  product_name: string;
  license_count: number;
  business_billing: 'legacy' | 'volume' | null;
  user_country: string | null;
}

/** One of the caller's subscriptions with what pricing seats needs; undefined for anyone else's. */
export function findSeatSubscription(
  db: Queryable,
  tenantId: string,
  userId: string,
  subscriptionId: string,
): Promise<SeatSubscriptionRow | undefined> {
  return queryOne<SeatSubscriptionRow>(
    db,
    `SELECT s.id, s.status, s.revoked_at, s.current_period_start, s.current_period_end,
            s.payment_source_token, s.tax_country, s.tax_region, s.price_id, p.currency,
            p.renewal_amount_minor, pr.name AS product_name, u.business_billing,
            u.country AS user_country,
            (SELECT count(*) FROM licenses l WHERE l.subscription_id = s.id)::int AS license_count
       FROM subscriptions s
       JOIN users u ON u.id = s.user_id
       JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE s.tenant_id = $1 AND s.user_id = $2 AND s.id = $3`,
    [tenantId, userId, subscriptionId],
  );
}

export interface SeatPurchaseRow {
  user_id: string;
  subscription_id: string;
  fingerprint: string;
  seats: number;
  currency: string;
  total_minor: number;
  invoice_id: string | null;
  invoice_number: string | null;
}

export function findSeatPurchase(
  db: Queryable,
  tenantId: string,
  purchaseId: string,
): Promise<SeatPurchaseRow | undefined> {
  return queryOne<SeatPurchaseRow>(
    db,
    `SELECT sp.user_id, sp.subscription_id, sp.fingerprint, sp.seats, sp.currency, sp.total_minor,
            sp.invoice_id, i.number AS invoice_number
       FROM seat_purchases sp LEFT JOIN invoices i ON i.id = sp.invoice_id
      WHERE sp.tenant_id = $1 AND sp.purchase_id = $2`,
    [tenantId, purchaseId],
  );
}

/**
 * Claims the purchase id in the caller's transaction. False when another request already
 * recorded it: that request's purchase is the one that counts.
 */
export async function insertSeatPurchase(
  tx: Queryable,
  row: {
    tenantId: string;
    userId: string;
    subscriptionId: string;
    purchaseId: string;
    fingerprint: string;
    seats: number;
    currency: string;
    totalMinor: number;
  },
  now: Date,
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO seat_purchases (tenant_id, user_id, subscription_id, purchase_id, fingerprint, seats,
       currency, total_minor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (tenant_id, purchase_id) DO NOTHING RETURNING id`,
    [
      row.tenantId,
      row.userId,
      row.subscriptionId,
      row.purchaseId,
      row.fingerprint,
      row.seats,
      row.currency,
      row.totalMinor,
      now,
    ],
  );
  return inserted.length === 1;
}

export async function attachInvoice(
  tx: Queryable,
  tenantId: string,
  purchaseId: string,
  invoiceId: string,
): Promise<void> {
  await tx.query(
    `UPDATE seat_purchases SET invoice_id = $3 WHERE tenant_id = $1 AND purchase_id = $2`,
    [tenantId, purchaseId, invoiceId],
  );
}

/** New, unassigned seats on the subscription, created in the purchase's transaction. */
export async function addUnassignedSeats(
  tx: Queryable,
  tenantId: string,
  subscriptionId: string,
  seats: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO licenses (tenant_id, subscription_id, state, assigned_email, created_at)
     SELECT $1, $2, 'unassigned', NULL, $3::timestamptz + n * interval '1 millisecond'
       FROM generate_series(1, $4::int) AS n`,
    [tenantId, subscriptionId, now, seats],
  );
}
