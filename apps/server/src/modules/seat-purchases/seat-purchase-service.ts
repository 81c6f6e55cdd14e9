import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  SeatPurchaseRequestSchema,
  SeatPurchaseResponse,
  SeatQuote,
} from '@burrow/contract/seat-purchases';
import { krnId } from '@burrow/domain/krn';
import { amountOf, toMinorUnits } from '@burrow/domain/money';
import { quoteSeats, type SeatQuote as SeatFigures } from '@burrow/domain/seat-quote';
import { taxBasis } from '@burrow/domain/tax-rates';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordLedgerEntry } from '../billing/ledger';
import {
  ChargeLeaseLost,
  chargeHeld,
  refundRefusedOperation,
  refundUnapplied,
  releaseCharge,
  settleCharge,
  startCharge,
  type HeldCharge,
} from '../billing/pending-charges';
import { insertPaidInvoice, invoicedCharge, numberInvoice } from '../invoices/invoice-issuer';
import { GatewayUnavailableError, type ChargeResult } from '../payments/payment-gateway';
import { AppError, notFound, paymentProviderUnavailable } from '../../platform/errors';
import { getSubscription } from '../subscriptions/subscription-service';
import {
  addUnassignedSeats,
  attachInvoice,
  findSeatPurchase,
  findSeatSubscription,
  insertSeatPurchase,
  type SeatSubscriptionRow,
} from './seat-purchase-repository';
import { invoiceLineDescription } from '../invoices/invoice-line-text';

type PurchaseRequest = z.output<typeof SeatPurchaseRequestSchema>;

const DUPLICATE_WAITS = 40;
const DUPLICATE_WAIT_MS = 50;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notAvailable(message: string): AppError {
  return new AppError(409, 'seat_purchase_not_available', message);
}

/**
 * The caller's business subscription with seats, on either billing system, checked for a
 * purchase: running, with time left to prorate to. Anyone else's subscription is 404.
 */
async function seatSubscription(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  idOrKrn: string,
): Promise<SeatSubscriptionRow> {
  const id = krnId(idOrKrn).toLowerCase();
  if (!UUID_PATTERN.test(id)) throw notFound('The subscription');
  const sub = await findSeatSubscription(ctx.db, tenantId, userId, id);
  if (!sub) throw notFound('The subscription');
  // Both business billing systems sell seats the same way (decision 0105).
  if (sub.business_billing === null || sub.license_count === 0) {
    throw notAvailable('Seats are bought this way only for business plans with seats.');
  }
  if (sub.revoked_at !== null || !['active', 'non_renewing'].includes(sub.status)) {
    throw notAvailable('This subscription has ended: renew it before adding seats.');
  }
  return sub;
}

function seatTax(sub: SeatSubscriptionRow) {
  return taxBasis(sub.tax_country ?? sub.user_country ?? '', sub.tax_region);
}

function figuresFor(ctx: AppContext, sub: SeatSubscriptionRow, seats: number): SeatFigures {
  const figures = quoteSeats({
    seats,
    unitCycleMinor: sub.renewal_amount_minor,
    period: { start: sub.current_period_start, end: sub.current_period_end },
    now: ctx.clock.now(),
    tax: seatTax(sub),
  });
  if (figures.daysRemaining === 0) {
    throw notAvailable('The plan renews today: add seats once it has renewed.');
  }
  return figures;
}

function quoteView(sub: SeatSubscriptionRow, figures: SeatFigures): SeatQuote {
  const money = (minor: number) => amountOf(minor, sub.currency);
  return {
    subscription_id: sub.id,
    seats: figures.seats,
    unit_price: money(figures.unitCycleMinor),
    prorated_unit_price: money(figures.unitProratedMinor),
    days_remaining: figures.daysRemaining,
    period_days: figures.periodDays,
    renews_on: sub.current_period_end.toISOString(),
    subtotal: money(figures.subtotalMinor),
    tax: money(figures.taxMinor),
    tax_inclusive: figures.taxInclusive,
    total: money(figures.totalMinor),
  };
}

/** What `seats` more seats cost now, prorated to the subscription's renewal date. */
export async function quoteSeatPurchase(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  request: { subscription_id: string; seats: number },
): Promise<SeatQuote> {
  const sub = await seatSubscription(ctx, tenantId, userId, request.subscription_id);
  return quoteView(sub, figuresFor(ctx, sub, request.seats));
}

