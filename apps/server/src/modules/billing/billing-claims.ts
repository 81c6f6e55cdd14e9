import { randomUUID } from 'node:crypto';
import type { BillingSystem } from '@burrow/domain/account-deletion';
import type { SubscriptionItemStatus } from '@burrow/domain/subscription-lifecycle';
import type { Queryable } from '../../db/database';

/** A claim lasts longer than any charge takes; an expired one means its worker died. */
export const CLAIM_TTL_MS = 5 * 60_000;

export interface ClaimedSubscription {
  id: string;
  tenant_id: string;
  user_id: string;
  price_id: string;
  billing_system: BillingSystem;
  status: SubscriptionItemStatus;
  auto_billing_enabled: boolean;
  payment_source_token: string | null;
  current_period_start: Date;
  current_period_end: Date;
  auto_bill_failed_on: Date | null;
  next_retry_at: Date | null;
  dunning_attempts: number;
  /** Retries the customer started (decision 0055): each needs a gateway key of its own. */
  customer_retry_attempts: number;
  hard_declined: boolean;
  tax_country: string | null;
  tax_region: string | null;
  billing_claim: string;
}

/**
 * Claims up to `limit` subscriptions with billing work due at `now`. The inner SELECT takes
 * row locks with SKIP LOCKED and the claim is committed at once, so concurrent runs on
 * PostgreSQL split the work and no lock is held while the gateway is called.
 */
export async function claimDueSubscriptions(
  db: Queryable,
  now: Date,
  retryDays: readonly number[],
  limit: number,
  /** Only this subscription (a customer asked to retry now). */
  onlySubscriptionId?: string,
): Promise<ClaimedSubscription[]> {
  const claim = randomUUID();
  // A failed renewal with no retry scheduled (a hard decline) is due when its grace ends, and
  // so is a plan billed elsewhere, from its paid-through date (`billedElsewhereHasLapsed`).
  const graceDays = retryDays[retryDays.length - 1] ?? 0;
  const graceCutoff = new Date(now.getTime() - graceDays * 86_400_000);
  return db.query<ClaimedSubscription>(
    `UPDATE subscriptions s SET billing_claim = $1, billing_claimed_until = $2
       FROM (
         SELECT id FROM subscriptions
          WHERE revoked_at IS NULL AND ($6::uuid IS NULL OR id = $6::uuid)
            AND status IN ('active', 'in_trial', 'non_renewing')
            AND (billing_claimed_until IS NULL OR billing_claimed_until < $3)
            AND (
              (billing_system = 'burrow' AND (
                (auto_bill_failed_on IS NULL AND current_period_end <= $3)
                OR (auto_bill_failed_on IS NOT NULL AND next_retry_at <= $3)
                OR (auto_bill_failed_on IS NOT NULL AND next_retry_at IS NULL AND auto_bill_failed_on <= $5)
              ))
              OR (billing_system <> 'burrow' AND current_period_end <= $5)
            )
          ORDER BY current_period_end, id
          LIMIT $4
          FOR UPDATE SKIP LOCKED
       ) due
      WHERE s.id = due.id
      RETURNING s.id, s.tenant_id, s.user_id, s.price_id, s.billing_system, s.status, s.auto_billing_enabled, s.payment_source_token,
                s.current_period_start, s.current_period_end, s.auto_bill_failed_on, s.next_retry_at,
                s.dunning_attempts, s.customer_retry_attempts, s.hard_declined, s.tax_country, s.tax_region,
                s.billing_claim`,
    [
      claim,
      new Date(now.getTime() + CLAIM_TTL_MS),
      now,
      limit,
      graceCutoff,
      onlySubscriptionId ?? null,
    ],
  );
}

/** Gives a claimed subscription back without changes (nothing was due after all). */
export async function releaseClaim(
  db: Queryable,
  subscriptionId: string,
  claim: string,
): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET billing_claim = NULL, billing_claimed_until = NULL WHERE id = $1 AND billing_claim = $2`,
    [subscriptionId, claim],
  );
}

/**
 * Claims one subscription whatever is due, for a change the customer asked for (a plan
 * change): while claimed, no billing run renews or expires it under the change.
 */
export async function claimSubscription(
  db: Queryable,
  subscriptionId: string,
  now: Date,
): Promise<string | null> {
  const claim = randomUUID();
  const rows = await db.query(
    `UPDATE subscriptions SET billing_claim = $2, billing_claimed_until = $3
      WHERE id = $1 AND (billing_claimed_until IS NULL OR billing_claimed_until < $4) RETURNING id`,
    [subscriptionId, claim, new Date(now.getTime() + CLAIM_TTL_MS), now],
  );
  return rows.length === 1 ? claim : null;
}
