import type { Queryable } from '../../db/database';

/** What the billing run did to a failed renewal (decision 0123). */
export type DunningStepKind =
  'grace_entered' | 'retry_scheduled' | 'retry_failed' | 'retry_succeeded' | 'ended_unpaid';

export interface DunningStep {
  tenantId: string;
  userId: string;
  subscriptionId: string;
  step: DunningStepKind;
  attempt?: number | null;
  initiatedBy?: 'schedule' | 'customer' | null;
  failureReason?: string | null;
  retryAt?: Date | null;
  graceEndsAt?: Date | null;
}

/**
 * The one writer of `dunning_steps`, called inside the transaction that takes the step,
 * so the history never says a retry happened that did not (or misses one that did).
 */
export async function recordDunningStep(
  tx: Queryable,
  step: DunningStep,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO dunning_steps (tenant_id, user_id, subscription_id, step, attempt, initiated_by,
       failure_reason, retry_at, grace_ends_at, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      step.tenantId,
      step.userId,
      step.subscriptionId,
      step.step,
      step.attempt ?? null,
      step.initiatedBy ?? null,
      step.failureReason ?? null,
      step.retryAt ?? null,
      step.graceEndsAt ?? null,
      now,
    ],
  );
}