function fingerprintOf(request: PurchaseRequest, subscriptionId: string): string {
  const { unscaledValue, scale, currency } = request.expected_total;
  return createHash('sha256')
    .update(JSON.stringify([subscriptionId, request.seats, unscaledValue, scale, currency]))
    .digest('hex');
}

/** The answer of a purchase already recorded under this id (a repeat, or a lost race). */
async function recordedAnswer(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  purchaseId: string,
  fingerprint: string,
): Promise<SeatPurchaseResponse | undefined> {
  const done = await findSeatPurchase(ctx.db, tenantId, purchaseId);
  if (!done) return undefined;
  if (done.user_id !== userId || done.fingerprint !== fingerprint) {
    throw new AppError(
      422,
      'idempotency_key_reused',
      'This purchase id was already used for a different purchase.',
    );
  }
  return {
    purchase_id: purchaseId,
    seats: done.seats,
    total: amountOf(done.total_minor, done.currency),
    invoice: { id: done.invoice_id ?? '', number: done.invoice_number ?? '' },
    subscription: await getSubscription(ctx, tenantId, userId, done.subscription_id),
  };
}

/**
 * Buys more seats on the saved payment source, prorated to the shared renewal date: the
 * price must still be the one the buyer saw (409 `quote_mismatch` otherwise); the gateway
 * charge carries the purchase id as its idempotency key; then one transaction adds the
 * seats, issues the paid invoice and writes the ledger. A repeat of the same purchase
 * answers the first result without charging again (decision 0045).
 */
export async function buySeats(
  ctx: AppContext,
  tenantId: string,
  userId: string,
  request: PurchaseRequest,
): Promise<SeatPurchaseResponse> {
  const sub = await seatSubscription(ctx, tenantId, userId, request.subscription_id);
  const purchaseId = request.purchase_id.toLowerCase();
  const fingerprint = fingerprintOf(request, sub.id);
  const repeat = await recordedAnswer(ctx, tenantId, userId, purchaseId, fingerprint);
  if (repeat) return repeat;

  const operationKey = `seats:${purchaseId}`;
  let figures: SeatFigures;
  try {
    figures = figuresFor(ctx, sub, request.seats);
    const expected = request.expected_total;
    if (expected.currency !== sub.currency || toMinorUnits(expected) !== figures.totalMinor) {
      throw new AppError(
        409,
        'quote_mismatch',
        'The price changed since you saw it. Review the new total and buy again.',
        { quoted: quoteView(sub, figuresFor(ctx, sub, request.seats)).total },
      );
    }
  } catch (error) {
    // A retry (on a later day) of a purchase charged before a crash, refused now: the
    // earlier charge goes back, so the buyer never pays for seats they did not get.
    await refundRefused(ctx, { tenantId, userId, operationKey });
    throw error;
  }
  if (!sub.payment_source_token) {
    throw new AppError(
      409,
      'payment_method_required',
      'Add a payment method first, then buy seats.',
    );
  }

  let held: HeldCharge | null = null;
  let charge: ChargeResult;
  try {
    const start = await startCharge(ctx, {
      tenantId,
      userId,
      subscriptionId: sub.id,
      operationKey,
      sourceToken: sub.payment_source_token,
      amountMinor: figures.totalMinor,
      currency: sub.currency,
      description: `Burrow ${sub.product_name}: ${figures.seats} more seat(s)`,
    });
    if (start.kind !== 'started') {
      // A duplicate sent at once waits a moment for the first to record it, and answers alike.
      for (let wait = 0; wait < DUPLICATE_WAITS; wait += 1) {
        const answer = await recordedAnswer(ctx, tenantId, userId, purchaseId, fingerprint);
        if (answer) return answer;
        await sleep(DUPLICATE_WAIT_MS);
      }
      throw purchaseInProgress();
    }
    held = start.charge;
    charge = await chargeHeld(ctx, held);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      if (held) await releaseCharge(ctx.db, held);
      throw paymentProviderUnavailable();
    }
    throw error;
  }

  if (charge.status !== 'succeeded') {
    await ctx.db.transaction(async (tx) => {
      if (!(await settleCharge(tx, held, 'failed', ctx.clock.now()))) {
        throw new ChargeLeaseLost(held);
      }
      await recordLedgerEntry(
        tx,
        {
          tenantId,
          userId,
          subscriptionId: sub.id,
          invoiceId: null,
          kind: 'charge_failed',
          amountMinor: figures.totalMinor,
          currency: sub.currency,
          gatewayReference: null,
          failureReason: charge.failure?.reason ?? 'payment_declined',
          operationKey: `${operationKey}:failed:${held.idempotencyKey}`,
        },
        ctx.clock.now(),
      );
    });
    throw new AppError(402, 'payment_failed', 'The payment did not go through.', {
      reason: charge.failure?.reason ?? 'payment_declined',
    });
  }

  try {
    await recordPurchase(
      ctx,
      { tenantId, userId, sub, purchaseId, fingerprint, figures },
      {
        held,
        chargeId: charge.chargeId,
      },
    );
  } catch (error) {
    // Charged but not recorded: the money goes back (decision 0064).
    await refundUnapplied(ctx, held, charge);
    throw error;
  }
  const answer = await recordedAnswer(ctx, tenantId, userId, purchaseId, fingerprint);
  if (!answer) throw new Error(`seat purchase ${purchaseId} was held but not recorded`);
  return answer;
}

