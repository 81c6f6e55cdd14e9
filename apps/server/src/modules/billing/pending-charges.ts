import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { GatewayUnavailableError, type ChargeResult } from '../payments/payment-gateway';
import { CLAIM_TTL_MS } from './billing-claims';
import { recordLedgerEntry } from './ledger';

/**
 * A charge of a saved payment source (a renewal, a plan change, more seats), written down
 * before the gateway is asked, so a charge that a crash or a lost answer leaves unrecorded
 * is found again: its owner's retry records it, or the billing run refunds it. A customer
 * never pays for something Burrow did not record (decision 0064).
 */
export interface SavedSourceCharge {
  tenantId: string;
  userId: string;
  subscriptionId: string | null;
  /** The operation's ledger key; the gateway key is derived from it. */
  operationKey: string;
  sourceToken: string;
  amountMinor: number;
  currency: string;
  description: string;
}

/** A charge being made: whoever holds `lock` may call the gateway and settle it. */
export interface HeldCharge extends SavedSourceCharge {
  idempotencyKey: string;
  lock: string;
  /** When the charge was written down, before the gateway was first asked for it. */
  writtenAt: Date;
}

export type ChargeStart =
  | { kind: 'started'; charge: HeldCharge }
  /** Someone else is making this charge now (or crashed making it, until the lease ends). */
  | { kind: 'busy' }
  /** This operation was charged and recorded already. */
  | { kind: 'recorded' };

/** A lease outlives any call to the gateway; an expired one means its holder died. */
export const CHARGE_LEASE_MS = CLAIM_TTL_MS;
/** An operation charged again after refunds gets a fresh gateway key; never more than this. */
const MAX_REISSUES = 10;

interface PendingRow {
  idempotency_key: string;
  tenant_id: string;
  user_id: string;
  subscription_id: string | null;
  operation_key: string;
  source_token: string;
  amount_minor: string | number;
  currency: string;
  description: string;
  lock_token: string | null;
  refunding: boolean;
  settlement: 'recorded' | 'failed' | 'refunded' | null;
  created_at: Date;
}

const COLUMNS = `idempotency_key, tenant_id, user_id, subscription_id, operation_key, source_token,
  amount_minor, currency, description, lock_token, refunding, settlement, created_at`;

function held(row: PendingRow): HeldCharge {
  return {
    idempotencyKey: row.idempotency_key,
    tenantId: row.tenant_id,
    userId: row.user_id,
    subscriptionId: row.subscription_id,
    operationKey: row.operation_key,
    sourceToken: row.source_token,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    description: row.description,
    lock: row.lock_token ?? '',
    writtenAt: new Date(row.created_at),
  };
}

/** Takes the lease of an unsettled charge whose lease is free or expired. */
async function takeLease(
  db: Queryable,
  idempotencyKey: string,
  now: Date,
): Promise<PendingRow | undefined> {
  const [row] = await db.query<PendingRow>(
    `UPDATE pending_charges SET lock_token = $2, locked_until = $3
      WHERE idempotency_key = $1 AND settled_at IS NULL AND (locked_until IS NULL OR locked_until < $4)
      RETURNING ${COLUMNS}`,
    [idempotencyKey, randomUUID(), new Date(now.getTime() + CHARGE_LEASE_MS), now],
  );
  return row;
}

/**
 * Writes the charge down (committed before the gateway is called) and takes its lease. A
 * repeat of an unsettled operation resumes it with the amount and source first written, so
 * the gateway's idempotency key always meets the same parameters; an operation whose
 * earlier charge was refunded or declined is charged afresh under a new key.
 */
