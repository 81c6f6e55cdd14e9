import type { SubscriptionItemStatus } from '@burrow/domain/subscription-lifecycle';
import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/database';
import { customerContact } from '../identity/identity-service';
import { GatewayUnavailableError, type PaymentIntent } from '../payments/payment-gateway';
import { recordRenewalPayment, startRenewedPeriod } from './renewal-recording';
import { recordLedgerEntry } from './ledger';
import {
  cancelSupersededPayments,
  findAuthentication,
  type RenewalAuthentication,
} from './renewal-authentications';
import { priceNextPeriod, type RenewalCharge } from './renewal-pricing';

/**
 * How settling a renewal payment the customer authenticated ended:
 * - `paid`: it paid the renewal (now, or on an earlier call: settling is idempotent);
 * - `refunded`: the renewal was settled some other way first, so this payment was given back;
 * - `not_succeeded`: the provider has not taken the money (still needs authentication, or
 *   failed), with the provider's reason;
 * - `amount_mismatch`: it took another amount than the renewal's; nothing was recorded;
 * - `not_found`: no renewal of this subscription ever waited for this payment.
 */
export type AuthenticatedRenewalOutcome =
  | { kind: 'paid' }
  | { kind: 'refunded' }
  | { kind: 'not_succeeded'; reason: string }
  | { kind: 'amount_mismatch' }
  | { kind: 'not_found' };

/**
 * Settles an off-session renewal charge that awaited SCA once the customer authenticated it
 * on-session (decision 0086): when the provider says the payment succeeded for exactly the
 * renewal's amount, the renewal is recorded exactly as a successful retry records it — the
 * new period, the dunning state cleared, the `payment_due` invoice paid under its number, the
 * ledger's charge, the receipt — in one transaction. Idempotent: a second call finds it paid.
 * A payment that succeeded after the renewal was settled otherwise (a retry, a new card, the
 * plan ended) is refunded, so no charge is kept for nothing.
 *
 * Called by `POST …/confirm-authenticated-payment` and by the provider's webhook for a
 * renewal payment (`payment_intent.succeeded` with `burrow_operation` /
 * `burrow_subscription_id` metadata): pass `expected` with what the caller knows, so a
 * payment of another tenant or subscription is `not_found`. Throws GatewayUnavailableError
 * when the provider cannot be asked.
 */
export async function settleAuthenticatedRenewal(
  ctx: AppContext,
  paymentId: string,
  expected: { tenantId: string; subscriptionId?: string },
): Promise<AuthenticatedRenewalOutcome> {
  const awaited = await findAuthentication(ctx.db, paymentId);
  if (
    !awaited ||
    awaited.tenant_id !== expected.tenantId ||
    (expected.subscriptionId !== undefined && awaited.subscription_id !== expected.subscriptionId)
  ) {
    return { kind: 'not_found' };
  }
  if (awaited.state === 'paid' || awaited.state === 'refunded') return { kind: awaited.state };
  const intent = await ctx.gateway.retrieveIntent(paymentId);
  if (intent.status !== 'captured') {
    return {
      kind: 'not_succeeded',
      reason: intent.failure?.reason ?? 'authentication_required',
    };
  }
  if (
    intent.amountMinor !== awaited.amount_minor ||
    intent.currency.toUpperCase() !== awaited.currency.toUpperCase()
  ) {
    return { kind: 'amount_mismatch' };
  }
  const contact = await customerContact(ctx.db, awaited.tenant_id, awaited.user_id);
  const sub = await queryOne<{
    id: string;
    tenant_id: string;
    user_id: string;
    price_id: string;
    status: SubscriptionItemStatus;
    tax_country: string | null;
    tax_region: string | null;
    current_period_end: Date;
  }>(
    ctx.db,
    `SELECT id, tenant_id, user_id, price_id, status, tax_country, tax_region, current_period_end
       FROM subscriptions WHERE id = $1`,
    [awaited.subscription_id],
  );
  const price = sub && contact ? await chargedPrice(ctx, sub, contact.country, awaited) : undefined;
  let superseded: string[] = [];
  const settled = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // The subscription first, as the billing run locks it, then this payment and its invoice.
    await tx.query(`SELECT id FROM subscriptions WHERE id = $1 FOR UPDATE`, [
      awaited.subscription_id,
    ]);
    const row = await findAuthentication(tx, paymentId, true);
    if (row?.state === 'paid' || row?.state === 'refunded') return row.state;
    const invoice = await queryOne<{ status: string }>(
      tx,
      `SELECT status FROM invoices WHERE id = $1 FOR UPDATE`,
      [awaited.invoice_id],
    );
    // The renewal this payment was for is still the one owed (its invoice is due, and the
    // subscription's period is the one read above): it pays it.
    if (
      sub &&
      contact &&
      price &&
      invoice?.status === 'payment_due' &&
      (await startRenewedPeriod(tx, sub, price, now, null))
    ) {
      superseded = await recordRenewalPayment(ctx, tx, {
        sub,
        price,
        contact,
        chargeId: intent.chargeId,
        paymentIntentId: paymentId,
        operationKey: `renewal-authenticated:${paymentId}`,
        now,
      });
      await tx.query(
        `UPDATE renewal_authentications SET state = 'paid', settled_at = $2 WHERE payment_id = $1`,
        [paymentId, now],
      );
      return 'paid';
    }
    return 'unapplied';
  });
  await cancelSupersededPayments(
    ctx,
    superseded.filter((id) => id !== paymentId),
  );
  if (settled !== 'unapplied') return { kind: settled };
  await refundUnappliedAuthentication(ctx, awaited, intent);
  return { kind: 'refunded' };
}

