import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

export interface GiftCardRow {
  code: string;
  price_id: string;
  product_id: string;
  product_name: string;
  tier: string;
  billing_cycle_months: number;
  currency: string;
  amount_minor: number;
  expires_at: Date | null;
  redeemed_at: Date | null;
}

export function findGiftCard(db: Queryable, tenantId: string, code: string) {
  return queryOne<GiftCardRow>(
    db,
    `SELECT g.code, g.price_id, p.product_id, pr.name AS product_name, pr.tier, p.billing_cycle_months, p.currency,
            p.amount_minor, g.expires_at, g.redeemed_at
       FROM gift_cards g
       JOIN prices p ON p.tenant_id = g.tenant_id AND p.id = g.price_id
       JOIN products pr ON pr.tenant_id = p.tenant_id AND pr.id = p.product_id
      WHERE g.tenant_id = $1 AND g.code = $2`,
    [tenantId, code],
  );
}

/** Marks the card redeemed unless someone else just did: the conditional UPDATE is the lock. */
export async function markGiftCardRedeemed(
  db: Queryable,
  tenantId: string,
  code: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE gift_cards SET redeemed_at = $4, redeemed_by = $3
      WHERE tenant_id = $1 AND code = $2 AND redeemed_at IS NULL AND (expires_at IS NULL OR expires_at > $4)
      RETURNING code`,
    [tenantId, code, userId, now],
  );
  return rows.length === 1;
}

export async function linkGiftCardSubscription(
  db: Queryable,
  tenantId: string,
  code: string,
  subscriptionId: string,
) {
  await db.query(`UPDATE gift_cards SET subscription_id = $3 WHERE tenant_id = $1 AND code = $2`, [
    tenantId,
    code,
    subscriptionId,
  ]);
}
