import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';

/**
 * Renewal payments waiting for the customer to authenticate them (SCA, decision 0086): an
 * off-session charge the provider answered `requires_action` moved no money, and its
 * provider payment can still be confirmed by the customer on-session. Each renewal invoice
 * has at most one `awaiting` payment, the newest: an older one is superseded (and cancelled
 * at the provider) as soon as a later attempt ends, so the customer's link always names the
 * latest and retries never leave a pile of payments to authenticate.
 */
export interface RenewalAuthentication {
  payment_id: string;
  tenant_id: string;
  user_id: string;
  subscription_id: string;
  invoice_id: string;
  operation_key: string;
  source_token: string;
  amount_minor: number;
  currency: string;
  state: 'awaiting' | 'superseded' | 'paid' | 'refunded';
}

const COLUMNS = `payment_id, tenant_id, user_id, subscription_id, invoice_id, operation_key, source_token,
  amount_minor::int AS amount_minor, currency, state`;

/**
 * Writes down, in the failed attempt's transaction, the payment the customer is asked to
 * authenticate, and supersedes the invoice's earlier one. Answers the superseded payment ids.
 */
export async function rememberAuthentication(
  tx: Queryable,
  awaiting: Omit<RenewalAuthentication, 'state'>,
  now: Date,
): Promise<string[]> {
  const superseded = await supersedeAuthentications(tx, awaiting.invoice_id);
  await tx.query(
    `INSERT INTO renewal_authentications (payment_id, tenant_id, user_id, subscription_id, invoice_id,
       operation_key, source_token, amount_minor, currency, state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'awaiting', $10)
     ON CONFLICT (payment_id) DO NOTHING`,
    [
      awaiting.payment_id,
      awaiting.tenant_id,
      awaiting.user_id,
      awaiting.subscription_id,
      awaiting.invoice_id,
      awaiting.operation_key,
      awaiting.source_token,
      awaiting.amount_minor,
      awaiting.currency,
      now,
    ],
  );
  return superseded.filter((id) => id !== awaiting.payment_id);
}

/**
 * The invoice's payments awaiting authentication are no longer the ones to confirm (a later
 * attempt ended otherwise, or the renewal was paid or voided): answers their ids, for the
 * caller to cancel at the provider after commit.
 */
export async function supersedeAuthentications(
  tx: Queryable,
  invoiceId: string,
): Promise<string[]> {
  const rows = await tx.query<{ payment_id: string }>(
    `UPDATE renewal_authentications SET state = 'superseded'
      WHERE invoice_id = $1 AND state = 'awaiting' RETURNING payment_id`,
    [invoiceId],
  );
  return rows.map((row) => row.payment_id);
}

/** The subscription's open renewal invoice (`payment_due`), if any. */
export function dueRenewalInvoice(tx: Queryable, tenantId: string, subscriptionId: string) {
  return queryOne<{ id: string }>(
    tx,
    `SELECT id FROM invoices WHERE tenant_id = $1 AND subscription_id = $2 AND status = 'payment_due'
      ORDER BY issued_at DESC LIMIT 1`,
    [tenantId, subscriptionId],
  );
}

/** The payment the customer is asked to authenticate for the subscription's failed renewal. */
export function awaitingAuthentication(
  db: Queryable,
  tenantId: string,
  subscriptionId: string,
): Promise<RenewalAuthentication | undefined> {
  return queryOne<RenewalAuthentication>(
    db,
    `SELECT ${COLUMNS} FROM renewal_authentications a
      WHERE a.tenant_id = $1 AND a.subscription_id = $2 AND a.state = 'awaiting'
        AND EXISTS (SELECT 1 FROM invoices i WHERE i.id = a.invoice_id AND i.status = 'payment_due')
      ORDER BY a.created_at DESC LIMIT 1`,
    [tenantId, subscriptionId],
  );
}

/** One payment that once awaited authentication for a renewal, whatever became of it. */
export function findAuthentication(
  db: Queryable,
  paymentId: string,
  lock = false,
): Promise<RenewalAuthentication | undefined> {
  return queryOne<RenewalAuthentication>(
    db,
    `SELECT ${COLUMNS} FROM renewal_authentications WHERE payment_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [paymentId],
  );
}

/**
 * Cancels superseded payments at the provider so nobody can authenticate them any more. Best
 * effort: one the provider did not cancel (unreachable, or confirmed meanwhile) is still
 * settled if it succeeds — it pays the renewal if that is still due, or is refunded
 * (`settleAuthenticatedRenewal`).
 */
export async function cancelSupersededPayments(
  ctx: AppContext,
  paymentIds: readonly string[],
): Promise<void> {
  for (const paymentId of paymentIds) {
    try {
      await ctx.gateway.cancelIntent(paymentId);
    } catch {
      // Left as it is: if the customer still authenticates it, settling it refunds it.
    }
  }
}
