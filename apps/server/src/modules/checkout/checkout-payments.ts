import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ServerInstance } from '../../platform/server-instance';

/**
 * A checkout's payment written down before it is captured (decision 0072), the way
 * `billing/pending-charges.ts` writes down a charge of a saved method: whoever holds it may
 * capture the intent and record the purchase, and the transaction that records it settles
 * it. A capture that a crash leaves unrecorded is found again — by the buyer's retry (any
 * attempt id, same purchase), or by the billing run's sweep, which gives the money back.
 */
export interface HeldPayment {
  tenantId: string;
  paymentIntentId: string;
  lock: string;
}

export type PaymentHold =
  | { kind: 'held'; payment: HeldPayment }
  /** Another live process is capturing or recording it now. */
  | { kind: 'busy' }
  /** It was written down for another purchase (other items, another buyer). */
  | { kind: 'other_purchase' }
  /** Recorded, refunded or released already (or a refund of it has begun). */
  | { kind: 'settled' };

/** A holder's lease: longer than any capture; a holder known to be gone loses it at once. */
export const PAYMENT_LEASE_MS = 60_000;

interface PaymentRow {
  /** NULL: written down from the provider's webhook, for no purchase yet (decision 0084). */
  purchase_hash: string | null;
  buyer_user_id: string | null;
  holder: string | null;
  lock_token: string | null;
  locked_until: Date | null;
  refunding: boolean;
  settlement: 'recorded' | 'refunded' | 'released' | null;
}

/** The purchase a checkout payment is held for. */
export interface CheckoutPaymentInput {
  tenantId: string;
  paymentIntentId: string;
  purchaseHash: string;
  buyerUserId: string | null;
  amountMinor: number;
  currency: string;
}

/**
 * Writes the payment down (committed before the gateway is asked to capture) and takes it.
 * A payment already written down for the same purchase is taken over when its holder is
 * gone or its lease ran out: the capture is keyed by the intent, so it never charges twice.
 */
export async function holdCheckoutPayment(
  db: Queryable,
  instance: ServerInstance,
  input: CheckoutPaymentInput,
  now: Date,
): Promise<PaymentHold> {
  const lock = randomUUID();
  const leaseEnd = new Date(now.getTime() + PAYMENT_LEASE_MS);
  const payment = { tenantId: input.tenantId, paymentIntentId: input.paymentIntentId, lock };
  const inserted = await db.query(
    `INSERT INTO checkout_payments (tenant_id, payment_intent_id, purchase_hash, buyer_user_id, amount_minor,
       currency, holder, lock_token, locked_until, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (tenant_id, payment_intent_id) DO NOTHING RETURNING payment_intent_id`,
    [
      input.tenantId,
      input.paymentIntentId,
      input.purchaseHash,
      input.buyerUserId,
      input.amountMinor,
      input.currency,
      instance.id,
      lock,
      leaseEnd,
      now,
    ],
  );
  if (inserted.length === 1) return { kind: 'held', payment };
  const [row] = await db.query<PaymentRow>(
    `SELECT purchase_hash, buyer_user_id, holder, lock_token, locked_until, refunding, settlement
       FROM checkout_payments WHERE tenant_id = $1 AND payment_intent_id = $2`,
    [input.tenantId, input.paymentIntentId],
  );
  if (!row) return { kind: 'busy' };
  if (row.settlement !== null || row.refunding) return { kind: 'settled' };
  if (row.purchase_hash === null) return adoptProviderReported(db, instance, input, payment, now);
  if (row.purchase_hash !== input.purchaseHash || row.buyer_user_id !== input.buyerUserId) {
    return { kind: 'other_purchase' };
  }
  const free =
    row.lock_token === null ||
    (row.locked_until !== null && row.locked_until < now) ||
    (await instance.isGone(row.holder));
  if (!free) return { kind: 'busy' };
  const taken = await db.query(
    `UPDATE checkout_payments SET holder = $3, lock_token = $4, locked_until = $5
      WHERE tenant_id = $1 AND payment_intent_id = $2 AND settled_at IS NULL AND NOT refunding
        AND lock_token IS NOT DISTINCT FROM $6 RETURNING payment_intent_id`,
    [input.tenantId, input.paymentIntentId, instance.id, lock, leaseEnd, row.lock_token],
  );
  return taken.length === 1 ? { kind: 'held', payment } : { kind: 'busy' };
}

/**
 * The provider told us of this intent before the buyer's checkout came (its webhook wrote
 * it down with no purchase, so the sweep would give it back): the buyer's purchase claims
 * it, unless the sweep holds it now.
 */
async function adoptProviderReported(
  db: Queryable,
  instance: ServerInstance,
  input: CheckoutPaymentInput,
  payment: HeldPayment,
  now: Date,
): Promise<PaymentHold> {
  const adopted = await db.query(
    `UPDATE checkout_payments SET purchase_hash = $3, buyer_user_id = $4, amount_minor = $5, currency = $6,
       holder = $7, lock_token = $8, locked_until = $9
      WHERE tenant_id = $1 AND payment_intent_id = $2 AND purchase_hash IS NULL AND settled_at IS NULL
        AND NOT refunding AND (lock_token IS NULL OR locked_until < $10) RETURNING payment_intent_id`,
    [
      input.tenantId,
      input.paymentIntentId,
      input.purchaseHash,
      input.buyerUserId,
      input.amountMinor,
      input.currency,
      instance.id,
      payment.lock,
      new Date(now.getTime() + PAYMENT_LEASE_MS),
      now,
    ],
  );
  return adopted.length === 1 ? { kind: 'held', payment } : { kind: 'busy' };
}

