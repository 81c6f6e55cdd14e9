import type { AccountDeletion } from '@burrow/contract/account-settings';
import { deletionBlockers, deletionCompletesAt } from '@burrow/domain/account-deletion';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { logBusinessEvent } from '../../platform/business-events';
import { AppError } from '../../platform/errors';
import {
  resumeRenewalsAfterClosure,
  stopRenewalsForClosure,
  subscriptionsForClosure,
} from '../billing/account-closure';
import { deleteDeliveredEmails } from '../notifications/account-erasure';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import {
  cancelPendingDeletion,
  claimDueDeletion,
  findPendingDeletion,
  forgetFarewells,
  insertPendingDeletion,
  pendingFarewells,
  recordCompletedDeletion,
  type DeletionRow,
} from './account-deletion-repository';
import { eraseAccount } from './account-erasure';
import { callerAccount, confirmAccountOwner, type AccountCaller } from './account-owner';
import { findUserById, type UserRow } from './user-repository';

/** Where emails send the customer to see or cancel their deletion. */
function accountUrl(caller: { appOrigin: string }): string {
  return `${caller.appOrigin}/account-billing`;
}

/** The subscriptions that must be cancelled where they were bought before the account can go. */
async function blockersOf(db: Queryable, tenantId: string, userId: string, now: Date) {
  const subscriptions = await subscriptionsForClosure(db, tenantId, userId);
  return deletionBlockers(subscriptions, now).map((blocker) => ({
    subscription_id: blocker.id,
    plan_name: subscriptions.find((sub) => sub.id === blocker.id)?.planName ?? '',
    cancel_at: blocker.cancelAt,
  }));
}

async function stateOf(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  pending: DeletionRow | undefined,
): Promise<AccountDeletion> {
  return {
    status: pending ? 'pending' : 'none',
    requested_at: pending?.requested_at.toISOString() ?? null,
    completes_at: pending?.completes_at.toISOString() ?? null,
    grace_period_days: ctx.config.accountDeletionGraceDays,
    blocking_subscriptions: await blockersOf(ctx.db, tenantId, userId, ctx.clock.now()),
  };
}

async function refuseWhileBlocked(ctx: AppContext, tenantId: string, userId: string) {
  const blocking = await blockersOf(ctx.db, tenantId, userId, ctx.clock.now());
  if (blocking.length === 0) return;
  throw new AppError(
    409,
    'account_deletion_blocked',
    'Cancel the subscriptions billed by the App Store, Google Play or another seller there first: we cannot stop their payments for you.',
    { subscriptions: blocking },
  );
}

/** `GET /api/v2/users/deletion`: whether a deletion is pending, and what would block one. */
export async function deletionState(
  ctx: AppContext,
  caller: AccountCaller,
): Promise<AccountDeletion> {
  const user = await callerAccount(ctx, caller);
  const pending = await findPendingDeletion(ctx.db, caller.tenantId, user.id);
  return stateOf(ctx, caller.tenantId, user.id, pending);
}

class AlreadyPending extends Error {}

/** Whose deletion, and where its emails send them. */
export interface DeletionSubject {
  tenantId: string;
  user: UserRow;
  appOrigin: string;
}

/** Work a caller does in the same transaction as the change (the console's audit entry). */
export type DeletionHook = (tx: Queryable, deletion: DeletionRow, now: Date) => Promise<void>;

/**
 * Starts a deletion (decision 0043), the one way for the customer and for staff: refused
 * while a subscription billed by someone else still renews; Burrow's own renewals stop now;
 * the `deletion_requested` email is queued. Answers the pending request and whether this
 * call made it (false when one was already pending: nothing is changed or sent).
 */
export async function beginAccountDeletion(
  ctx: AppContext,
  subject: DeletionSubject,
  within?: DeletionHook,
): Promise<{ pending: DeletionRow; created: boolean }> {
  const { tenantId, user } = subject;
  const existing = await findPendingDeletion(ctx.db, tenantId, user.id);
  if (existing) return { pending: existing, created: false };
  await refuseWhileBlocked(ctx, tenantId, user.id);
  const graceDays = ctx.config.accountDeletionGraceDays;
  try {
    const pending = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const stopped = await stopRenewalsForClosure(tx, tenantId, user.id, now);
      const inserted = await insertPendingDeletion(tx, {
        tenantId,
        userId: user.id,
        requestedAt: now,
        completesAt: deletionCompletesAt(now, graceDays),
        stoppedRenewals: stopped,
      });
      // A concurrent request won: undo this one's renewal changes with the transaction.
      if (!inserted) throw new AlreadyPending();
      await enqueueEmail(
        tx,
        {
          tenantId,
          to: user.email,
          ...renderEmail(user.locale, {
            kind: 'deletion_requested',
            completesOn: inserted.completes_at,
            graceDays,
            accountUrl: accountUrl(subject),
          }),
        },
        now,
      );
      if (within) await within(tx, inserted, now);
      return inserted;
    });
    logBusinessEvent(ctx.log, 'account_deletion.requested', {
      tenantId,
      customerId: user.id,
      completesAt: pending.completes_at.toISOString(),
    });
    return { pending, created: true };
  } catch (error) {
    if (!(error instanceof AlreadyPending)) throw error;
    const won = await findPendingDeletion(ctx.db, tenantId, user.id);
    if (!won) throw error;
    return { pending: won, created: false };
  }
}

/**
 * Cancels a pending deletion, the one way for the customer and for staff: the renewals it
 * turned off are turned back on and the `deletion_cancelled` email is queued. Undefined
 * when none was pending (nothing is changed or sent).
 */
