import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import {
  STRIPE_WEBHOOK_PATH,
  stripeWebhookRoutes,
} from '../src/modules/provider-webhooks/stripe-webhook-routes';
import { webhookPayloadOf } from '@burrow/fake-stripe/event-log';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { preparePurchase, purchase, sendCheckout } from './support/purchase';
import {
  STRIPE_TEST_KEYS,
  createStripeTestApp,
  type StripeTestApp,
} from './support/stripe-test-app';
import { testDatabaseKinds } from './support/test-database';

const SECRET = 'whsec_test_burrow_webhooks';
const MINUTE = 60_000;

// The objects below set the fields Burrow reads, typed by the SDK's own types (`Pick`), so
// a misnamed or mistyped field does not compile; the rest of Stripe's object is not read.
type DisputeFields = Pick<
  Stripe.Dispute,
  'id' | 'object' | 'amount' | 'currency' | 'charge' | 'payment_intent' | 'status' | 'created'
>;
type RefundFields = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'currency' | 'charge' | 'payment_intent' | 'status' | 'metadata'
>;
type IntentFields = Pick<
  Stripe.PaymentIntent,
  'id' | 'object' | 'amount' | 'currency' | 'status' | 'metadata' | 'created'
>;
type MethodFields = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'type' | 'customer'> & {
  card: Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'>;
};

