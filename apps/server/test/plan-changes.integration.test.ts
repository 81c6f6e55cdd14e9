import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { startSession } from '../src/modules/identity/identity-service';
import { runBilling } from '../src/modules/billing/billing-run';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;

describe.each(testDatabaseKinds)('plan changes through the v2 checkout on %s', (kind) => {
  let t: TestApp;
  let attempts = 0;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterEach(() => t.close());

  async function buy(email: string, priceIds = ['vpn-basic-1m-usd']) {
    const { response } = await purchase(t, { email, priceIds });
    expect(response.statusCode).toBe(201);
    return { cookie: sessionCookieFrom(response), id: response.json().subscription.id as string };
  }
  /** A fresh session after the clock moved past the purchase session's idle timeout. */
  async function signedIn(email: string) {
    const [user] = await t.app.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
      email,
    ]);
    const session = await startSession(
      t.app.db,
      contextOf(t.app),
      'burrow',
      user?.id ?? '',
      'test',
    );
    return `burrow_session=${session.token}`;
  }
  const estimate = (cookie: string, body: object) =>
    t.request({ method: 'PUT', url: '/api/v2/checkout/estimate', payload: body, cookie });
  function confirm(cookie: string, body: object, attemptId = `change-${++attempts}-attempt`) {
    return t.request({
      method: 'POST',
      url: '/api/v2/checkout/',
      payload: { attemptId, ...body },
      cookie,
    });
  }
  const ledger = (subscriptionId: string) =>
    t.app.db.query<{ kind: string; amount_minor: number }>(
      `SELECT kind, amount_minor::int AS amount_minor FROM ledger_entries WHERE subscription_id = $1 ORDER BY created_at, operation_key`,
      [subscriptionId],
    );

  it('upgrades a monthly plan to a yearly one now, with credit for unused time and the upgrade coupon', async () => {
    const bought = await buy('upgrader@example.com');
    const id = bought.id;
    t.clock.advance(10 * DAY);
    const cookie = await signedIn('upgrader@example.com');
    const change = { type: 'change_plan', priceId: 'vpn-basic-12m-usd' };
    const quoted = await estimate(cookie, {
      subscriptionId: id,
      change,
      couponCode: 'prexupg30now',
    });
    expect(quoted.statusCode).toBe(200);
    const quote = quoted.json();
    // 12.95 paid for 30 days, 20 left: 8.63 back. 56.04 less 30% = 39.23; less credit 30.60; NY state tax 4%.
    expect(quote).toMatchObject({
      timing: 'now',
      currency: 'USD',
      subtotal: { unscaledValue: 5604 },
      discount: { unscaledValue: 1681 },
      credit: { unscaledValue: 863 },
      coupon: { code: 'PREXUPG30NOW', applied: true },
      extraDays: 0,
      nextRenewal: { amount: { unscaledValue: 11695 } },
    });
    expect(quote.lines.map((l: { itemType: string }) => l.itemType)).toEqual(['plan', 'credit']);
    const taxable = 5604 - 1681 - 863;
    expect(quote.total.unscaledValue).toBe(taxable + quote.tax.unscaledValue);
    expect(quote.tax.unscaledValue).toBe(Math.round(taxable * 0.04));

    const done = await confirm(cookie, {
      subscriptionId: id,
      change,
      couponCode: 'PREXUPG30NOW',
      quoteId: quote.quoteId,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(done.json().invoiceNumber).toMatch(/^BRW-/);

    const sub = (
      await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })
    ).json();
    expect(sub.next_billing_cycle).toBe(12);
    expect(sub.next_payment_date.slice(0, 10)).toBe(quote.periodEnd.slice(0, 10));
    expect(await ledger(id)).toEqual([
      { kind: 'charge', amount_minor: 1295 + Math.round(1295 * 0.04) },
      { kind: 'charge', amount_minor: quote.total.unscaledValue },
    ]);
    const invoices = (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json()
      .invoices;
    expect(invoices).toHaveLength(2);
    const mail = await t.app.db.query<{ subject: string }>(
      `SELECT subject FROM outbox_emails WHERE to_address = 'upgrader@example.com' ORDER BY created_at`,
    );
    expect(mail.map((m) => m.subject)).toContain('Your Burrow subscription has changed');
  });

  it('refuses a quote that no longer holds instead of charging a different amount', async () => {
    const { cookie, id } = await buy('stale@example.com');
    const change = { type: 'change_plan', priceId: 'vpn-premium-1m-usd' };
    const quote = (await estimate(cookie, { subscriptionId: id, change })).json();
    t.clock.advance(DAY); // a day of the old plan used: the credit, and so the total, moved
    const refused = await confirm(cookie, { subscriptionId: id, change, quoteId: quote.quoteId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('quote_mismatch');
    const fresh = refused.json().error.details.estimate;
    expect(fresh.total.unscaledValue).toBeGreaterThan(quote.total.unscaledValue);
    expect(await ledger(id)).toHaveLength(1); // only the purchase

    const ok = await confirm(cookie, { subscriptionId: id, change, quoteId: fresh.quoteId });
    expect(ok.json().status).toBe('succeeded');
  });

  it('holds a quote while the customer reads it: minutes later on the same day it still confirms', async () => {
    const { id } = await buy('reader@example.com');
    t.clock.advance(60 * 60_000);
    const cookie = await signedIn('reader@example.com');
    const change = { type: 'change_plan', priceId: 'vpn-basic-12m-usd' };
    const quote = (await estimate(cookie, { subscriptionId: id, change })).json();
    t.clock.advance(5 * 60_000); // the new period would now end five minutes later
    const done = await confirm(cookie, { subscriptionId: id, change, quoteId: quote.quoteId });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('succeeded');
  });

  it('charges once however often the same confirmation is sent', async () => {
    const { cookie, id } = await buy('repeat@example.com');
    const change = { type: 'change_plan', priceId: 'vpn-vip-1m-usd' };
    const quote = (await estimate(cookie, { subscriptionId: id, change })).json();
    const body = { subscriptionId: id, change, quoteId: quote.quoteId };
    const first = await confirm(cookie, body, 'same-attempt-id');
    const second = await confirm(cookie, body, 'same-attempt-id');
    expect(second.json()).toEqual(first.json());
    expect((await ledger(id)).filter((l) => l.kind === 'charge')).toHaveLength(2);
    const reused = await confirm(
      cookie,
      { ...body, change: { type: 'change_plan', priceId: 'vpn-premium-1m-usd' } },
      'same-attempt-id',
    );
    expect(reused.json().error.code).toBe('idempotency_key_reused');
  });

  it('turns the rest of a long paid period into extra days when moving to a cheaper plan', async () => {
    const bought = await buy('downgrader@example.com', ['vpn-premium-12m-usd']);
    const id = bought.id;
    t.clock.advance(30 * DAY);
    const cookie = await signedIn('downgrader@example.com');
    const change = { type: 'change_plan', priceId: 'vpn-basic-1m-usd' };
    const quote = (await estimate(cookie, { subscriptionId: id, change })).json();
    expect(quote.total.unscaledValue).toBe(0);
    expect(quote.credit.unscaledValue).toBe(1295);
    expect(quote.extraDays).toBeGreaterThan(100);
    const done = await confirm(cookie, { subscriptionId: id, change, quoteId: quote.quoteId });
    expect(done.json().status).toBe('succeeded');
    expect((await ledger(id)).filter((l) => l.kind === 'charge')).toHaveLength(1);
  });

  it('adds an add-on for the rest of the period, renews it with the plan, and stops it at the period end', async () => {
    const bought = await buy('addon@example.com');
    const id = bought.id;
    let cookie: string;
    t.clock.advance(15 * DAY);
    cookie = await signedIn('addon@example.com');
    const add = { type: 'add_addon', priceId: 'addon-dedicated-ip-1m-usd' };
    const quote = (await estimate(cookie, { subscriptionId: id, change: add })).json();
    expect(quote.lines[0]).toMatchObject({
      itemType: 'addon',
      amount: { unscaledValue: Math.floor((699 * 15) / 30) },
    });
    expect(quote.nextRenewal.amount.unscaledValue).toBe(1295 + 699);
    expect(
      (await confirm(cookie, { subscriptionId: id, change: add, quoteId: quote.quoteId })).json()
        .status,
    ).toBe('succeeded');
    let sub = (
      await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })
    ).json();
    expect(sub.addons.map((a: { addon_type: string }) => a.addon_type)).toContain('dip');

    const again = await estimate(cookie, { subscriptionId: id, change: add });
    expect(again.json().error.code).toBe('addon_already_active');

    // The renewal charges the plan and the add-on together.
    t.clock.advance(16 * DAY);
    cookie = await signedIn('addon@example.com');
    await runBilling(contextOf(t.app));
    const charges = (await ledger(id)).filter((l) => l.kind === 'charge');
    expect(charges.at(-1)?.amount_minor).toBe(1994 + Math.round(1994 * 0.04));

    // Stopping it: it stays for the paid period, and the next renewal leaves it out.
    const remove = { type: 'remove_addon', productId: 'addon-dedicated-ip' };
    const removal = (await estimate(cookie, { subscriptionId: id, change: remove })).json();
    expect(removal).toMatchObject({ timing: 'at_period_end', total: { unscaledValue: 0 } });
    expect(removal.nextRenewal.amount.unscaledValue).toBe(1295);
    expect(
      (
        await confirm(cookie, { subscriptionId: id, change: remove, quoteId: removal.quoteId })
      ).json().status,
    ).toBe('succeeded');
    sub = (await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })).json();
    expect(sub.addons.map((a: { addon_type: string }) => a.addon_type)).toContain('dip');
    t.clock.advance(31 * DAY);
    cookie = await signedIn('addon@example.com');
    await runBilling(contextOf(t.app));
    sub = (await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })).json();
    expect(sub.addons).toEqual([]);
    expect((await ledger(id)).filter((l) => l.kind === 'charge').at(-1)?.amount_minor).toBe(
      1295 + Math.round(1295 * 0.04),
    );
  });

  it('asks for another payment method when the saved one is declined, then takes the payment through the gateway', async () => {
    const { cookie, id } = await buy('declined@example.com');
    await t.app.db.query(
      `UPDATE subscriptions SET payment_source_token = 'pm_card_declined' WHERE id = $1`,
      [id],
    );
    const change = { type: 'change_plan', priceId: 'vpn-premium-1m-usd' };
    const quote = (await estimate(cookie, { subscriptionId: id, change })).json();
    const attemptId = 'declined-change-1';
    const failed = await confirm(
      cookie,
      { subscriptionId: id, change, quoteId: quote.quoteId },
      attemptId,
    );
    expect(failed.json()).toMatchObject({
      status: 'payment_failed',
      failureReason: 'payment_declined',
    });
    expect((await ledger(id)).map((l) => l.kind)).toEqual(['charge', 'charge_failed']);

    // The customer pays with a new card in the gateway dialog.
    const intent = await t.request({
      method: 'POST',
      url: '/api/v1/payment-intent',
      payload: {
        checkoutAttemptId: attemptId,
        amount: quote.total,
        paymentMethodType: 'card',
        flow: 'edit_subscription',
        editSubscriptionFlowDetails: { subscriptionId: id },
      },
    });
    const { paymentIntentId, chargebeeBody } = intent.json();
    const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
    await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`,
      payload: { client_secret: clientSecret, test_token: 'tok_visa' },
    });
    const paid = await t.request({
      method: 'PUT',
      url: '/api/v2/checkout/',
      payload: { attemptId, paymentIntentId },
      cookie,
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const status = await t.request({
      method: 'GET',
      url: `/api/v2/checkout/?attempt=${attemptId}`,
      cookie,
    });
    expect(status.json().status).toBe('succeeded');
    expect((await ledger(id)).map((l) => l.kind).sort()).toEqual([
      'charge',
      'charge',
      'charge_failed',
    ]);
    // The new card pays the renewals from now on.
    const [row] = await t.app.db.query<{ payment_source_token: string }>(
      `SELECT payment_source_token FROM subscriptions WHERE id = $1`,
      [id],
    );
    expect(row?.payment_source_token).not.toBe('pm_card_declined');
  });

  it('compares every plan at once, saying why a change is not possible', async () => {
    const { cookie, id } = await buy('compare@example.com');
    const bulk = await t.request({
      method: 'PUT',
      url: '/api/v2/checkout/bulk-estimate',
      cookie,
      payload: {
        subscriptionId: id,
        changes: [
          { type: 'change_plan', priceId: 'vpn-basic-12m-usd' },
          { type: 'change_plan', priceId: 'vpn-basic-1m-usd' },
          { type: 'change_plan', priceId: 'vpn-basic-12m-eur' },
        ],
      },
    });
    expect(bulk.statusCode).toBe(200);
    const [yearly, same, euro] = bulk.json().estimates;
    expect(yearly.estimate.total.unscaledValue).toBeGreaterThan(0);
    expect(same).toMatchObject({ estimate: null, error: { code: 'plan_change_not_allowed' } });
    expect(euro).toMatchObject({ estimate: null, error: { code: 'invalid_request' } });
  });

  it('keeps one customer out of another customer’s subscription and attempts', async () => {
    const owner = await buy('owner@example.com');
    const other = await buy('other@example.com');
    const change = { type: 'change_plan', priceId: 'vpn-basic-12m-usd' };
    expect((await estimate(other.cookie, { subscriptionId: owner.id, change })).statusCode).toBe(
      404,
    );
    const quote = (await estimate(owner.cookie, { subscriptionId: owner.id, change })).json();
    await confirm(
      owner.cookie,
      { subscriptionId: owner.id, change, quoteId: quote.quoteId },
      'owners-attempt',
    );
    const peek = await t.request({
      method: 'GET',
      url: '/api/v2/checkout/?attempt=owners-attempt',
      cookie: other.cookie,
    });
    expect(peek.statusCode).toBe(404);
    const signedOut = await t.request({
      method: 'PUT',
      url: '/api/v2/checkout/estimate',
      payload: { subscriptionId: owner.id, change },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses changes to a subscription whose renewal payment is overdue', async () => {
    const { cookie, id } = await buy('overdue@example.com');
    await t.app.db.query(`UPDATE subscriptions SET auto_bill_failed_on = $2 WHERE id = $1`, [
      id,
      t.clock.now(),
    ]);
    const refused = await estimate(cookie, {
      subscriptionId: id,
      change: { type: 'change_plan', priceId: 'vpn-basic-12m-usd' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('plan_change_not_allowed');
  });
});
