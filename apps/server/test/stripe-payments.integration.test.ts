import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeStripe } from '@burrow/fake-stripe/fake-stripe-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { preparePurchase, sendCheckout } from './support/purchase';
import {
  freePort,
  runEntryPoint,
  sourceEntries,
  startServerProcess,
  waitUntilHealthy,
} from './support/server-process';
import { sessionCookieFrom, signIn } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import {
  createStripeTestApp,
  STRIPE_TEST_KEYS,
  type StripeTestApp,
} from './support/stripe-test-app';
import { TEST_ENTITLEMENT_SIGNING_KEYS } from './support/entitlement-signing-keys';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('payments through Stripe on %s', (kind) => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await createStripeTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const invoiceOf = async (subscriptionId: string) => {
    const [invoice] = await t.app.db.query<{ total_minor: number; status: string }>(
      `SELECT total_minor, status FROM invoices WHERE subscription_id = $1`,
      [subscriptionId],
    );
    return invoice;
  };

  it('takes a card payment: authorised by the buyer, verified, captured for exactly the quote, and the card saved on the customer', async () => {
    const { response, paymentIntentId, estimate } = await t.purchase({ email: 'card@example.com' });
    expect(response.statusCode).toBe(201);
    const subscriptionId = response.json().subscription.id as string;
    const due = estimate.dueToday.unscaledValue as number;
    expect(await invoiceOf(subscriptionId)).toEqual({ total_minor: due, status: 'paid' });

    const intent = t.stripe.paymentIntent(paymentIntentId);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: due,
      amount_received: due,
      currency: 'usd',
      capture_method: 'manual',
      setup_future_usage: 'off_session',
      metadata: { burrow_tenant_id: 'burrow', burrow_flow: 'one_checkout_order' },
    });
    // A guest's Customer, created for this payment; the card stays on it for renewals.
    const customerId = intent.customer as string;
    expect(t.stripe.customer(customerId).metadata).toMatchObject({ burrow_tenant_id: 'burrow' });
    const card = t.stripe.paymentMethod(intent.payment_method as string);
    expect(card.customer).toBe(customerId);

    const cookie = sessionCookieFrom(response);
    const wallet = (
      await t.request({ method: 'GET', url: '/api/v2/payment-methods/', cookie })
    ).json().payment_methods;
    expect(wallet).toEqual([
      expect.objectContaining({ method_type: 'card', brand: 'visa', last4: '4242' }),
    ]);
    const subscription = (
      await t.request({ method: 'GET', url: `/api/v2/subscriptions/${subscriptionId}`, cookie })
    ).json();
    expect(subscription).toMatchObject({ state: 'active', cc_info: { last4: '4242' } });
  });

  it("files a guest checkout's Customer under the account it created, and the account's next card on the same Customer", async () => {
    const { response, paymentIntentId } = await t.purchase({ email: 'adopted@example.com' });
    expect(response.statusCode).toBe(201);
    const guestCustomer = t.stripe.paymentIntent(paymentIntentId).customer as string;
    const cookie = sessionCookieFrom(response);
    const opened = await t.request({
      method: 'POST',
      url: '/api/v1/payment-intent',
      cookie,
      payload: {
        checkoutAttemptId: `card-check-${randomUUID()}`,
        amount: { unscaledValue: 0, scale: 2, currency: 'USD' },
        paymentMethodType: 'card',
      },
    });
    expect(opened.statusCode).toBe(201);
    const { paymentIntentId: checkId, chargebeeBody } = opened.json();
    const { clientSecret, hostedUrl } = JSON.parse(chargebeeBody);
    expect(hostedUrl).toBe('');
    expect(t.stripe.paymentIntent(checkId).customer).toBe(guestCustomer);
    await t.confirmAsBrowser(checkId, clientSecret, 'pm_card_mastercard');
    const added = await t.request({
      method: 'POST',
      url: '/api/v2/payment-methods/',
      cookie,
      payload: { paymentIntentId: checkId },
    });
    expect(added.statusCode).toBe(201);
    // The card check's hold is released, not taken; releasing it again changes nothing.
    expect(t.stripe.paymentIntent(checkId).status).toBe('canceled');
    expect(await t.app.paymentGateway.cancelIntent(checkId)).toMatchObject({
      status: 'canceled',
      amountRefundedMinor: 0,
      chargeId: null,
      source: { methodType: 'card', brand: 'mastercard' },
    });
    const wallet = (
      await t.request({ method: 'GET', url: '/api/v2/payment-methods/', cookie })
    ).json().payment_methods as { brand: string; last4: string }[];
    expect(wallet.map((m) => m.brand).sort()).toEqual(['mastercard', 'visa']);
    const rows = await t.app.db.query<{ user_id: string | null }>(
      `SELECT user_id FROM stripe_customers WHERE stripe_customer_id = $1`,
      [guestCustomer],
    );
    expect(rows).toEqual([{ user_id: expect.any(String) }]);
    expect(t.stripe.customer(guestCustomer).metadata).toMatchObject({
      burrow_tenant_id: 'burrow',
      burrow_user_id: rows[0]?.user_id,
    });
  });

  it("opens a fresh payment on the customer's own Customer when a guest signs in halfway through a checkout", async () => {
    const payload = {
      checkoutAttemptId: `signs-in-${randomUUID()}`,
      amount: { unscaledValue: 1295, scale: 2, currency: 'USD' },
      paymentMethodType: 'card',
    };
    const asGuest = await t.request({ method: 'POST', url: '/api/v1/payment-intent', payload });
    const cookie = await signIn(t, 'business-legacy@demo.burrow.test');
    const signedIn = await t.request({
      method: 'POST',
      url: '/api/v1/payment-intent',
      payload,
      cookie,
    });
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/payment-intent',
      payload,
      cookie,
    });
    expect([asGuest.statusCode, signedIn.statusCode, again.statusCode]).toEqual([201, 201, 201]);
    const ids = [asGuest, signedIn, again].map((r) => r.json().paymentIntentId as string);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids[2]).toBe(ids[1]);
    const customer = t.stripe.paymentIntent(ids[1] ?? '').customer as string;
    expect(t.stripe.customer(customer).metadata).toMatchObject({
      burrow_tenant_id: 'burrow',
      burrow_user_id: expect.any(String),
    });
  });

  it('takes a 3-D Secure card once the buyer authenticates', async () => {
    const { response, paymentIntentId } = await t.purchase({
      email: 'three-ds@example.com',
      paymentMethod: 'pm_card_authenticationRequired',
      authenticate: 'succeed',
    });
    expect(response.statusCode).toBe(201);
    expect(t.stripe.paymentIntent(paymentIntentId).status).toBe('succeeded');
  });

  it('answers 402 sca_failed when the buyer fails 3-D Secure, and takes nothing', async () => {
    const { response, paymentIntentId } = await t.purchase({
      email: 'three-ds-failed@example.com',
      paymentMethod: 'pm_card_authenticationRequired',
      authenticate: 'fail',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({
      code: 'payment_failed',
      details: { reason: 'sca_failed' },
    });
    expect(t.stripe.paymentIntent(paymentIntentId).amount_received).toBe(0);
  });

  it('takes PayPal once the buyer approves, and keeps the account for renewals', async () => {
    const { response, paymentIntentId } = await t.purchase({
      email: 'paypal@example.com',
      method: 'paypal',
      authenticate: 'succeed',
    });
    expect(response.statusCode).toBe(201);
    expect(t.stripe.paymentIntent(paymentIntentId)).toMatchObject({
      status: 'succeeded',
      allowed_payment_method_types: ['paypal'],
    });
    const wallet = (
      await t.request({
        method: 'GET',
        url: '/api/v2/payment-methods/',
        cookie: sessionCookieFrom(response),
      })
    ).json().payment_methods;
    expect(wallet).toEqual([
      expect.objectContaining({ method_type: 'paypal', payer_email: 'payer@example.com' }),
    ]);
  });

  it('answers 402 payment_cancelled when the buyer cancels at PayPal', async () => {
    const { response } = await t.purchase({
      email: 'paypal-cancelled@example.com',
      method: 'paypal',
      authenticate: 'fail',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.details).toEqual({ reason: 'payment_cancelled' });
  });

  it.each([
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedFraudulent', 'fraud_suspected'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
    ['pm_card_chargeDeclinedProcessingError', 'processing_error'],
    ['pm_card_visa_chargeDeclined', 'payment_declined'],
  ])('answers a declined card (%s) with 402 and its reason (%s)', async (paymentMethod, reason) => {
    const email = `declined-${paymentMethod}@example.com`;
    const { response } = await t.purchase({ email, paymentMethod });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({ code: 'payment_failed', details: { reason } });
    const users = await t.app.db.query(`SELECT 1 FROM users WHERE email = $1`, [email]);
    expect(users).toHaveLength(0);
  });

  it("charges a plan change to the saved card off-session, on the customer's Customer", async () => {
    const { response, paymentIntentId } = await t.purchase({
      email: 'changer@example.com',
      priceIds: ['vpn-basic-1m-usd'],
    });
    const subscriptionId = response.json().subscription.id as string;
    const customer = t.stripe.paymentIntent(paymentIntentId).customer;
    const cookie = sessionCookieFrom(response);
    const change = { type: 'change_plan', priceId: 'vpn-basic-12m-usd' };
    const quote = (
      await t.request({
        method: 'PUT',
        url: '/api/v2/checkout/estimate',
        payload: { subscriptionId, change },
        cookie,
      })
    ).json();
    const done = await t.request({
      method: 'POST',
      url: '/api/v2/checkout/',
      payload: {
        attemptId: `change-${randomUUID()}`,
        subscriptionId,
        change,
        quoteId: quote.quoteId,
      },
      cookie,
    });
    expect(done.json()).toMatchObject({ status: 'succeeded', failureReason: null });
    const firstCharge = t.stripe.paymentIntent(paymentIntentId).latest_charge;
    const [entry] = await t.app.db.query<{ gateway_reference: string }>(
      `SELECT gateway_reference FROM ledger_entries
        WHERE subscription_id = $1 AND kind = 'charge' AND gateway_reference <> $2`,
      [subscriptionId, firstCharge as string],
    );
    const charge = t.stripe.charge(entry?.gateway_reference ?? '');
    expect(charge).toMatchObject({
      amount: quote.total.unscaledValue,
      captured: true,
      customer,
    });
    const intent = t.stripe.paymentIntent(charge.payment_intent as string);
    expect(intent).toMatchObject({ capture_method: 'automatic', status: 'succeeded' });
    expect(intent.metadata).toMatchObject({ burrow_subscription_id: subscriptionId });
  });

  it('charges more seats to the saved card once, however often the purchase is sent', async () => {
    const owner = await signIn(t, 'business-legacy@demo.burrow.test');
    const listing = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/',
      cookie: owner,
    });
    const subscriptionId = listing.json().subscriptions[0].subscription_id as string;
    const { total } = (
      await t.request({
        method: 'PUT',
        url: '/api/v2/licenses/seats/estimate',
        payload: { subscription_id: subscriptionId, seats: 2 },
        cookie: owner,
      })
    ).json();
    const request = {
      subscription_id: subscriptionId,
      seats: 2,
      purchase_id: randomUUID(),
      expected_total: total,
    };
    const buy = () =>
      t.request({ method: 'POST', url: '/api/v2/licenses/seats', payload: request, cookie: owner });
    const first = await buy();
    expect(first.statusCode).toBe(201);
    expect((await buy()).statusCode).toBe(201);
    const entries = await t.app.db.query<{ gateway_reference: string }>(
      `SELECT gateway_reference FROM ledger_entries WHERE operation_key LIKE $1 AND kind = 'charge'`,
      [`seats:${request.purchase_id}%`],
    );
    expect(entries).toHaveLength(1);
    expect(t.stripe.charge(entries[0]?.gateway_reference ?? '')).toMatchObject({
      amount: total.unscaledValue,
      captured: true,
      refunded: false,
    });
  });

  it('sends every write to Stripe with an idempotency key, and a replayed checkout takes the money once', async () => {
    const prepared = await preparePurchase(t, {
      email: 'replayed@example.com',
      confirm: (intentId, clientSecret) => t.confirmAsBrowser(intentId, clientSecret),
    });
    const first = await sendCheckout(t, prepared.checkoutBody);
    expect(first.statusCode).toBe(201);
    const again = await sendCheckout(t, prepared.checkoutBody);
    expect(again.json().subscription.id).toBe(first.json().subscription.id);
    // A capture under another key finds the payment captured and takes nothing more.
    const due = prepared.estimate.dueToday.unscaledValue as number;
    expect(
      await t.app.paymentGateway.captureIntent(prepared.paymentIntentId, {
        amountMinor: due,
        idempotencyKey: `another-capture-${randomUUID()}`,
      }),
    ).toMatchObject({ status: 'captured', amountMinor: due, amountRefundedMinor: 0 });
    const intent = t.stripe.paymentIntent(prepared.paymentIntentId);
    expect(intent.amount_received).toBe(due);
    const captures = t.stripeRequests.filter(
      (r) => r.path === `/v1/payment_intents/${prepared.paymentIntentId}/capture`,
    );
    expect(captures.length).toBeGreaterThanOrEqual(2);
    const writes = t.stripeRequests.filter((r) => r.method === 'POST');
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((w) => !w.idempotencyKey)).toEqual([]);
  });

  it('answers 503 while Stripe cannot be reached, and the retry with the same key pays once', async () => {
    t.stripe.injectFault({ mode: 'drop_after_charge', count: 1, operations: ['capture'] });
    const prepared = await preparePurchase(t, {
      email: 'lost-answer@example.com',
      confirm: (intentId, clientSecret) => t.confirmAsBrowser(intentId, clientSecret),
    });
    const lost = await sendCheckout(t, prepared.checkoutBody);
    expect(lost.statusCode).toBe(503);
    const retried = await sendCheckout(t, prepared.checkoutBody);
    expect(retried.statusCode).toBe(201);
    const intent = t.stripe.paymentIntent(prepared.paymentIntentId);
    expect(intent.amount_received).toBe(prepared.estimate.dueToday.unscaledValue);
    t.stripe.clearFaults();
  });

  it('mounts none of the sandbox gateway under PAYMENT_PROVIDER=stripe', async () => {
    for (const url of ['/sandbox-gateway/assets/gateway.css', '/sandbox-gateway/v1/intents/pi_x']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/v1/intents/pi_x/confirm',
      payload: { client_secret: 'x', test_token: 'tok_visa' },
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('answers an unknown payment intent as one that cannot be found', async () => {
    const prepared = await preparePurchase(t, {
      email: 'unknown-intent@example.com',
      confirm: async () => undefined,
    });
    const response = await sendCheckout(t, {
      ...prepared.checkoutBody,
      paymentIntentId: 'pi_unknown',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payment_intent_invalid');
  });

  // Last: it moves the clock a day on.
  it("refunds a customer's payment on Stripe exactly once", async () => {
    const { response } = await t.purchase({ email: 'refunder@example.com' });
    const subscriptionId = response.json().subscription.id as string;
    const cookie = sessionCookieFrom(response);
    const requested = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${subscriptionId}/refund-revoke`,
      cookie,
    });
    expect(requested.statusCode).toBe(202);
    const paid = requested.json().pending_request.amount.unscaledValue as number;
    t.clock.advance(25 * HOUR);
    expect(await runBilling(contextOf(t.app))).toMatchObject({ refunded: 1 });
    expect(await runBilling(contextOf(t.app))).toMatchObject({ refunded: 0 });
    const [entry] = await t.app.db.query<{ gateway_reference: string }>(
      `SELECT gateway_reference FROM ledger_entries WHERE subscription_id = $1 AND kind = 'charge'`,
      [subscriptionId],
    );
    const chargeId = entry?.gateway_reference ?? '';
    expect(t.stripe.refunds({ charge: chargeId }).map((r) => r.amount)).toEqual([paid]);
    expect(t.stripe.charge(chargeId)).toMatchObject({ amount_refunded: paid, refunded: true });
  });
});

describe.each(testDatabaseKinds)('renewals through Stripe on %s', (kind) => {
  let t: StripeTestApp;
  const lines: string[] = [];
  beforeEach(async () => {
    lines.length = 0;
    t = await createStripeTestApp(kind, {
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterEach(() => t.close());

  async function buy(email: string, paymentMethod = 'pm_card_visa') {
    const { response, paymentIntentId } = await t.purchase({
      email,
      paymentMethod,
      priceIds: ['vpn-basic-1m-usd'],
      authenticate: 'succeed',
    });
    expect(response.statusCode).toBe(201);
    const subscriptionId = response.json().subscription.id as string;
    const [row] = await t.app.db.query<{
      current_period_end: Date;
      user_id: string;
      payment_source_token: string;
    }>(
      `SELECT current_period_end, user_id, payment_source_token FROM subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    if (!row) throw new Error('no subscription');
    return { subscriptionId, paymentIntentId, ...row };
  }
  const renewalCharges = (subscriptionId: string) =>
    t.app.db.query<{
      kind: string;
      gateway_reference: string | null;
      failure_reason: string | null;
    }>(
      `SELECT kind, gateway_reference, failure_reason FROM ledger_entries
        WHERE subscription_id = $1 AND operation_key LIKE 'renewal%' ORDER BY created_at`,
      [subscriptionId],
    );

  it('renews on the saved card off-session, on the same Customer', async () => {
    const bought = await buy('renews@example.com');
    const customer = t.stripe.paymentIntent(bought.paymentIntentId).customer;
    t.clock.set(new Date(bought.current_period_end.getTime() + 1000));
    expect(await runBilling(contextOf(t.app))).toMatchObject({ renewed: 1, failed: 0 });
    const [entry] = (await renewalCharges(bought.subscriptionId)).filter(
      (e) => e.kind === 'charge',
    );
    const charge = t.stripe.charge(entry?.gateway_reference ?? '');
    expect(charge).toMatchObject({
      captured: true,
      customer,
      payment_method: bought.payment_source_token,
    });
    expect(t.stripe.paymentIntent(charge.payment_intent as string).metadata).toMatchObject({
      burrow_subscription_id: bought.subscriptionId,
    });
  });

  it('renews a PayPal subscription off-session on the approved account', async () => {
    const { response } = await t.purchase({
      email: 'paypal-renews@example.com',
      method: 'paypal',
      priceIds: ['vpn-basic-1m-usd'],
      authenticate: 'succeed',
    });
    expect(response.statusCode).toBe(201);
    const subscriptionId = response.json().subscription.id as string;
    const [row] = await t.app.db.query<{ current_period_end: Date }>(
      `SELECT current_period_end FROM subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    t.clock.set(new Date((row?.current_period_end.getTime() ?? 0) + 1000));
    expect(await runBilling(contextOf(t.app))).toMatchObject({ renewed: 1, failed: 0 });
    const [entry] = (await renewalCharges(subscriptionId)).filter((e) => e.kind === 'charge');
    const charge = t.stripe.charge(entry?.gateway_reference ?? '');
    expect(t.stripe.paymentIntent(charge.payment_intent as string)).toMatchObject({
      status: 'succeeded',
      allowed_payment_method_types: ['paypal'],
    });
  });

  it('answers a renewal the issuer wants authenticated as requires_action: nothing taken, the invoice due, not a hard decline', async () => {
    const bought = await buy('authenticate-later@example.com', 'pm_card_authenticationRequired');
    const result = await t.app.paymentGateway.chargeSource({
      sourceToken: bought.payment_source_token,
      amountMinor: 1295,
      currency: 'USD',
      idempotencyKey: `port-check-${randomUUID()}`,
      description: 'Burrow renewal',
      payer: { tenantId: 'burrow', userId: bought.user_id },
    });
    expect(result).toMatchObject({
      status: 'requires_action',
      chargeId: null,
      failure: { reason: 'authentication_required' },
      hardDecline: false,
    });
    expect(t.stripe.paymentIntent(result.paymentId ?? '').amount_received).toBe(0);

    t.clock.set(new Date(bought.current_period_end.getTime() + 1000));
    expect(await runBilling(contextOf(t.app))).toMatchObject({ renewed: 0, failed: 1 });
    expect(await renewalCharges(bought.subscriptionId)).toEqual([
      expect.objectContaining({ kind: 'charge_failed', failure_reason: 'authentication_required' }),
    ]);
    const [sub] = await t.app.db.query<{ hard_declined: boolean; next_retry_at: Date | null }>(
      `SELECT hard_declined, next_retry_at FROM subscriptions WHERE id = $1`,
      [bought.subscriptionId],
    );
    expect(sub).toMatchObject({ hard_declined: false, next_retry_at: expect.any(Date) });
    const invoices = await t.app.db.query<{ status: string }>(
      `SELECT status FROM invoices WHERE subscription_id = $1`,
      [bought.subscriptionId],
    );
    expect(invoices.map((i) => i.status).sort()).toEqual(['paid', 'payment_due']);
  });

  it('never writes a Stripe secret to a log line or an answer', async () => {
    const answers: string[] = [];
    const { response } = await t.purchase({ email: 'secrets@example.com' });
    answers.push(response.body);
    const cookie = sessionCookieFrom(response);
    for (const url of ['/api/v1/site-config', '/api/v2/payment-methods/', '/api/health']) {
      answers.push((await t.request({ method: 'GET', url, cookie })).body);
    }
    const declined = await t.purchase({
      email: 'secrets-declined@example.com',
      paymentMethod: 'pm_card_visa_chargeDeclined',
    });
    answers.push(declined.response.body);
    // A Stripe that cannot be reached is logged with the error.
    t.stripe.injectFault({ mode: 'error_5xx', count: 1, operations: ['create_intent'] });
    const unavailable = await t.request({
      method: 'POST',
      url: '/api/v1/payment-intent',
      payload: {
        checkoutAttemptId: `attempt-${randomUUID()}`,
        amount: { unscaledValue: 1295, scale: 2, currency: 'USD' },
        paymentMethodType: 'card',
      },
    });
    expect(unavailable.statusCode).toBe(503);
    answers.push(unavailable.body);
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [
      STRIPE_TEST_KEYS.STRIPE_SECRET_KEY,
      STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
    ]) {
      for (const text of [...lines, ...answers]) expect(text).not.toContain(secret);
    }
  });
});

describe('the server and the billing command as processes with Stripe', () => {
  it('start with Stripe, say so in the log with the mode and no key, and serve no sandbox', async () => {
    const fake = await startFakeStripe({ port: 0 });
    const port = await freePort();
    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
      ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS,
      // Production needs SMTP_URL or email explicitly off (decision 0130).
      EMAIL_DELIVERY: 'off',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-stripe-')),
      PORT: String(port),
      BILLING_RUN_INTERVAL_SECONDS: '0',
      PAYMENT_PROVIDER: 'stripe',
      ...STRIPE_TEST_KEYS,
      STRIPE_API_BASE: fake.url,
    };
    const server = startServerProcess({ ...env, LOG_LEVEL: 'info' });
    try {
      await waitUntilHealthy(server);
      const sandbox = await fetch(`${server.baseUrl}/sandbox-gateway/assets/gateway.css`);
      expect(sandbox.status).toBe(404);
      const ready = server
        .output()
        .split('\n')
        .find((line) => line.includes('payments ready'));
      expect(JSON.parse(ready ?? '{}')).toMatchObject({
        paymentProvider: 'stripe',
        paymentTestMode: true,
      });
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    const billing = await runEntryPoint(sourceEntries.billing, [], env);
    await fake.close();
    expect(billing.code).toBe(0);
    expect(JSON.parse(billing.output)).toMatchObject({ renewed: 0, failed: 0 });
    for (const secret of [
      STRIPE_TEST_KEYS.STRIPE_SECRET_KEY,
      STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
    ]) {
      expect(server.output()).not.toContain(secret);
      expect(billing.output).not.toContain(secret);
    }
  }, 120_000);
});