export async function endAccountDeletion(
  ctx: AppContext,
  subject: DeletionSubject,
  within?: DeletionHook,
): Promise<DeletionRow | undefined> {
  const ended = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const cancelled = await cancelPendingDeletion(tx, subject.tenantId, subject.user.id, now);
    if (!cancelled) return undefined;
    await resumeRenewalsAfterClosure(tx, cancelled.stopped_renewals, now);
    await enqueueEmail(
      tx,
      {
        tenantId: subject.tenantId,
        to: subject.user.email,
        ...renderEmail(subject.user.locale, {
          kind: 'deletion_cancelled',
          accountUrl: accountUrl(subject),
        }),
      },
      now,
    );
    if (within) await within(tx, cancelled, now);
    return cancelled;
  });
  if (ended)
    logBusinessEvent(ctx.log, 'account_deletion.cancelled', {
      tenantId: subject.tenantId,
      customerId: subject.user.id,
    });
  return ended;
}

/**
 * `PUT`: asks for the account to be deleted when the grace period ends (decision 0043).
 * Refused while a subscription billed by someone else still renews. Burrow's own renewals
 * stop now, so nothing is charged while the request waits; sessions stay, so the customer
 * can cancel. Asking again while a request is pending answers it unchanged.
 */
export async function requestDeletion(
  ctx: AppContext,
  caller: AccountCaller,
  password: string,
): Promise<AccountDeletion> {
  const user = await callerAccount(ctx, caller);
  await confirmAccountOwner(ctx, caller, user, password, 'password');
  const { pending } = await beginAccountDeletion(ctx, {
    tenantId: caller.tenantId,
    user,
    appOrigin: caller.appOrigin,
  });
  return stateOf(ctx, caller.tenantId, user.id, pending);
}

/**
 * `PATCH`: cancels the pending deletion. No password: keeping an account is never the
 * dangerous direction. Renewals the request turned off are turned back on.
 */
export async function cancelDeletion(
  ctx: AppContext,
  caller: AccountCaller,
): Promise<AccountDeletion> {
  const user = await callerAccount(ctx, caller);
  const cancelled = await endAccountDeletion(ctx, {
    tenantId: caller.tenantId,
    user,
    appOrigin: caller.appOrigin,
  });
  if (!cancelled) {
    throw new AppError(404, 'no_pending_deletion', 'There is no account deletion to cancel.');
  }
  return deletionState(ctx, caller);
}

/**
 * `DELETE`: deletes the account now, whether or not a request is pending: subscriptions
 * end, every session ends (the route clears the cookie), personal data is erased and a
 * farewell email is sent.
 */
export async function deleteAccountNow(
  ctx: AppContext,
  caller: AccountCaller,
  password: string,
): Promise<AccountDeletion> {
  const user = await callerAccount(ctx, caller);
  await confirmAccountOwner(ctx, caller, user, password, 'password');
  await refuseWhileBlocked(ctx, caller.tenantId, user.id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const farewellEmailId = await eraseAccount(tx, caller.tenantId, user, now);
    await recordCompletedDeletion(tx, {
      tenantId: caller.tenantId,
      userId: user.id,
      now,
      farewellEmailId,
    });
  });
  logBusinessEvent(ctx.log, 'account_deletion.completed', {
    tenantId: caller.tenantId,
    customerId: user.id,
    reason: 'deleted_now',
  });
  return {
    status: 'completed',
    requested_at: now.toISOString(),
    completes_at: now.toISOString(),
    grace_period_days: ctx.config.accountDeletionGraceDays,
    blocking_subscriptions: [],
  };
}

export interface DeletionRunSummary {
  completed: number;
  /** Due, but a store subscription renews again: left pending until it is cancelled. */
  blocked: number;
}

/**
 * The housekeeping job's part: carries out every deletion whose grace period has ended at
 * the clock's now, one transaction each, then drops farewell emails already delivered.
 * Several servers can run it at once: due rows are claimed with SKIP LOCKED.
 */
export async function completeDueDeletions(ctx: AppContext): Promise<DeletionRunSummary> {
  const summary: DeletionRunSummary = { completed: 0, blocked: 0 };
  const seen: string[] = [];
  for (;;) {
    let erased: { tenantId: string; customerId: string } | undefined;
    const outcome = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const due = await claimDueDeletion(tx, now, seen);
      if (!due) return 'none' as const;
      seen.push(due.id);
      const user = await findUserById(tx, due.tenant_id, due.user_id);
      // Gone already (the row was removed by hand): nothing left to erase.
      if (!user) return 'skipped' as const;
      if ((await blockersOf(tx, due.tenant_id, user.id, now)).length > 0) return 'blocked' as const;
      const farewellEmailId = await eraseAccount(tx, due.tenant_id, user, now);
      await recordCompletedDeletion(tx, {
        tenantId: due.tenant_id,
        userId: user.id,
        now,
        farewellEmailId,
      });
      erased = { tenantId: due.tenant_id, customerId: user.id };
      return 'completed' as const;
    });
    if (outcome === 'none') break;
    if (erased)
      logBusinessEvent(ctx.log, 'account_deletion.completed', {
        ...erased,
        reason: 'grace_period_ended',
      });
    if (outcome !== 'skipped') summary[outcome] += 1;
  }
  const delivered = await deleteDeliveredEmails(ctx.db, await pendingFarewells(ctx.db));
  await forgetFarewells(ctx.db, delivered);
  return summary;
}
