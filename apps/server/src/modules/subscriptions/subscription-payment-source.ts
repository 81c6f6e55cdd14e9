import type { PaymentMethod } from '@burrow/domain/payment-method';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

/**
 * Which saved payment source a subscription renews on: the payment-methods module changes
 * it through these functions, never through the table. "Renewing" subscriptions are the
 * live ones Burrow bills itself and may renew automatically; ended, revoked, store-billed
 * and gift-card ones keep the method they were bought with, as history.
 */
const RENEWING = `billing_system = 'burrow' AND supports_autobill AND revoked_at IS NULL
  AND status IN ('future', 'in_trial', 'active', 'non_renewing', 'paused')`;

export interface RenewingSubscriptionRow {
  id: string;
  payment_source_token: string | null;
  auto_billing_enabled: boolean;
  auto_bill_failed_on: Date | null;
}

export function listRenewingSubscriptions(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<RenewingSubscriptionRow[]> {
  return db.query<RenewingSubscriptionRow>(
    `SELECT id, payment_source_token, auto_billing_enabled, auto_bill_failed_on FROM subscriptions
      WHERE tenant_id = $1 AND user_id = $2 AND ${RENEWING} ORDER BY purchased_at, id`,
    [tenantId, userId],
  );
}

export interface ChargedSource {
  token: string;
  /** docs/product.md#payment-methods value the subscription shows as its next payment method. */
  paymentMethod: PaymentMethod;
  brand: string | null;
  last4: string | null;
}

/**
 * Points the customer's renewing subscriptions at `source` — all of them, or only those
 * charging `fromToken` — and answers which changed, with their dunning state, so the
 * caller can retry a failed renewal on the new method.
 */
export function chargeSubscriptionsWith(
  tx: Queryable,
  tenantId: string,
  userId: string,
  source: ChargedSource,
  fromToken: string | null,
  now: Date,
): Promise<{ id: string; auto_bill_failed_on: Date | null }[]> {
  return tx.query(
    `UPDATE subscriptions SET payment_source_token = $3, payment_method = $4, card_brand = $5, card_last4 = $6,
            updated_at = $7
      WHERE tenant_id = $1 AND user_id = $2 AND ${RENEWING}
        AND payment_source_token IS DISTINCT FROM $3 AND ($8::text IS NULL OR payment_source_token = $8)
      RETURNING id, auto_bill_failed_on`,
    [
      tenantId,
      userId,
      source.token,
      source.paymentMethod,
      source.brand,
      source.last4,
      now,
      fromToken,
    ],
  );
}

/**
 * The customer removed the last saved method: renewing subscriptions that charged it (autobill
 * is off on them, or the removal would have been refused) no longer have a saved source;
 * turning autobill back on asks for a new one.
 */
export async function dropPaymentSource(
  tx: Queryable,
  tenantId: string,
  userId: string,
  token: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET payment_source_token = NULL, card_brand = NULL, card_last4 = NULL, updated_at = $4
      WHERE tenant_id = $1 AND user_id = $2 AND ${RENEWING} AND payment_source_token = $3`,
    [tenantId, userId, token, now],
  );
}

/**
 * The provider detached the only method these subscriptions could renew on (decision 0084):
 * autobill goes off, as it must be before a customer may remove their last card, so the
 * plan runs to its paid-through date and turning autobill on asks for a new method.
 */
export async function stopAutobillOn(
  tx: Queryable,
  tenantId: string,
  userId: string,
  token: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET auto_billing_enabled = false, updated_at = $4
      WHERE tenant_id = $1 AND user_id = $2 AND ${RENEWING} AND payment_source_token = $3`,
    [tenantId, userId, token, now],
  );
}

/**
 * The card networks updated a saved card (decision 0084): every subscription that charges
 * it shows its new brand and last four, whatever its state (the token is the same card).
 */
export async function showUpdatedCard(
  tx: Queryable,
  token: string,
  card: { brand: string | null; last4: string | null },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET card_brand = $2, card_last4 = $3, updated_at = $4 WHERE payment_source_token = $1`,
    [token, card.brand, card.last4, now],
  );
}

/** The currency the customer is billed in: that of their newest Burrow subscription. */
export async function billingCurrencyOf(
  db: Queryable,
  tenantId: string,
  userId: string,
): Promise<string | null> {
  const row = await queryOne<{ currency: string }>(
    db,
    `SELECT p.currency FROM subscriptions s JOIN prices p ON p.tenant_id = s.tenant_id AND p.id = s.price_id
      WHERE s.tenant_id = $1 AND s.user_id = $2 AND s.billing_system = 'burrow'
      ORDER BY s.purchased_at DESC, s.id LIMIT 1`,
    [tenantId, userId],
  );
  return row?.currency.trim() ?? null;
}
