import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { HOLIDAY_ESIM_MIN_CYCLE_MONTHS, requestHolidayEsim } from '../esim/esim-requests';
import {
  enqueueSubscriptionCreated,
  type ChangedSubscription,
} from '../outbound-webhooks/entitlement-snapshot';

export interface NewSubscription {
  tenantId: string;
  userId: string;
  offerId: string;
  planPriceId: string;
  addons: { productId: string; priceId: string }[];
  /** 'standard', or a free-trial type such as 'multi_device_free_trial'. */
  type: string;
  inTrial: boolean;
  paymentMethod: 'CreditCard' | 'PayPal' | 'ApplePay' | 'GooglePay' | 'gift_card' | 'None';
  /** A prepaid (gift-card) subscription has nothing to charge and does not renew by itself. */
  autoBilling: boolean;
  /** Where the order came from (docs/product.md#attribution-and-marketing-consent: utm, affiliate, partner, channel). */
  attribution: Record<string, unknown> | null;
  card: { brand: string | null; last4: string | null };
  paymentSourceToken: string | null;
  periodStart: Date;
  periodEnd: Date;
  /** Where the buyer lives, so renewals are taxed like the purchase. */
  taxCountry: string | null;
  taxRegion: string | null;
}

/**
 * Writes a purchased subscription with its add-ons and a fresh device-setup token, in the
 * purchase's transaction — every new subscription (checkout, win-back, gift card, a staff
 * complimentary grant of decision 0121) is written here. A paid plan billed yearly or
 * longer comes with the holiday eSIM: its fulfilment request is recorded here too
 * (decision 0094); a free trial gets none.
 */
export async function createPurchasedSubscription(
  tx: Queryable,
  input: NewSubscription,
  now: Date,
): Promise<{ id: string; addonIds: string[] }> {
  // The row as written, for its event, and the plan's cycle, for the holiday eSIM.
  const row = await queryOne<ChangedSubscription & { billing_cycle_months: number | null }>(
    tx,
    `INSERT INTO subscriptions (tenant_id, user_id, price_id, offer_id, type, status, billing_system,
       auto_billing_enabled, supports_autobill, payment_method, card_brand, card_last4, payment_source_token,
       current_period_start, current_period_end, purchased_at, setup_link_token, attribution, tax_country, tax_region,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'burrow', $15, $15, $7, $8, $9, $10, $11, $12, $13, $14, $16, $17, $18, $13, $13)
     RETURNING id, tenant_id, user_id, status, price_id, current_period_end, revoked_at,
       (SELECT billing_cycle_months FROM prices WHERE tenant_id = $1 AND id = $3) AS billing_cycle_months`,
    [
      input.tenantId,
      input.userId,
      input.planPriceId,
      input.offerId,
      input.type,
      input.inTrial ? 'in_trial' : 'active',
      input.paymentMethod,
      input.card.brand,
      input.card.last4,
      input.paymentSourceToken,
      input.periodStart,
      input.periodEnd,
      now,
      randomBytes(16).toString('base64url'),
      input.autoBilling,
      input.attribution ? JSON.stringify(input.attribution) : null,
      input.taxCountry,
      input.taxRegion,
    ],
  );
  if (!row) throw new Error('subscription insert returned no row');
  const addonIds: string[] = [];
  for (const addon of input.addons) {
    const added = await queryOne<{ id: string }>(
      tx,
      `INSERT INTO subscription_addons (tenant_id, subscription_id, product_id, price_id, status, created_at)
       VALUES ($1, $2, $3, $4, 'ACTIVE', $5) RETURNING id`,
      [input.tenantId, row.id, addon.productId, addon.priceId, now],
    );
    if (added) addonIds.push(added.id);
  }
  const { billing_cycle_months: cycleMonths, ...written } = row;
  await enqueueSubscriptionCreated(tx, written, now);
  if (!input.inTrial && (cycleMonths ?? 0) >= HOLIDAY_ESIM_MIN_CYCLE_MONTHS) {
    await requestHolidayEsim(
      tx,
      { tenantId: input.tenantId, userId: input.userId, subscriptionId: row.id },
      now,
    );
  }
  return { id: row.id, addonIds };
}