describe.each(testDatabaseKinds)('Stripe webhooks on %s', (kind) => {
  let t: TestApp;
  let events = 0;
  beforeEach(async () => {
    // The route is mounted by app.ts only when PAYMENT_PROVIDER=stripe; here it is mounted
    // beside the sandbox, whose purchases make the invoices and charges the events name.
    t = await createTestApp(kind, {
      seed: true,
      beforeReady: (app) => {
        void app.register(stripeWebhookRoutes, { webhookSecret: SECRET });
      },
    });
  });
  afterEach(() => t.close());

  const seconds = () => Math.floor(t.clock.now().getTime() / 1000);

  function stripeEvent(
    type: Stripe.Event.Type,
    object: DisputeFields | RefundFields | IntentFields | MethodFields,
    id = `evt_test_${(events += 1)}_${seconds()}`,
  ): Stripe.Event {
    return {
      id,
      object: 'event',
      api_version: '2026-10-28',
      created: seconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    } as unknown as Stripe.Event;
  }

  function deliver(body: string, signature: { secret?: string; timestamp?: number } | null = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature) {
      headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: signature.secret ?? SECRET,
        timestamp: signature.timestamp ?? seconds(),
      });
    }
    // Stripe's servers: no Origin, no cookie, no x-tenant.
    return t.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers, payload: body });
  }
  const send = (event: Stripe.Event) => deliver(JSON.stringify(event));

  async function buy(email: string) {
    const { response, paymentIntentId } = await purchase(t, { email });
    expect(response.statusCode).toBe(201);
    const cookie = sessionCookieFrom(response);
    const subscriptionId = response.json().subscription.id as string;
    const [invoice] = await t.app.db.query<{
      id: string;
      charge_id: string;
      total_minor: number;
      currency: string;
    }>(
      `SELECT id, charge_id, total_minor, currency FROM invoices WHERE subscription_id = $1 AND status = 'paid'`,
      [subscriptionId],
    );
    if (!invoice) throw new Error('the purchase recorded no paid invoice');
    return { cookie, subscriptionId, paymentIntentId, invoice };
  }

  const subscription = async (cookie: string, id: string) =>
    (await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })).json();
  const ledgerOf = (subscriptionId: string) =>
    t.app.db.query<{ kind: string; amount_minor: number }>(
      `SELECT kind, amount_minor FROM ledger_entries WHERE subscription_id = $1 ORDER BY created_at, kind`,
      [subscriptionId],
    );
  const wallet = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/payment-methods/', cookie })).json()
      .payment_methods as {
      brand: string | null;
      last4: string | null;
      exp_month: number | null;
      exp_year: number | null;
    }[];

  type Bought = Awaited<ReturnType<typeof buy>>;
  const dispute = (
    bought: Bought,
    status: Stripe.Dispute.Status,
    id = 'dp_test_1',
  ): DisputeFields => ({
    id,
    object: 'dispute',
    amount: bought.invoice.total_minor,
    currency: bought.invoice.currency.toLowerCase(),
    charge: bought.invoice.charge_id,
    payment_intent: bought.paymentIntentId,
    status,
    created: seconds(),
  });
  const refund = (
    bought: Bought,
    amount: number,
    id = 're_dashboard_1',
    metadata: Stripe.Metadata = {},
  ): RefundFields => ({
    id,
    object: 'refund',
    amount,
    currency: bought.invoice.currency.toLowerCase(),
    charge: bought.invoice.charge_id,
    payment_intent: bought.paymentIntentId,
    status: 'succeeded',
    metadata,
  });

  describe('signature', () => {
    const nobodysCard: MethodFields = {
      id: 'pm_nobody',
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 },
    };
    const storedEvents = async () =>
      (await t.app.db.query(`SELECT event_id FROM provider_webhook_events`)).length;

    it('refuses unsigned, wrongly signed and stale payloads with 400 and processes nothing', async () => {
      const body = JSON.stringify(stripeEvent('payment_method.updated', nobodysCard));
      const unsigned = await deliver(body, null);
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toMatchObject({
        error: { code: 'webhook_signature_invalid', details: { reason: 'signature_missing' } },
      });
      const wrongSecret = await deliver(body, { secret: 'whsec_someone_else' });
      expect(wrongSecret.statusCode).toBe(400);
      expect(wrongSecret.json().error.details.reason).toBe('signature_invalid');
      const stale = await deliver(body, { timestamp: seconds() - 301 });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error.details.reason).toBe('timestamp_out_of_tolerance');
      const early = await deliver(body, { timestamp: seconds() + 301 });
      expect(early.statusCode).toBe(400);
      expect(early.json().error.details.reason).toBe('timestamp_out_of_tolerance');
      const notAnEvent = await deliver('{"hello":"world"}');
      expect(notAnEvent.statusCode).toBe(400);
      expect(notAnEvent.json().error.code).toBe('invalid_request');
      expect(await storedEvents()).toBe(0);
    }, 60_000);

    it('accepts a payload signed a moment ago by the clock Burrow runs on, byte for byte', async () => {
      // Signed at the test clock's time, months away from the machine's: Burrow's clock judges.
      const event = stripeEvent('payment_method.updated', nobodysCard);
      const pretty = JSON.stringify(event, null, 2);
      const response = await deliver(pretty, { timestamp: seconds() - 299 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, duplicate: false });
      expect(await storedEvents()).toBe(1);
      // One byte changed after signing: refused.
      const header = Stripe.webhooks.generateTestHeaderString({
        payload: pretty,
        secret: SECRET,
        timestamp: seconds(),
      });
      const tampered = await t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload: pretty.replace('"livemode": false', '"livemode": true '),
      });
      expect(tampered.statusCode).toBe(400);
    }, 60_000);
  });

  describe('refunds made in the dashboard', () => {
    it('ledgers a full refund once, however often it is delivered, and ends the plan like a refund', async () => {
      const bought = await buy('dashboard-refund@example.com');
      const event = stripeEvent('refund.created', refund(bought, bought.invoice.total_minor));
      const first = await send(event);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      const replay = await send(event);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true, duplicate: true });
      // The same refund told again by another event (charge.refunded's list): still once.
      await send(stripeEvent('refund.updated', refund(bought, bought.invoice.total_minor)));

      expect(await ledgerOf(bought.subscriptionId)).toEqual([
        { kind: 'charge', amount_minor: bought.invoice.total_minor },
        { kind: 'refund', amount_minor: bought.invoice.total_minor },
      ]);
      expect(await subscription(bought.cookie, bought.subscriptionId)).toMatchObject({
        state: 'revoked',
        auto_billing_enabled: false,
      });
      const invoices = (
        await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie: bought.cookie })
      ).json().invoices;
      expect(invoices[0].status).toBe('refunded');
    }, 60_000);

    it('processes an event delivered several times at once exactly once', async () => {
      const bought = await buy('concurrent-refund@example.com');
      const event = stripeEvent('refund.created', refund(bought, 700, 're_concurrent'));
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(event)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((answer) => !answer.json().duplicate)).toHaveLength(1);
      expect(await ledgerOf(bought.subscriptionId)).toEqual([
        { kind: 'charge', amount_minor: bought.invoice.total_minor },
        { kind: 'refund', amount_minor: 700 },
      ]);
    }, 60_000);

    it('answers 500 and keeps nothing when an event cannot be applied, so the retry applies it', async () => {
      const bought = await buy('retried-dispute@example.com');
      const event = stripeEvent('charge.dispute.created', dispute(bought, 'needs_response'));
      // The dispute's row cannot be written: the suspension already made in the same
      // transaction must roll back with it.
      await t.app.db.query(`ALTER TABLE payment_disputes RENAME TO payment_disputes_away`);
      const failed = await send(event);
      await t.app.db.query(`ALTER TABLE payment_disputes_away RENAME TO payment_disputes`);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().error.code).toBe('internal_error');
      expect(await ledgerOf(bought.subscriptionId)).toHaveLength(1);
      expect(await subscription(bought.cookie, bought.subscriptionId)).toMatchObject({
        state: 'active',
      });
      const retried = await send(event);
      expect(retried.json()).toEqual({ received: true, duplicate: false });
      expect(await subscription(bought.cookie, bought.subscriptionId)).toMatchObject({
        state: 'revoked',
      });
    }, 60_000);

    it('ledgers a partial refund and leaves the plan alone; ignores refunds Burrow made', async () => {
      const bought = await buy('partial-refund@example.com');
      await send(stripeEvent('refund.created', refund(bought, 500, 're_partial')));
      await send(
        stripeEvent(
          'refund.created',
          refund(bought, bought.invoice.total_minor, 're_burrow_own', {
            burrow_idempotency_key: 'refund:tenant:request',
          }),
        ),
      );
      expect(await ledgerOf(bought.subscriptionId)).toEqual([
        { kind: 'charge', amount_minor: bought.invoice.total_minor },
        { kind: 'refund', amount_minor: 500 },
      ]);
      expect(await subscription(bought.cookie, bought.subscriptionId)).toMatchObject({
        state: 'active',
        auto_billing_enabled: true,
      });
    }, 60_000);
  });

  describe('disputes', () => {
    it('suspends access while a dispute is open and restores it when the dispute is won', async () => {
      const bought = await buy('disputed-won@example.com');
      const opened = await send(
        stripeEvent('charge.dispute.created', dispute(bought, 'needs_response')),
      );
      expect(opened.statusCode).toBe(200);
      expect(await subscription(bought.cookie, bought.subscriptionId)).toMatchObject({
        state: 'revoked',
        auto_billing_enabled: false,
      });
      // A stale update delivered late changes nothing.
      await send(stripeEvent('charge.dispute.updated', dispute(bought, 'under_review')));
      t.clock.advance(10 * MINUTE);
      await send(stripeEvent('charge.dispute.closed', dispute(bought, 'won')));
      expect(await subscription(bought.cookie, bought.subscriptionId)).toMatchObject({
        state: 'active',
        auto_billing_enabled: true,
      });
      expect(await ledgerOf(bought.subscriptionId)).toEqual([
        { kind: 'charge', amount_minor: bought.invoice.total_minor },
        { kind: 'dispute', amount_minor: bought.invoice.total_minor },
        { kind: 'dispute_reversal', amount_minor: bought.invoice.total_minor },
      ]);
      // A `created` delivered after the close reopens nothing.
      await send(stripeEvent('charge.dispute.created', dispute(bought, 'needs_response')));
      expect(await subscription(bought.cookie, bought.subscriptionId)).toMatchObject({
        state: 'active',
      });
      expect(await ledgerOf(bought.subscriptionId)).toHaveLength(3);
    }, 60_000);

    it('revokes a plan whose dispute is lost, even when the close arrives before the open', async () => {
      const bought = await buy('disputed-lost@example.com');
      await send(stripeEvent('charge.dispute.closed', dispute(bought, 'lost')));
      await send(stripeEvent('charge.dispute.created', dispute(bought, 'needs_response')));
      const view = await subscription(bought.cookie, bought.subscriptionId);
      expect(view).toMatchObject({ state: 'revoked', auto_billing_enabled: false });
      expect(await ledgerOf(bought.subscriptionId)).toEqual([
        { kind: 'charge', amount_minor: bought.invoice.total_minor },
        { kind: 'dispute', amount_minor: bought.invoice.total_minor },
      ]);
      // It does not renew: the billing run a year on charges nothing.
      t.clock.advance(400 * 24 * 60 * MINUTE);
      await runBilling(contextOf(t.app));
      expect(await ledgerOf(bought.subscriptionId)).toHaveLength(2);
    }, 60_000);

    it('ignores a dispute of a charge Burrow never recorded', async () => {
      const bought = await buy('not-this-one@example.com');
      const stranger = { ...dispute(bought, 'needs_response'), charge: 'ch_unknown' };
      const response = await send(
        stripeEvent('charge.dispute.created', { ...stranger, payment_intent: null }),
      );
      expect(response.statusCode).toBe(200);
      expect(await subscription(bought.cookie, bought.subscriptionId)).toMatchObject({
        state: 'active',
      });
    }, 60_000);
  });

  describe('saved cards', () => {
    const methodOf = async (bought: Bought) => {
      const [row] = await t.app.db.query<{ token: string }>(
        `SELECT token FROM payment_methods WHERE source_intent_id = $1`,
        [bought.paymentIntentId],
      );
      if (!row) throw new Error('the purchase saved no card');
      return row.token;
    };
    const method = (token: string, last4: string, expYear: number): MethodFields => ({
      id: token,
      object: 'payment_method',
      type: 'card',
      customer: 'cus_test',
      card: { brand: 'visa', last4, exp_month: 9, exp_year: expYear },
    });

    it('shows the card the networks updated, and never an older update delivered late', async () => {
      const bought = await buy('card-updated@example.com');
      const token = await methodOf(bought);
      const older = stripeEvent('payment_method.updated', method(token, '1111', 2029));
      t.clock.advance(MINUTE);
      const newer = stripeEvent(
        'payment_method.automatically_updated',
        method(token, '4321', 2031),
      );
      expect((await send(newer)).statusCode).toBe(200);
      expect((await send(older)).statusCode).toBe(200);
      expect(await wallet(bought.cookie)).toMatchObject([
        { brand: 'visa', last4: '4321', exp_month: 9, exp_year: 2031 },
      ]);
      expect(await subscription(bought.cookie, bought.subscriptionId)).toMatchObject({
        cc_info: { brand: 'visa', last4: '4321' },
      });
    }, 60_000);

    it('removes a detached method from the wallet as removing the last card does', async () => {
      const bought = await buy('card-detached@example.com');
      const token = await methodOf(bought);
      const response = await send(
        stripeEvent('payment_method.detached', { ...method(token, '4242', 2030), customer: null }),
      );
      expect(response.statusCode).toBe(200);
      expect(await wallet(bought.cookie)).toEqual([]);
      expect(await subscription(bought.cookie, bought.subscriptionId)).toMatchObject({
        state: 'active',
        auto_billing_enabled: false,
        cc_info: null,
      });
    }, 60_000);
  });

  describe('a checkout payment whose outcome came after the buyer left', () => {
    const intentEvent = (
      type: Stripe.Event.Type,
      intentId: string,
      status: Stripe.PaymentIntent.Status,
      amount: number,
      created: number,
    ) =>
      stripeEvent(type, {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        status,
        created,
        metadata: {
          burrow_tenant_id: 'burrow',
          burrow_flow: 'one_checkout_order',
          burrow_checkout_attempt_id: 'attempt-left',
        },
      });

    it('releases an authorisation no checkout recorded, once, after the grace period', async () => {
      const prepared = await preparePurchase(t, { email: 'left-early@example.com' });
      const amount = prepared.estimate.dueToday.unscaledValue as number;
      const created = seconds();
      // Told at once: the buyer may still be on their way to the checkout, so nothing yet.
      await send(
        intentEvent(
          'payment_intent.amount_capturable_updated',
          prepared.paymentIntentId,
          'requires_capture',
          amount,
          created,
        ),
      );
      const gateway = contextOf(t.app).gateway;
      expect((await gateway.retrieveIntent(prepared.paymentIntentId)).status).toBe('authorized');
      // Told again after the grace period: released.
      t.clock.advance(16 * MINUTE);
      const late = intentEvent(
        'payment_intent.amount_capturable_updated',
        prepared.paymentIntentId,
        'requires_capture',
        amount,
        created,
      );
      expect((await send(late)).statusCode).toBe(200);
      expect((await gateway.retrieveIntent(prepared.paymentIntentId)).status).toBe('canceled');
      const [row] = await t.app.db.query<{ settlement: string }>(
        `SELECT settlement FROM checkout_payments WHERE payment_intent_id = $1`,
        [prepared.paymentIntentId],
      );
      expect(row?.settlement).toBe('released');
      // A buyer coming back now is refused: the money went back.
      const checkout = await sendCheckout(t, prepared.checkoutBody);
      expect(checkout.statusCode).toBeGreaterThanOrEqual(400);
    }, 60_000);

    it('refunds a captured payment no checkout recorded in full, once', async () => {
      const prepared = await preparePurchase(t, { email: 'captured-left@example.com' });
      const amount = prepared.estimate.dueToday.unscaledValue as number;
      const gateway = contextOf(t.app).gateway;
      // Captured and never recorded (a crash between capture and commit, nobody came back).
      await gateway.captureIntent(prepared.paymentIntentId, {
        amountMinor: amount,
        idempotencyKey: `capture:burrow:${prepared.paymentIntentId}`,
      });
      const created = seconds();
      t.clock.advance(20 * MINUTE);
      for (const type of ['payment_intent.succeeded', 'payment_intent.succeeded'] as const) {
        expect(
          (await send(intentEvent(type, prepared.paymentIntentId, 'succeeded', amount, created)))
            .statusCode,
        ).toBe(200);
      }
      await runBilling(contextOf(t.app));
      const intent = await gateway.retrieveIntent(prepared.paymentIntentId);
      expect(intent.amountRefundedMinor).toBe(amount);
      const refunds = await t.app.db.query(
        `SELECT id FROM sandbox_gateway_refunds WHERE charge_id = $1`,
        [intent.chargeId],
      );
      expect(refunds).toHaveLength(1);
    }, 60_000);

    it('lets the buyer who comes back within the grace period complete the purchase; then does nothing', async () => {
      const prepared = await preparePurchase(t, { email: 'came-back@example.com' });
      const amount = prepared.estimate.dueToday.unscaledValue as number;
      const created = seconds();
      await send(
        intentEvent(
          'payment_intent.amount_capturable_updated',
          prepared.paymentIntentId,
          'requires_capture',
          amount,
          created,
        ),
      );
      const checkout = await sendCheckout(t, prepared.checkoutBody);
      expect(checkout.statusCode).toBe(201);
      t.clock.advance(20 * MINUTE);
      await send(
        intentEvent(
          'payment_intent.succeeded',
          prepared.paymentIntentId,
          'succeeded',
          amount,
          created,
        ),
      );
      await runBilling(contextOf(t.app));
      const intent = await contextOf(t.app).gateway.retrieveIntent(prepared.paymentIntentId);
      expect(intent).toMatchObject({ status: 'captured', amountRefundedMinor: 0 });
    }, 60_000);
  });
});

