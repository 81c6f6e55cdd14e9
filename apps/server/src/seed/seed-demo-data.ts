import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { queryOne } from '../db/database';
import { addPeriod } from '@burrow/domain/billing-period';
import { priceNextPeriod } from '../modules/billing/renewal-pricing';
import type { FulfilmentResult } from '@burrow/contract/fulfilment';
import { requestDedicatedIp } from '../modules/dedicated-ip/dedicated-ip-service';
import { requestHolidayEsim } from '../modules/esim/esim-requests';
import { fulfilRequestInTransaction } from '../modules/fulfilment/fulfilment-service';
import {
  sandboxAddress,
  sandboxEsimProfile,
  sandboxRouterCoupon,
} from '../modules/fulfilment/sandbox-fulfiller';
import { requestRouterCoupon } from '../modules/router-coupons/router-coupon-requests';
import { hashPassword } from '../modules/identity/passwords';
import { insertUser } from '../modules/identity/user-repository';
import { insertDueInvoice } from '../modules/invoices/invoice-issuer';
import { saveSourceToWallet } from '../modules/payment-methods/save-to-wallet';
import { DEFAULT_TENANT } from '../modules/tenancy/tenant-plugin';
import { recordLedgerEntry } from '../modules/billing/ledger';
import { newId } from '../modules/sandbox-gateway/intent-mapping';
import { insertCharge } from '../modules/sandbox-gateway/ledger-repository';
import type { CommonFailureReason } from '@burrow/domain/payment-failure-reasons';
import {
  DEMO_ACCOUNTS,
  DEMO_EMAIL_DOMAIN,
  DEMO_GIFT_CARDS,
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoSubscription,
} from './demo-accounts';

const DAY_MS = 86_400_000;

export function demoEmail(situation: string): string {
  return `${situation}@${DEMO_EMAIL_DOMAIN}`;
}

// One-key advisory lock of its own: above any int4, so no hashtext() lock can take it, and
// not the migrations' key.
const SEED_LOCK_KEY = 7_428_211_001;

/**
 * Seeds the demo accounts into a database that has none of them yet; a database that
 * already has them is left alone, so restarts never duplicate or reset demo data.
 *
 * Several nodes may start at once on one empty PostgreSQL: the check and the seeding run in
 * one transaction under an advisory lock, so one node seeds and the others, let in once it
 * has committed, find the accounts there (decision 0131).
 */