/**
 * What the authenticated payment paid for: the next period as priced now when that is what
 * was charged, else (an add-on's price moved since) the invoice's own lines, which billed the
 * charged amount when the renewal first failed. Undefined when neither matches: the payment
 * cannot be applied as it is and is given back.
 */
async function chargedPrice(
  ctx: AppContext,
  sub: Parameters<typeof priceNextPeriod>[1],
  country: string | null,
  awaited: RenewalAuthentication,
): Promise<RenewalCharge | undefined> {
  const price = await priceNextPeriod(ctx.db, sub, country);
  if (price.totalMinor === awaited.amount_minor && price.currency === awaited.currency) {
    return price;
  }
  const invoiceLines = await ctx.db.query<{
    price_id: string | null;
    description: string;
    amount_minor: string | number;
  }>(
    `SELECT price_id, description, amount_minor FROM invoice_lines WHERE invoice_id = $1 ORDER BY position`,
    [awaited.invoice_id],
  );
  const invoice = await queryOne<{
    discount_minor: string | number;
    tax_minor: string | number;
    total_minor: string | number;
    tax_rate_bp: number | null;
    tax_inclusive: boolean;
  }>(
    ctx.db,
    `SELECT discount_minor, tax_minor, total_minor, tax_rate_bp, tax_inclusive FROM invoices WHERE id = $1`,
    [awaited.invoice_id],
  );
  if (!invoice || Number(invoice.total_minor) !== awaited.amount_minor) return undefined;
  return {
    ...price,
    lines: invoiceLines.map((line) => ({
      priceId: line.price_id ?? '',
      description: line.description,
      amountMinor: Number(line.amount_minor),
    })),
    // The retention discount the invoice billed is the one it applies (decision 0109).
    discount: Number(invoice.discount_minor) > 0 ? price.discount : null,
    discountMinor: Number(invoice.discount_minor),
    taxMinor: Number(invoice.tax_minor),
    tax: {
      rateBasisPoints: invoice.tax_rate_bp ?? price.tax.rateBasisPoints,
      inclusive: invoice.tax_inclusive,
    },
    totalMinor: awaited.amount_minor,
  };
}

/**
 * Gives back an authenticated payment whose renewal was settled otherwise, under a key of its
 * own, and writes both movements to the ledger with no invoice (as `refundUnapplied` does for
 * an off-session charge). An unreachable provider throws: the caller (or the webhook's
 * redelivery) asks again, and the same key never refunds twice.
 */
async function refundUnappliedAuthentication(
  ctx: AppContext,
  awaited: RenewalAuthentication,
  intent: PaymentIntent,
): Promise<void> {
  if (!intent.chargeId) throw new GatewayUnavailableError(`${intent.id} names no charge`);
  const refund = await ctx.gateway.refund({
    chargeId: intent.chargeId,
    amountMinor: intent.amountMinor,
    idempotencyKey: `refund:renewal-authenticated:${awaited.payment_id}`,
  });
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const marked = await tx.query(
      `UPDATE renewal_authentications SET state = 'refunded', settled_at = $2
        WHERE payment_id = $1 AND state IN ('awaiting', 'superseded') RETURNING payment_id`,
      [awaited.payment_id, now],
    );
    if (marked.length === 0) return;
    const entry = {
      tenantId: awaited.tenant_id,
      userId: awaited.user_id,
      subscriptionId: awaited.subscription_id,
      invoiceId: null,
      amountMinor: intent.amountMinor,
      currency: awaited.currency,
      failureReason: null,
    };
    await recordLedgerEntry(
      tx,
      {
        ...entry,
        kind: 'charge',
        gatewayReference: intent.chargeId,
        operationKey: `unapplied:renewal-authenticated:${awaited.payment_id}`,
      },
      now,
    );
    await recordLedgerEntry(
      tx,
      {
        ...entry,
        kind: 'refund',
        gatewayReference: refund.id,
        operationKey: `unapplied-refund:renewal-authenticated:${awaited.payment_id}`,
      },
      now,
    );
  });
}