describe.each(testDatabaseKinds)('Stripe webhooks from the fake Stripe on %s', (kind) => {
  let t: StripeTestApp;
  let delivered = 0;
  beforeEach(async () => {
    t = await createStripeTestApp(kind, { seed: true });
    delivered = 0;
  });
  afterEach(() => t.close());

  /** Posts the fake's events as Stripe does (pretty JSON, signed now), as given or all new ones. */
  async function deliver(events?: Stripe.Event[]) {
    const batch = events ?? t.stripe.events().slice(delivered);
    if (!events) delivered += batch.length;
    const answers = [];
    for (const event of batch) {
      const payload = webhookPayloadOf(event);
      const response = await t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
            timestamp: Math.floor(t.clock.now().getTime() / 1000),
          }),
        },
        payload,
      });
      expect(response.statusCode, `${event.type}: ${response.body}`).toBe(200);
      answers.push(response.json<{ duplicate: boolean }>());
    }
    return answers;
  }

  async function buy(email: string) {
    const { response, paymentIntentId } = await t.purchase({ email });
    expect(response.statusCode).toBe(201);
    const intent = t.stripe.paymentIntent(paymentIntentId);
    return {
      cookie: sessionCookieFrom(response),
      subscriptionId: response.json().subscription.id as string,
      chargeId: intent.latest_charge as string,
      paymentMethodId: intent.payment_method as string,
      amount: intent.amount,
    };
  }
  const view = async (bought: { cookie: string; subscriptionId: string }) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/v2/subscriptions/${bought.subscriptionId}`,
        cookie: bought.cookie,
      })
    ).json();
  const ledgerKinds = async (subscriptionId: string) =>
    (
      await t.app.db.query<{ kind: string }>(
        `SELECT kind FROM ledger_entries WHERE subscription_id = $1 ORDER BY created_at, kind`,
        [subscriptionId],
      )
    ).map((row) => row.kind);

  it('is mounted with PAYMENT_PROVIDER=stripe and refuses an unsigned call; the sandbox has no such route', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.code).toBe('webhook_signature_invalid');
    const sandbox = await createTestApp(kind);
    try {
      const response = await sandbox.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('suspends a disputed plan, restores it when the dispute is won, and processes every event once', async () => {
    const bought = await buy('fake-dispute-won@example.com');
    await deliver();
    const dispute = t.stripe.dispute(bought.chargeId);
    await deliver();
    expect(await view(bought)).toMatchObject({ state: 'revoked', auto_billing_enabled: false });
    t.stripe.closeDispute(dispute.id, 'won');
    await deliver();
    expect(await view(bought)).toMatchObject({ state: 'active', auto_billing_enabled: true });
    expect(await ledgerKinds(bought.subscriptionId)).toEqual([
      'charge',
      'dispute',
      'dispute_reversal',
    ]);
    // Stripe delivers everything again: nothing more happens.
    const replays = await deliver(t.stripe.events());
    expect(replays.every((answer) => answer.duplicate)).toBe(true);
    expect(await ledgerKinds(bought.subscriptionId)).toHaveLength(3);
  }, 60_000);

  it('revokes a plan whose dispute is lost, with the events delivered in reverse order', async () => {
    const bought = await buy('fake-dispute-lost@example.com');
    await deliver();
    const dispute = t.stripe.dispute(bought.chargeId);
    t.stripe.closeDispute(dispute.id, 'lost');
    await deliver(t.stripe.events().slice(delivered).reverse());
    expect(await view(bought)).toMatchObject({ state: 'revoked', auto_billing_enabled: false });
    expect(await ledgerKinds(bought.subscriptionId)).toEqual(['charge', 'dispute']);
  }, 60_000);

  it("ledgers a dashboard refund once and revokes the plan; leaves Burrow's own refunds alone", async () => {
    const bought = await buy('fake-dashboard-refund@example.com');
    const other = await buy('fake-own-refund@example.com');
    await deliver();
    t.stripe.dashboardRefund(bought.chargeId);
    // Burrow refunding (its own operation, not yet recorded when the webhook comes).
    await contextOf(t.app).gateway.refund({
      chargeId: other.chargeId,
      amountMinor: other.amount,
      idempotencyKey: `refund:test:${other.subscriptionId}`,
    });
    await deliver();
    expect(await ledgerKinds(bought.subscriptionId)).toEqual(['charge', 'refund']);
    expect(await view(bought)).toMatchObject({ state: 'revoked' });
    expect(await ledgerKinds(other.subscriptionId)).toEqual(['charge']);
    expect(await view(other)).toMatchObject({ state: 'active' });
  }, 60_000);

  it('shows a card the network updated and drops one detached at Stripe', async () => {
    const bought = await buy('fake-card@example.com');
    await deliver();
    t.clock.advance(MINUTE);
    t.stripe.networkUpdate(bought.paymentMethodId, { exp_month: 4, exp_year: 2034, last4: '0005' });
    await deliver();
    const wallet = async () =>
      (
        await t.request({ method: 'GET', url: '/api/v2/payment-methods/', cookie: bought.cookie })
      ).json().payment_methods;
    expect(await wallet()).toMatchObject([{ last4: '0005', exp_month: 4, exp_year: 2034 }]);
    expect(await view(bought)).toMatchObject({ cc_info: { last4: '0005' } });

    const detached = await fetch(
      `${t.stripe.url}/v1/payment_methods/${bought.paymentMethodId}/detach`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${STRIPE_TEST_KEYS.STRIPE_SECRET_KEY}` },
      },
    );
    expect(detached.status).toBe(200);
    await deliver();
    expect(await wallet()).toEqual([]);
  }, 60_000);

  it('releases an authorisation whose buyer never came back to the checkout', async () => {
    const prepared = await preparePurchase(t, {
      email: 'fake-left@example.com',
      confirm: async (intentId, clientSecret) => {
        await t.confirmAsBrowser(intentId, clientSecret);
      },
    });
    await deliver();
    expect(t.stripe.paymentIntent(prepared.paymentIntentId).status).toBe('requires_capture');
    t.clock.advance(16 * MINUTE);
    // Stripe's redelivery of the authorisation, or any later event about it, finds it stranded.
    const authorised = t.stripe
      .events()
      .filter((event) => event.type === 'payment_intent.amount_capturable_updated')
      .map((event) => ({ ...event, id: `${event.id}_redelivered` }) as Stripe.Event);
    await deliver(authorised);
    expect(t.stripe.paymentIntent(prepared.paymentIntentId).status).toBe('canceled');
    await deliver();
    await runBilling(contextOf(t.app));
    expect(t.stripe.paymentIntent(prepared.paymentIntentId).status).toBe('canceled');
  }, 60_000);
});