export async function seedDemoData(db: Database, now: Date): Promise<boolean> {
  const firstEmail = demoEmail(DEMO_ACCOUNTS[0]?.situation ?? 'active');
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const existing = await queryOne(
      tx,
      'SELECT 1 AS found FROM users WHERE tenant_id = $1 AND email = $2',
      [DEFAULT_TENANT, firstEmail],
    );
    if (existing) return false;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    let invoiceNumber = 1000;
    for (const account of DEMO_ACCOUNTS) {
      invoiceNumber = await seedAccount(tx, account, passwordHash, now, invoiceNumber);
    }
    for (const card of DEMO_GIFT_CARDS) {
      await tx.query(
        `INSERT INTO gift_cards (tenant_id, code, price_id, created_at, expires_at, redeemed_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          DEFAULT_TENANT,
          card.code,
          card.priceId,
          new Date(now.getTime() - 30 * DAY_MS),
          card.expiresInDays === null
            ? null
            : new Date(now.getTime() + card.expiresInDays * DAY_MS),
          card.redeemed ? new Date(now.getTime() - 5 * DAY_MS) : null,
        ],
      );
    }
    return true;
  });
}

async function seedAccount(
  tx: Queryable,
  account: DemoAccount,
  passwordHash: string,
  now: Date,
  firstInvoiceNumber: number,
): Promise<number> {
  const user = await insertUser(
    tx,
    {
      tenantId: DEFAULT_TENANT,
      email: demoEmail(account.situation),
      passwordHash,
      emailVerifiedAt: new Date(now.getTime() - 400 * DAY_MS),
      country: account.country,
      businessCustomer: account.business !== undefined,
      businessBilling: account.business ?? null,
      freeTrialStatus: account.freeTrialStatus ?? null,
    },
    new Date(now.getTime() - 800 * DAY_MS),
  );
  if (!user) throw new Error(`demo account ${account.situation} already exists`);
  let invoiceNumber = firstInvoiceNumber;
  for (const subscription of account.subscriptions) {
    invoiceNumber = await seedSubscription(
      tx,
      user.id,
      account.country,
      subscription,
      now,
      invoiceNumber,
    );
  }
  return invoiceNumber;
}

async function seedSubscription(
  tx: Queryable,
  userId: string,
  country: string,
  spec: DemoSubscription,
  now: Date,
  firstInvoiceNumber: number,
): Promise<number> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const purchasedAt = at(-spec.purchasedDaysAgo);
  const price = await queryOne<{
    billing_cycle_months: number;
    currency: string;
    amount_minor: number;
    renewal_amount_minor: number;
  }>(
    tx,
    'SELECT billing_cycle_months, currency, amount_minor, renewal_amount_minor FROM prices WHERE tenant_id = $1 AND id = $2',
    [DEFAULT_TENANT, spec.priceId],
  );
  if (!price) throw new Error(`demo price ${spec.priceId} is not in the catalogue`);
  const periodEnd = at(spec.periodEndsInDays);
  const periodStart = spec.type
    ? at(-spec.purchasedDaysAgo)
    : new Date(periodEnd.getTime() - price.billing_cycle_months * 30 * DAY_MS);
  const row = await queryOne<{ id: string }>(
    tx,
    `INSERT INTO subscriptions (tenant_id, user_id, price_id, type, status, billing_system, auto_billing_enabled,
       supports_autobill, auto_bill_failed_on, manual_renew_allowed, payment_method, card_brand, card_last4,
       current_period_start, current_period_end, purchased_at, setup_link_token, payment_source_token,
       next_retry_at, tax_country, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $19, $20, $21, $16, $18)
     RETURNING id`,
    [
      DEFAULT_TENANT,
      userId,
      spec.priceId,
      spec.type ?? 'standard',
      spec.status,
      spec.billingSystem,
      spec.autoBilling,
      spec.supportsAutobill,
      spec.autoBillFailedDaysAgo === undefined ? null : at(-spec.autoBillFailedDaysAgo),
      spec.manualRenewAllowed ?? false,
      spec.paymentMethod,
      spec.card?.brand ?? null,
      spec.card?.last4 ?? null,
      periodStart,
      periodEnd,
      at(-spec.purchasedDaysAgo),
      randomBytes(16).toString('base64url'),
      now,
      spec.paymentSource ?? null,
      spec.nextRetryInDays === undefined ? null : at(spec.nextRetryInDays),
      country,
    ],
  );
  if (!row) throw new Error('demo subscription insert returned nothing');
  if (spec.paymentSource) {
    // The customer's wallet holds the source renewals charge (modules/payment-methods).
    await saveSourceToWallet(
      tx,
      {
        tenantId: DEFAULT_TENANT,
        userId,
        source: {
          token: spec.paymentSource,
          methodType: 'card',
          brand: spec.card?.brand ?? null,
          last4: spec.card?.last4 ?? null,
          expMonth: null,
          expYear: null,
          payerEmail: null,
        },
        intentId: null,
      },
      at(-spec.purchasedDaysAgo),
    );
  }
  for (const addon of spec.addons ?? []) {
    const added = await queryOne<{ id: string }>(
      tx,
      `INSERT INTO subscription_addons (tenant_id, subscription_id, product_id, status, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [DEFAULT_TENANT, row.id, addon.productId, addon.status, at(-spec.purchasedDaysAgo)],
    );
    if (added && addon.dedicatedIpLocation) {
      const requestId = await requestDedicatedIp(
        tx,
        { addon_id: added.id, subscription_id: row.id, fulfilment_request_id: null },
        { tenantId: DEFAULT_TENANT, userId, location: addon.dedicatedIpLocation },
        purchasedAt,
      );
      const ipAddress = await sandboxAddress(tx, DEFAULT_TENANT, addon.dedicatedIpLocation);
      if (!ipAddress) throw new Error(`no free demo address in ${addon.dedicatedIpLocation}`);
      await fulfilAsSeeded(
        tx,
        requestId,
        { kind: 'dedicated_ip', ip_address: ipAddress },
        purchasedAt,
      );
    }
  }
  for (const [index, license] of (spec.licenses ?? []).entries()) {
    await tx.query(
      `INSERT INTO licenses (tenant_id, subscription_id, state, assigned_email, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [
        DEFAULT_TENANT,
        row.id,
        license.state,
        license.email ?? null,
        at(-spec.purchasedDaysAgo + index / 1000),
      ],
    );
  }
  // The perks were asked for at purchase and issued by the sandbox back office since.
  const perkOwner = { tenantId: DEFAULT_TENANT, userId, subscriptionId: row.id };
  if (spec.routerCouponExpiresInDays !== undefined) {
    const requestId = await requestRouterCoupon(tx, perkOwner, purchasedAt);
    const coupon = sandboxRouterCoupon(now, at(spec.routerCouponExpiresInDays));
    await fulfilAsSeeded(tx, requestId, coupon, purchasedAt);
  }
  if (spec.esim) {
    const requestId = await requestHolidayEsim(tx, perkOwner, purchasedAt);
    const profile = sandboxEsimProfile(now, spec.esim.dataGb, at(spec.esim.expiresInDays));
    await fulfilAsSeeded(tx, requestId, profile, purchasedAt);
  }
  let invoiceNumber = firstInvoiceNumber;
  for (const [index, invoice] of spec.invoices.entries()) {
    const number = `BRW-${at(-invoice.daysAgo).getUTCFullYear()}-${String(invoiceNumber).padStart(6, '0')}`;
    invoiceNumber += 1;
    if (invoice.status === 'payment_due') {
      // As the billing run writes it when a renewal fails: the period the renewal would have
      // started, priced as the renewal charges it (add-ons and tax included).
      await seedDueInvoice(
        tx,
        { ...spec, id: row.id, userId, country, number },
        periodEnd,
        at(-invoice.daysAgo),
      );
      continue;
    }
    const amount = index === 0 ? price.amount_minor : price.renewal_amount_minor;
    const issuedAt = at(-invoice.daysAgo);
    const periodStartAt = issuedAt;
    const periodEndAt = new Date(issuedAt.getTime() + price.billing_cycle_months * 30 * DAY_MS);
    const paidAt = invoice.declined ? at(-invoice.declined.retriedDaysAgo) : issuedAt;
    const created = await queryOne<{ id: string }>(
      tx,
      `INSERT INTO invoices (tenant_id, user_id, subscription_id, number, status, currency, subtotal_minor, tax_minor,
         total_minor, period_start, period_end, issued_at, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $7, $8, $9, $10, $11) RETURNING id`,
      [
        DEFAULT_TENANT,
        userId,
        row.id,
        number,
        invoice.status,
        price.currency,
        amount,
        periodStartAt,
        periodEndAt,
        issuedAt,
        paidAt,
      ],
    );
    if (!created) throw new Error('demo invoice insert returned nothing');
    await tx.query(
      `INSERT INTO invoice_lines (invoice_id, description, amount_minor, position) VALUES ($1, $2, $3, 0)`,
      [created.id, `${spec.priceId} — ${price.billing_cycle_months} month(s)`, amount],
    );
    if (invoice.declined && spec.paymentSource) {
      await seedDeclinedThenRetried(
        tx,
        {
          userId,
          subscriptionId: row.id,
          invoiceId: created.id,
          number,
          source: spec.paymentSource,
          amountMinor: amount,
          currency: price.currency,
          reason: invoice.declined.reason,
        },
        issuedAt,
        paidAt,
      );
    }
  }
  return invoiceNumber;
}

/**
 * The `payment_due` invoice of a demo renewal that failed at its period end, written the way
 * the billing run writes one (`insertDueInvoice`), so paying it later settles this invoice.
 */
async function seedDueInvoice(
  tx: Queryable,
  sub: DemoSubscription & { id: string; userId: string; country: string; number: string },
  periodEnd: Date,
  issuedAt: Date,
): Promise<void> {
  const renewal = await priceNextPeriod(
    tx,
    {
      id: sub.id,
      tenant_id: DEFAULT_TENANT,
      price_id: sub.priceId,
      status: sub.status,
      tax_country: sub.country,
      tax_region: null,
    },
    sub.country,
  );
  const invoice = await insertDueInvoice(
    tx,
    {
      tenantId: DEFAULT_TENANT,
      userId: sub.userId,
      subscriptionId: sub.id,
      currency: renewal.currency,
      lines: renewal.lines,
      discountMinor: 0,
      couponCode: null,
      taxMinor: renewal.taxMinor,
      tax: renewal.tax,
      periodStart: periodEnd,
      periodEnd: addPeriod(periodEnd, { length: renewal.cycleMonths, unit: 'month' }),
    },
    issuedAt,
  );
  // Demo invoices carry numbers of their own, below the live counter's.
  await tx.query(`UPDATE invoices SET number = $2 WHERE id = $1`, [invoice.id, sub.number]);
}

/**
 * A renewal the bank declined and a retry paid, as the billing run leaves it: the sandbox
 * gateway's failed and succeeded charges, the ledger's `charge_failed` with the provider's
 * reason and its `charge`, and the invoice pointing at the charge that paid it — so the
 * console's timeline tells it and a staff refund of the invoice goes through the gateway.
 */
async function seedDeclinedThenRetried(
  tx: Queryable,
  renewal: {
    userId: string;
    subscriptionId: string;
    invoiceId: string;
    number: string;
    source: string;
    amountMinor: number;
    currency: string;
    reason: CommonFailureReason;
  },
  declinedAt: Date,
  paidAt: Date,
): Promise<void> {
  const declined = newId('ch');
  const paid = newId('ch');
  const description = `Burrow renewal ${renewal.number}`;
  const charge = {
    intent_id: null,
    payment_method_token: renewal.source,
    amount_minor: renewal.amountMinor,
    currency: renewal.currency,
    description,
  };
  await insertCharge(
    tx,
    {
      ...charge,
      id: declined,
      status: 'failed',
      failure_reason: renewal.reason,
      failure_message: 'The card was declined.',
    },
    declinedAt,
  );
  await insertCharge(
    tx,
    { ...charge, id: paid, status: 'succeeded', failure_reason: null, failure_message: null },
    paidAt,
  );
  const entry = {
    tenantId: DEFAULT_TENANT,
    userId: renewal.userId,
    subscriptionId: renewal.subscriptionId,
    invoiceId: renewal.invoiceId,
    amountMinor: renewal.amountMinor,
    currency: renewal.currency,
  };
  await recordLedgerEntry(
    tx,
    {
      ...entry,
      kind: 'charge_failed',
      gatewayReference: null,
      failureReason: renewal.reason,
      operationKey: `demo-renewal:${renewal.number}:declined`,
    },
    declinedAt,
  );
  await recordLedgerEntry(
    tx,
    {
      ...entry,
      kind: 'charge',
      gatewayReference: paid,
      failureReason: null,
      operationKey: `demo-renewal:${renewal.number}:retry`,
    },
    paidAt,
  );
  await tx.query(`UPDATE invoices SET charge_id = $2 WHERE id = $1`, [renewal.invoiceId, paid]);
}

/** Completes a demo request through the same fulfil step the back office's calls take. */
async function fulfilAsSeeded(
  tx: Queryable,
  requestId: string,
  result: FulfilmentResult,
  at: Date,
): Promise<void> {
  const outcome = await fulfilRequestInTransaction(tx, DEFAULT_TENANT, requestId, result, at);
  if ('cancelled' in outcome) throw new Error(`demo fulfilment request ${requestId} was cancelled`);
}