/**
 * First in the transaction that records the purchase: locks the payment's row until commit
 * (the sweep and any other holder wait, then find it settled). Throws when the hold was lost.
 */
export async function lockHeldPayment(tx: Queryable, payment: HeldPayment): Promise<void> {
  const rows = await tx.query(
    `SELECT payment_intent_id FROM checkout_payments
      WHERE tenant_id = $1 AND payment_intent_id = $2 AND lock_token = $3 AND settled_at IS NULL
        AND NOT refunding FOR UPDATE`,
    [payment.tenantId, payment.paymentIntentId, payment.lock],
  );
  if (rows.length !== 1) throw new PaymentHoldLost(payment);
}

/**
 * Settles the payment as recorded, in the transaction that records the purchase (after
 * `lockHeldPayment`), with the answer a retry of the purchase gets. Throws when the hold
 * was lost, so the transaction rolls back.
 */
export async function settleRecorded(
  tx: Queryable,
  payment: HeldPayment,
  purchase: { userId: string; response: unknown },
  now: Date,
): Promise<void> {
  const rows = await tx.query(
    `UPDATE checkout_payments SET settlement = 'recorded', settled_at = $4, user_id = $5, response = $6,
       holder = NULL, lock_token = NULL, locked_until = NULL
      WHERE tenant_id = $1 AND payment_intent_id = $2 AND lock_token = $3 AND settled_at IS NULL
        AND NOT refunding RETURNING payment_intent_id`,
    [
      payment.tenantId,
      payment.paymentIntentId,
      payment.lock,
      now,
      purchase.userId,
      JSON.stringify(purchase.response),
    ],
  );
  if (rows.length !== 1) throw new PaymentHoldLost(payment);
}

/** Marks a held payment as being refunded (committed before the refund is asked for). */
export async function markRefunding(db: Queryable, payment: HeldPayment): Promise<boolean> {
  const rows = await db.query(
    `UPDATE checkout_payments SET refunding = true
      WHERE tenant_id = $1 AND payment_intent_id = $2 AND lock_token = $3 AND settled_at IS NULL
      RETURNING payment_intent_id`,
    [payment.tenantId, payment.paymentIntentId, payment.lock],
  );
  return rows.length === 1;
}

/** Settles a held payment whose money went back to the buyer, or was never taken. */
export async function settleUnrecorded(
  db: Queryable,
  payment: HeldPayment,
  settlement: 'refunded' | 'released',
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE checkout_payments SET settlement = $4, settled_at = $5, holder = NULL, lock_token = NULL, locked_until = NULL
      WHERE tenant_id = $1 AND payment_intent_id = $2 AND lock_token = $3 AND settled_at IS NULL`,
    [payment.tenantId, payment.paymentIntentId, payment.lock, settlement, now],
  );
}

/** Lets the payment go unsettled (the outcome is unknown): a retry may take it at once. */
export async function releaseHold(db: Queryable, payment: HeldPayment): Promise<void> {
  await db.query(
    `UPDATE checkout_payments SET holder = NULL, lock_token = NULL, locked_until = NULL
      WHERE tenant_id = $1 AND payment_intent_id = $2 AND lock_token = $3 AND settled_at IS NULL`,
    [payment.tenantId, payment.paymentIntentId, payment.lock],
  );
}

/** Thrown when the transaction recording a purchase finds its payment taken by another. */
export class PaymentHoldLost extends Error {
  constructor(payment: HeldPayment) {
    super(
      `the hold of checkout payment ${payment.paymentIntentId} was lost before it was recorded`,
    );
    this.name = 'PaymentHoldLost';
  }
}

export interface RecordedPurchase {
  purchaseHash: string;
  buyerUserId: string | null;
  userId: string | null;
  response: unknown;
  settledAt: Date;
}

/** The purchase an intent paid for, if its payment was recorded. */
export async function findRecordedPurchase(
  db: Queryable,
  tenantId: string,
  paymentIntentId: string,
): Promise<RecordedPurchase | undefined> {
  const [row] = await db.query<{
    purchase_hash: string;
    buyer_user_id: string | null;
    user_id: string | null;
    response: unknown;
    settled_at: Date;
  }>(
    `SELECT purchase_hash, buyer_user_id, user_id, response, settled_at FROM checkout_payments
      WHERE tenant_id = $1 AND payment_intent_id = $2 AND settlement = 'recorded'`,
    [tenantId, paymentIntentId],
  );
  return row
    ? {
        purchaseHash: row.purchase_hash,
        buyerUserId: row.buyer_user_id,
        userId: row.user_id,
        response: row.response,
        settledAt: row.settled_at,
      }
    : undefined;
}
