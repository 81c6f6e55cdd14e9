import type { Queryable } from '../../db/database';

/**
 * A one-time discount on a subscription's next renewal: the retention offer the customer
 * accepted (decision 0109), or one only being priced (`offerId` null).
 */
export interface RenewalDiscount {
  offerId: string | null;
  percentOff: number;
}

/**
 * Marks the accepted offer applied by the renewal that `invoiceId` bills, in that renewal's
 * transaction: it was taken off that charge, and no later renewal applies it again.
 */
export async function consumeRetentionDiscount(
  tx: Queryable,
  discount: RenewalDiscount | null,
  invoiceId: string,
  now: Date,
): Promise<void> {
  if (!discount?.offerId) return;
  await tx.query(
    `UPDATE retention_offers SET consumed_at = $2, invoice_id = $3 WHERE id = $1 AND consumed_at IS NULL`,
    [discount.offerId, now, invoiceId],
  );
}