export async function startCharge(
  ctx: AppContext,
  charge: SavedSourceCharge,
): Promise<ChargeStart> {
  const { db } = ctx;
  const now = ctx.clock.now();
  for (let issue = 1; issue <= MAX_REISSUES; issue += 1) {
    const key = `${charge.tenantId}:${charge.operationKey}${issue === 1 ? '' : `:${issue}`}`;
    const [inserted] = await db.query<PendingRow>(
      `INSERT INTO pending_charges (idempotency_key, tenant_id, user_id, subscription_id, operation_key, source_token,
         amount_minor, currency, description, lock_token, locked_until, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
      [
        key,
        charge.tenantId,
        charge.userId,
        charge.subscriptionId,
        charge.operationKey,
        charge.sourceToken,
        charge.amountMinor,
        charge.currency,
        charge.description,
        randomUUID(),
        new Date(now.getTime() + CHARGE_LEASE_MS),
        now,
      ],
    );
    if (inserted) return { kind: 'started', charge: held(inserted) };
    const resumed = await takeLease(db, key, now);
    if (resumed && !resumed.refunding) return { kind: 'started', charge: held(resumed) };
    // A refund of it was begun and not finished: finish it, then charge afresh.
    if (resumed && !(await replayAndRefund(ctx, held(resumed)))) {
      throw new GatewayUnavailableError(`the refund of ${key} could not be finished`);
    }
    const [existing] = await db.query<PendingRow>(
      `SELECT ${COLUMNS} FROM pending_charges WHERE idempotency_key = $1`,
      [key],
    );
    if (!existing || existing.settlement === null) return { kind: 'busy' };
    if (existing.settlement === 'recorded') return { kind: 'recorded' };
  }
  throw new Error(`operation ${charge.operationKey} was charged ${MAX_REISSUES} times`);
}

/** Asks the gateway for the charge under its key; the same key never charges twice. */
export function chargeHeld(ctx: AppContext, charge: HeldCharge): Promise<ChargeResult> {
  return ctx.gateway.chargeSource({
    sourceToken: charge.sourceToken,
    amountMinor: charge.amountMinor,
    currency: charge.currency,
    idempotencyKey: charge.idempotencyKey,
    firstAskedAt: charge.writtenAt,
    description: charge.description,
    payer: { tenantId: charge.tenantId, userId: charge.userId },
    metadata: {
      burrow_tenant_id: charge.tenantId,
      burrow_operation: charge.operationKey,
      ...(charge.subscriptionId ? { burrow_subscription_id: charge.subscriptionId } : {}),
    },
  });
}

/**
 * Settles the charge in the caller's transaction (the one that records it, or its
 * decline). False when the lease was lost meanwhile: the caller must roll back.
 */
export async function settleCharge(
  tx: Queryable,
  charge: HeldCharge,
  settlement: 'recorded' | 'failed' | 'refunded',
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE pending_charges SET settlement = $3, settled_at = $4, lock_token = NULL, locked_until = NULL
      WHERE idempotency_key = $1 AND lock_token = $2 AND settled_at IS NULL
        AND ($3 <> 'recorded' OR NOT refunding) RETURNING idempotency_key`,
    [charge.idempotencyKey, charge.lock, settlement, now],
  );
  return rows.length === 1;
}

/** Lets the charge go unsettled (the gateway's answer is unknown): a retry may resume it now. */
export async function releaseCharge(db: Queryable, charge: HeldCharge): Promise<void> {
  await db.query(
    `UPDATE pending_charges SET lock_token = NULL, locked_until = NULL
      WHERE idempotency_key = $1 AND lock_token = $2 AND settled_at IS NULL`,
    [charge.idempotencyKey, charge.lock],
  );
}

/** Thrown when a recording transaction finds its charge settled by someone else. */
export class ChargeLeaseLost extends Error {
  constructor(charge: HeldCharge) {
    super(`the lease of charge ${charge.idempotencyKey} was lost before it was recorded`);
    this.name = 'ChargeLeaseLost';
  }
}

/**
 * Gives back a charge that was taken but cannot be applied (the change went stale, the
 * subscription changed under it): refunds it at the gateway under a key of its own, and
 * writes both movements to the ledger with no invoice, in one transaction with the
 * settlement. An unreachable gateway leaves it unsettled for the billing run.
 */
export async function refundUnapplied(
  ctx: AppContext,
  charge: HeldCharge,
  result: ChargeResult,
): Promise<boolean> {
  if (result.status !== 'succeeded' || !result.chargeId) {
    await ctx.db.transaction((tx) => settleCharge(tx, charge, 'failed', ctx.clock.now()));
    return true;
  }
  // Written down first: a crash during the refund must never let the charge be recorded.
  const marked = await ctx.db.query(
    `UPDATE pending_charges SET refunding = true
      WHERE idempotency_key = $1 AND lock_token = $2 AND settled_at IS NULL RETURNING idempotency_key`,
    [charge.idempotencyKey, charge.lock],
  );
  if (marked.length === 0) return false;
  let refundId: string;
  try {
    const refund = await ctx.gateway.refund({
      chargeId: result.chargeId,
      amountMinor: result.amountMinor,
      idempotencyKey: `refund:${charge.idempotencyKey}`,
    });
    refundId = refund.id;
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      await releaseCharge(ctx.db, charge);
      return false;
    }
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    if (!(await settleCharge(tx, charge, 'refunded', now))) return;
    const entry = {
      tenantId: charge.tenantId,
      userId: charge.userId,
      subscriptionId: charge.subscriptionId,
      invoiceId: null,
      amountMinor: result.amountMinor,
      currency: charge.currency,
      failureReason: null,
    };
    await recordLedgerEntry(
      tx,
      {
        ...entry,
        kind: 'charge',
        gatewayReference: result.chargeId,
        operationKey: `unapplied:${charge.idempotencyKey}`,
      },
      now,
    );
    await recordLedgerEntry(
      tx,
      {
        ...entry,
        kind: 'refund',
        gatewayReference: refundId,
        operationKey: `unapplied-refund:${charge.idempotencyKey}`,
      },
      now,
    );
  });
  return true;
}

