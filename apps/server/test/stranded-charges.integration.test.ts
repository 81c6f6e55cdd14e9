import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { startSession } from '../src/modules/identity/identity-service';
import { createSandboxGateway } from '../src/modules/sandbox-gateway/sandbox-gateway';
import { crashingGateway, crashRace } from './support/crashing-gateway';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Decision 0064: a charge of a saved payment method that the server took and then died
 * before recording is never kept for nothing. The customer's retry completes it if it still
 * can, or refunds it when it is refused (a stale quote, a changed price); a charge nobody
 * comes back for, or whose subscription changed meanwhile, is refunded by the billing run.
 */
describe.each(testDatabaseKinds)('charges stranded by a crash on %s', (kind) => {
  let t: TestApp;
  /** The next money-moving call whose idempotency key contains this crashes the server. */
  let crashOn: string | null = null;
  const race = crashRace();
  beforeEach(async () => {
    crashOn = null;
    t = await createTestApp(kind, {
      seed: true,
      paymentGateway: (db, clock) =>
        crashingGateway(
          createSandboxGateway(db, clock),
          (key) => {
            if (crashOn === null || !key.includes(crashOn) || !race.active()) return false;
            crashOn = null;
            return true;
          },
          race.onCrash,
        ),
    });
  });
  afterEach(() => t.close());

  /** Sends the request with the server dying right after the gateway moved money. */
  async function crashingRequest(marker: string, options: Parameters<TestApp['request']>[0]) {
    crashOn = marker;
    const answer = await race.answer(t.request(options));
    expect(answer).toBe('no answer');
    await t.restart();
  }

  const gatewayCharges = (keyPattern: string) =>
    t.app.db.query<{ id: string; amount: number; refunded: number; invoices: number }>(
      `SELECT c.id, c.amount_minor::int AS amount,
              COALESCE((SELECT sum(r.amount_minor) FROM sandbox_gateway_refunds r WHERE r.charge_id = c.id), 0)::int AS refunded,
              (SELECT count(*) FROM invoices i WHERE i.charge_id = c.id AND i.status = 'paid')::int AS invoices
         FROM sandbox_gateway_idempotency_keys k JOIN sandbox_gateway_charges c ON c.id = k.result_id
        WHERE k.operation = 'charge_source' AND k.idempotency_key LIKE $1 AND c.status = 'succeeded'
        ORDER BY c.created_at`,
      [keyPattern],
    );
  const ledgerOf = (userId: string) =>
    t.app.db.query<{ kind: string; amount: number; operation_key: string; invoice: boolean }>(
      `SELECT kind, amount_minor::int AS amount, operation_key, invoice_id IS NOT NULL AS invoice
         FROM ledger_entries WHERE user_id = $1 ORDER BY created_at, kind`,
      [userId],
    );

  async function customer(email: string) {
    const { response } = await purchase(t, { email, priceIds: ['vpn-basic-1m-usd'] });
    expect(response.statusCode).toBe(201);
    const [user] = await t.app.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
      email,
    ]);
    return {
      userId: user?.id ?? '',
      subscriptionId: response.json().subscription.id as string,
      cookie: sessionCookieFrom(response),
    };
  }
  const freshCookie = async (userId: string) => {
    const session = await startSession(t.app.db, contextOf(t.app), 'burrow', userId, 'test');
    return `burrow_session=${session.token}`;
  };
  const change = { type: 'change_plan', priceId: 'vpn-basic-12m-usd' };
  const quoteChange = async (cookie: string, subscriptionId: string) => {
    const estimate = await t.request({
      method: 'PUT',
      url: '/api/v2/checkout/estimate',
      payload: { subscriptionId, change },
      cookie,
    });
    expect(estimate.statusCode).toBe(200);
    return estimate.json<{ quoteId: string; total: { unscaledValue: number } }>();
  };
  const confirmChange = (cookie: string, body: object) =>
    t.request({ method: 'POST', url: '/api/v2/checkout/', payload: body, cookie });

  it('refunds a plan change charged before a crash when its retry a day later is stale, and charges the new quote once', async () => {
    const buyer = await customer('stale-change@example.com');
    t.clock.advance(3 * DAY);
    const quote = await quoteChange(buyer.cookie, buyer.subscriptionId);
    const body = {
      attemptId: 'crashed-change-attempt',
      subscriptionId: buyer.subscriptionId,
      change,
      quoteId: quote.quoteId,
    };
    await crashingRequest('plan-change', {
      method: 'POST',
      url: '/api/v2/checkout/',
      payload: body,
      cookie: buyer.cookie,
    });
    expect(await gatewayCharges('%plan-change:crashed-change-attempt%')).toEqual([
      expect.objectContaining({ amount: quote.total.unscaledValue, refunded: 0, invoices: 0 }),
    ]);

    // The customer's app retries the next day: the quote no longer holds, and the charge goes back.
    t.clock.advance(DAY);
    const cookie = await freshCookie(buyer.userId);
    const retried = await confirmChange(cookie, body);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().error.code).toBe('quote_mismatch');
    expect(await gatewayCharges('%plan-change:crashed-change-attempt%')).toEqual([
      expect.objectContaining({ refunded: quote.total.unscaledValue, invoices: 0 }),
    ]);
    const [unchanged] = await t.app.db.query<{ price_id: string }>(
      `SELECT price_id FROM subscriptions WHERE id = $1`,
      [buyer.subscriptionId],
    );
    expect(unchanged?.price_id).toBe('vpn-basic-1m-usd');

    // Confirming the new quote charges it once and applies the change.
    const fresh = await quoteChange(cookie, buyer.subscriptionId);
    const done = await confirmChange(cookie, {
      ...body,
      attemptId: 'second-change-attempt',
      quoteId: fresh.quoteId,
    });
    expect(done.json()).toMatchObject({ status: 'succeeded' });
    const kept = (await gatewayCharges('%plan-change:%')).filter((c) => c.refunded === 0);
    expect(kept).toEqual([
      expect.objectContaining({ amount: fresh.total.unscaledValue, invoices: 1 }),
    ]);
    const ledger = await ledgerOf(buyer.userId);
    expect(ledger.filter((e) => e.operation_key.includes('crashed-change-attempt'))).toEqual([
      expect.objectContaining({
        kind: 'charge',
        amount: quote.total.unscaledValue,
        invoice: false,
      }),
      expect.objectContaining({
        kind: 'refund',
        amount: quote.total.unscaledValue,
        invoice: false,
      }),
    ]);
  });

  it('completes a plan change charged before a crash when it is retried while its quote holds', async () => {
    const buyer = await customer('resumed-change@example.com');
    const quote = await quoteChange(buyer.cookie, buyer.subscriptionId);
    const body = {
      attemptId: 'resumed-change-attempt',
      subscriptionId: buyer.subscriptionId,
      change,
      quoteId: quote.quoteId,
    };
    await crashingRequest('plan-change', {
      method: 'POST',
      url: '/api/v2/checkout/',
      payload: body,
      cookie: buyer.cookie,
    });
    // Until the crashed request's hold on the subscription lapses, the retry is told to wait.
    const early = await confirmChange(buyer.cookie, body);
    expect(early.json().error.code).toBe('checkout_in_progress');
    t.clock.advance(6 * MINUTE);
    const resumed = await confirmChange(buyer.cookie, body);
    expect(resumed.json()).toMatchObject({ status: 'succeeded' });
    expect(await gatewayCharges('%plan-change:resumed-change-attempt%')).toEqual([
      expect.objectContaining({ amount: quote.total.unscaledValue, refunded: 0, invoices: 1 }),
    ]);
  });

  it('refunds, in the billing run, a plan change charged before a crash that nobody retried', async () => {
    const buyer = await customer('abandoned-change@example.com');
    const quote = await quoteChange(buyer.cookie, buyer.subscriptionId);
    await crashingRequest('plan-change', {
      method: 'POST',
      url: '/api/v2/checkout/',
      payload: {
        attemptId: 'abandoned-change-attempt',
        subscriptionId: buyer.subscriptionId,
        change,
        quoteId: quote.quoteId,
      },
      cookie: buyer.cookie,
    });
    const run = await t.request({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { days: 1 },
    });
    expect(run.statusCode).toBe(200);
    expect(await gatewayCharges('%plan-change:abandoned-change-attempt%')).toEqual([
      expect.objectContaining({ refunded: quote.total.unscaledValue, invoices: 0 }),
    ]);
  });

  it('refunds a renewal charged before a crash when the subscription was stopped before the next run', async () => {
    const buyer = await customer('stopped-renewal@example.com');
    const [sub] = await t.app.db.query<{ end: Date }>(
      `SELECT current_period_end AS end FROM subscriptions WHERE id = $1`,
      [buyer.subscriptionId],
    );
    await crashingRequest(buyer.subscriptionId, {
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { to: new Date((sub?.end.getTime() ?? 0) + MINUTE).toISOString() },
    });
    const renewal = `%renewal:${buyer.subscriptionId}:%`;
    expect(await gatewayCharges(renewal)).toEqual([
      expect.objectContaining({ refunded: 0, invoices: 0 }),
    ]);
    // The customer turns renewal off before the next run: the plan ends instead of renewing.
    t.clock.advance(6 * MINUTE);
    const off = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${buyer.subscriptionId}/autobill-off`,
      cookie: await freshCookie(buyer.userId),
    });
    expect(off.statusCode).toBe(200);
    const run = await t.request({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { days: 1 },
    });
    expect(run.statusCode).toBe(200);
    const [charge] = await gatewayCharges(renewal);
    expect(charge).toMatchObject({ invoices: 0 });
    expect(charge?.refunded).toBe(charge?.amount);
  });

  it('refunds more seats charged before a crash when the purchase is retried on a later day', async () => {
    const owner = await signIn(t, 'business-legacy@demo.burrow.test');
    const listing = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/',
      cookie: owner,
    });
    const subscriptionId = listing.json().subscriptions[0].subscription_id as string;
    const seats = async () =>
      (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie: owner })).json()
        .subscriptions[0].licenses.length as number;
    const before = await seats();
    const { total } = (
      await t.request({
        method: 'PUT',
        url: '/api/v2/licenses/seats/estimate',
        payload: { subscription_id: subscriptionId, seats: 2 },
        cookie: owner,
      })
    ).json();
    const purchaseId = randomUUID();
    const request = {
      method: 'POST' as const,
      url: '/api/v2/licenses/seats',
      payload: {
        subscription_id: subscriptionId,
        seats: 2,
        purchase_id: purchaseId,
        expected_total: total,
      },
      cookie: owner,
    };
    await crashingRequest(purchaseId, request);
    expect(await gatewayCharges(`%seats:${purchaseId}%`)).toEqual([
      expect.objectContaining({ amount: total.unscaledValue, refunded: 0, invoices: 0 }),
    ]);

    t.clock.advance(2 * DAY);
    const retried = await t.request(request);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().error.code).toBe('quote_mismatch');
    expect(await gatewayCharges(`%seats:${purchaseId}%`)).toEqual([
      expect.objectContaining({ refunded: total.unscaledValue, invoices: 0 }),
    ]);
    expect(await seats()).toBe(before);
  });
});
