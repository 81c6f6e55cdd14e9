import { addPeriod } from '@burrow/domain/billing-period';
import { amountOf } from '@burrow/domain/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import type { CustomerContact } from '../identity/identity-service';
import {
  INVOICE_NUMBER_PLACEHOLDER,
  insertPaidInvoice,
  numberInvoice,
  type NewInvoice,
  payDueInvoice,
  type UnnumberedInvoice,
} from '../invoices/invoice-issuer';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';
import { enqueueSubscriptionChange } from '../outbound-webhooks/entitlement-snapshot';
import type { ClaimedSubscription } from './billing-claims';
import { recordLedgerEntry } from './ledger';
import { supersedeAuthentications } from './renewal-authentications';
import type { RenewalCharge } from './renewal-pricing';
import { consumeRetentionDiscount } from './retention-discount';

/*
 * What a paid renewal writes, whoever took the payment: the billing run's off-session charge,
 * or the customer's on-session confirmation of a payment the bank held (decision 0086).
 */

/**
 * What a renewal's invoice bills, paid or due: the period's price, less the retention
 * discount it applies (its discount line, decision 0109); never a coupon.
 */
export function renewalInvoice(
  sub: RenewingSubscription,
  price: RenewalCharge,
  periodStart: Date,
  periodEnd: Date,
): Omit<NewInvoice, 'paymentIntentId' | 'chargeId'> {
  return {
    tenantId: sub.tenant_id,
    userId: sub.user_id,
    subscriptionId: sub.id,
    currency: price.currency,
    lines: price.lines,
    discountMinor: price.discountMinor,
    couponCode: null,
    taxMinor: price.taxMinor,
    tax: price.tax,
    periodStart,
    periodEnd,
  };
}

/** The subscription facts a renewal is recorded with. */
export type RenewingSubscription = Pick<
  ClaimedSubscription,
  'id' | 'tenant_id' | 'user_id' | 'current_period_end'
>;

/**
 * Starts the period a renewal charge paid for (its start is the old period's end) and clears
 * the dunning state; add-ons the customer stopped end with the period they were paid for.
 * With `claim`, only while the billing run still holds the subscription; without, only while
 * its renewal is still the failed one (a payment made on-session, decision 0086), which also
 * takes any run's claim away so that run's own charge is given back rather than renewing a
 * second period. False when neither holds.
 */
export async function startRenewedPeriod(
  tx: Queryable,
  sub: RenewingSubscription,
  price: RenewalCharge,
  now: Date,
  claim: string | null,
): Promise<boolean> {
  const start = sub.current_period_end;
  const end = addPeriod(start, { length: price.cycleMonths, unit: 'month' });
  const rows = await tx.query(
    `WITH renewed AS (
       UPDATE subscriptions SET status = 'active', current_period_start = $3, current_period_end = $4,
         auto_bill_failed_on = NULL, next_retry_at = NULL, dunning_attempts = 0, hard_declined = false,
         billing_claim = NULL, billing_claimed_until = NULL, updated_at = $5
       WHERE id = $1 AND (CASE WHEN $2::text IS NULL
         THEN auto_bill_failed_on IS NOT NULL AND current_period_end = $3
         ELSE billing_claim = $2::text END)
       RETURNING id
     ), stopped_addons AS (
       UPDATE subscription_addons SET status = 'CANCELLED'
        WHERE subscription_id IN (SELECT id FROM renewed) AND status = 'NON_RENEWING'
     )
     SELECT id FROM renewed`,
    [sub.id, claim, start, end, now],
  );
  if (rows.length !== 1) return false;
  await enqueueSubscriptionChange(tx, 'subscription.renewed', sub.id, now);
  return true;
}

/**
 * What a paid renewal writes beside the new period, in its transaction: the period's
 * `payment_due` invoice paid under its number (or a new paid invoice), the ledger's charge,
 * the receipt. Answers the payments that were waiting for the customer to authenticate this
 * renewal, now superseded: the caller cancels them at the provider after commit.
 */
export async function recordRenewalPayment(
  ctx: AppContext,
  tx: Queryable,
  input: {
    sub: RenewingSubscription;
    price: RenewalCharge;
    contact: CustomerContact;
    chargeId: string | null;
    /** The provider payment that paid it, when the customer paid on-session. */
    paymentIntentId: string | null;
    operationKey: string;
    now: Date;
  },
): Promise<string[]> {
  const { sub, price, contact, chargeId, now } = input;
  const start = sub.current_period_end;
  const end = addPeriod(start, { length: price.cycleMonths, unit: 'month' });
  // One invoice per billing period: a renewal that failed first has its `payment_due`
  // invoice, which this charge pays under the number it already has.
  const settled = await payDueInvoice(
    tx,
    {
      tenantId: sub.tenant_id,
      subscriptionId: sub.id,
      lines: price.lines,
      discountMinor: price.discountMinor,
      taxMinor: price.taxMinor,
      tax: price.tax,
      chargeId,
      paymentIntentId: input.paymentIntentId,
      periodStart: start,
      periodEnd: end,
    },
    now,
  );
  const superseded = settled ? await supersedeAuthentications(tx, settled.id) : [];
  const unnumbered: UnnumberedInvoice | null = settled
    ? null
    : await insertPaidInvoice(
        tx,
        {
          ...renewalInvoice(sub, price, start, end),
          paymentIntentId: input.paymentIntentId,
          chargeId,
        },
        now,
      );
  const invoiceId = settled?.id ?? unnumbered?.id ?? null;
  if (invoiceId) await consumeRetentionDiscount(tx, price.discount, invoiceId, now);
  await recordLedgerEntry(
    tx,
    {
      tenantId: sub.tenant_id,
      userId: sub.user_id,
      subscriptionId: sub.id,
      invoiceId,
      kind: 'charge',
      amountMinor: price.totalMinor,
      currency: price.currency,
      gatewayReference: chargeId,
      failureReason: null,
      operationKey: input.operationKey,
    },
    now,
  );
  const receiptId = await enqueueEmail(
    tx,
    {
      tenantId: sub.tenant_id,
      to: contact.email,
      ...renderEmail(contact.locale, {
        kind: 'renewal_receipt',
        planName: price.planName,
        invoiceNumber: settled?.number ?? INVOICE_NUMBER_PLACEHOLDER,
        total: amountOf(price.totalMinor, price.currency),
        taxBasis: price.tax,
        nextRenewal: end,
        accountUrl: `${ctx.config.publicUrl}/subscriptions`,
      }),
    },
    now,
  );
  // Last: the tenant's invoice counter stays locked from here to commit.
  if (unnumbered) await numberInvoice(tx, unnumbered, receiptId);
  return superseded;
}