/**
 * Asks for a held charge again under its key and refunds it if it went through: for an
 * operation that will not be carried out. False if the gateway could not be reached.
 */
async function replayAndRefund(ctx: AppContext, charge: HeldCharge): Promise<boolean> {
  let result: ChargeResult;
  try {
    result = await chargeHeld(ctx, charge);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    await releaseCharge(ctx.db, charge);
    return false;
  }
  return refundUnapplied(ctx, charge, result);
}

/**
 * A retry of an operation that is refused now (its quote went stale, its subscription
 * ended) gives back whatever an earlier try of it charged before a crash. 'busy' while
 * another request holds one of its charges; 'unavailable' if the gateway did not answer.
 */
export async function refundRefusedOperation(
  ctx: AppContext,
  operation: { tenantId: string; userId: string; operationKey: string },
): Promise<'settled' | 'busy' | 'unavailable'> {
  const unsettled = await ctx.db.query<{ idempotency_key: string }>(
    `SELECT idempotency_key FROM pending_charges
      WHERE tenant_id = $1 AND user_id = $2 AND operation_key = $3 AND settled_at IS NULL`,
    [operation.tenantId, operation.userId, operation.operationKey],
  );
  for (const { idempotency_key: key } of unsettled) {
    const row = await takeLease(ctx.db, key, ctx.clock.now());
    if (!row) return 'busy';
    if (!(await replayAndRefund(ctx, held(row)))) return 'unavailable';
  }
  return 'settled';
}

/**
 * The billing run's sweep: charges still unsettled a lease after they were written down
 * were left by a crash or a lost answer that nobody retried. Each is asked again under its
 * own key (the gateway answers the first result, or charges now if the first call never
 * arrived) and, if it went through, refunded: the operation it paid for was not carried out.
 */
export async function settleStrandedCharges(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const stranded = await ctx.db.query<{ idempotency_key: string }>(
    `SELECT idempotency_key FROM pending_charges
      WHERE settled_at IS NULL AND created_at < $1 AND (locked_until IS NULL OR locked_until < $2)
      ORDER BY created_at LIMIT 100`,
    [new Date(now.getTime() - CHARGE_LEASE_MS), now],
  );
  let settled = 0;
  for (const { idempotency_key: key } of stranded) {
    const row = await takeLease(ctx.db, key, ctx.clock.now());
    if (row && (await replayAndRefund(ctx, held(row)))) settled += 1;
  }
  return settled;
}