function purchaseInProgress(): AppError {
  return new AppError(409, 'checkout_in_progress', 'This purchase is being processed.', undefined, {
    'retry-after': '2',
  });
}

async function refundRefused(
  ctx: AppContext,
  operation: { tenantId: string; userId: string; operationKey: string },
): Promise<void> {
  const settled = await refundRefusedOperation(ctx, operation);
  if (settled === 'busy') throw purchaseInProgress();
  if (settled === 'unavailable') throw paymentProviderUnavailable();
}

/** Adds the seats, issues the paid invoice and writes the ledger, with the charge settled. */
async function recordPurchase(
  ctx: AppContext,
  purchase: {
    tenantId: string;
    userId: string;
    sub: SeatSubscriptionRow;
    purchaseId: string;
    fingerprint: string;
    figures: SeatFigures;
  },
  payment: { held: HeldCharge; chargeId: string | null },
): Promise<void> {
  const { tenantId, userId, sub, purchaseId, fingerprint, figures } = purchase;
  const { held, chargeId } = payment;
  const operationKey = held.operationKey;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const claimed = await insertSeatPurchase(
      tx,
      {
        tenantId,
        userId,
        subscriptionId: sub.id,
        purchaseId,
        fingerprint,
        seats: figures.seats,
        currency: sub.currency,
        totalMinor: figures.totalMinor,
      },
      now,
    );
    // Only the holder of the charge's lease records it; a duplicate cannot get here.
    if (!claimed) throw new Error(`seat purchase ${purchaseId} is recorded already`);
    if (!(await settleCharge(tx, held, 'recorded', now))) throw new ChargeLeaseLost(held);
    await addUnassignedSeats(tx, tenantId, sub.id, figures.seats, now);
    const invoice = await insertPaidInvoice(
      tx,
      {
        tenantId,
        userId,
        subscriptionId: sub.id,
        currency: sub.currency,
        ...invoicedCharge(
          [
            {
              priceId: sub.price_id,
              description: invoiceLineDescription({
                kind: 'seats',
                product: sub.product_name,
                seats: figures.seats,
                days: figures.daysRemaining,
                periodDays: figures.periodDays,
              }),
              amountMinor: figures.subtotalMinor,
            },
          ],
          0,
          seatTax(sub),
        ),
        couponCode: null,
        periodStart: now,
        periodEnd: sub.current_period_end,
        paymentIntentId: null,
        chargeId,
      },
      now,
    );
    await attachInvoice(tx, tenantId, purchaseId, invoice.id);
    await recordLedgerEntry(
      tx,
      {
        tenantId,
        userId,
        subscriptionId: sub.id,
        invoiceId: invoice.id,
        kind: 'charge',
        amountMinor: figures.totalMinor,
        currency: sub.currency,
        gatewayReference: chargeId,
        failureReason: null,
        operationKey,
      },
      now,
    );
    // Last: the tenant's invoice counter stays locked from here to commit.
    await numberInvoice(tx, invoice);
  });
}
