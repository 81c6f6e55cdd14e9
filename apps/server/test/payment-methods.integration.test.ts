import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { defaultMigrationsDir, migrate } from '../src/db/migrate';
import { runBilling } from '../src/modules/billing/billing-run';
import { ownerSessionCookie } from './support/owner-session';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { createTestDatabase, testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;
const LIST = '/api/v2/payment-methods/';

interface SavedMethod {
  id: string;
  method_type: string;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  payer_email: string | null;
  is_default: boolean;
  removable: boolean;
  subscriptions: { subscription_id: string }[];
}

describe.each(testDatabaseKinds)('saved payment methods on %s', (kind) => {
  // Each test moves money and the clock: a fresh app keeps tests from billing each other.
  // Demo data only where a test signs in as a demo customer.
  let t: TestApp;
  beforeEach(async (context) => {
    t = await createTestApp(kind, { seed: context.task.name.includes('demo') });
  });
  afterEach(() => t.close());

  let attempts = 0;
  /** A card check as the web opens it: a zero-amount intent the customer authorises. */
  async function cardCheck(token = 'tok_visa', method = 'card', currency = 'USD') {
    attempts += 1;
    const opened = await t.request({
      method: 'POST',
      url: '/api/v1/payment-intent',
      payload: {
        checkoutAttemptId: `card-check-${attempts}-${Date.now()}`,
        amount: { unscaledValue: 0, scale: 2, currency },
        paymentMethodType: method,
      },
    });
    expect(opened.statusCode).toBe(201);
    const { paymentIntentId, chargebeeBody } = opened.json();
    const { clientSecret, amount } = JSON.parse(chargebeeBody);
    if (token !== 'none') {
      await t.app.inject({
        method: 'POST',
        url: `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`,
        payload: { client_secret: clientSecret, test_token: token },
      });
    }
    return { intentId: paymentIntentId as string, clientSecret: clientSecret as string, amount };
  }
  const add = (cookie: string, paymentIntentId: string, makeDefault?: boolean) =>
    t.request({
      method: 'POST',
      url: LIST,
      cookie,
      payload: { paymentIntentId, ...(makeDefault === undefined ? {} : { makeDefault }) },
    });
  const wallet = async (cookie: string) =>
    (await t.request({ method: 'GET', url: LIST, cookie })).json().payment_methods as SavedMethod[];
  const subscriptionRow = async (id: string) =>
    (
      await t.app.db.query<{ payment_source_token: string | null; payment_method: string }>(
        `SELECT payment_source_token, payment_method FROM subscriptions WHERE id = $1`,
        [id],
      )
    )[0];
  const tokenOf = async (methodId: string) =>
    (
      await t.app.db.query<{ token: string }>(`SELECT token FROM payment_methods WHERE id = $1`, [
        methodId,
      ])
    )[0]?.token;
  const subjectsTo = async (to: string) =>
    (
      (await t.request({ method: 'GET', url: '/api/dev/mailbox' })).json().messages as {
        to: string;
        subject: string;
      }[]
    )
      .filter((m) => m.to === to)
      .map((m) => m.subject);
  async function buy(email: string, testToken = 'tok_visa', cookie?: string) {
    const { response } = await purchase(t, {
      email,
      testToken,
      priceIds: ['vpn-basic-1m-usd'],
      country: 'GB',
      state: '',
      zip: '',
      ...(cookie ? { cookie } : {}),
    });
    expect(response.statusCode).toBe(201);
    return {
      cookie: cookie ?? sessionCookieFrom(response),
      id: response.json().subscription.id as string,
    };
  }
  /** The clock jumps weeks ahead in these tests: open a session valid at the new now. */
  async function periodEndOf(id: string): Promise<Date> {
    const [row] = await t.app.db.query<{ current_period_end: Date }>(
      `SELECT current_period_end FROM subscriptions WHERE id = $1`,
      [id],
    );
    if (!row) throw new Error(`no subscription ${id}`);
    return row.current_period_end;
  }
  const freshCookie = (subscriptionId: string) => ownerSessionCookie(t, subscriptionId);

  describe('adding a method through the gateway', () => {
    it('saves the checked card as the default, releases the check and emails the customer', async () => {
      const { cookie, id } = await buy('adds-card@example.com');
      const [bought] = await wallet(cookie);
      expect(bought).toMatchObject({ method_type: 'card', last4: '4242', is_default: true });

      const check = await cardCheck('tok_visa');
      expect(check.amount).toEqual({ unscaledValue: 100, scale: 2, currency: 'USD' });
      const response = await add(cookie, check.intentId);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.payment_method).toMatchObject({
        method_type: 'card',
        brand: 'visa',
        last4: '4242',
        exp_month: expect.any(Number),
        is_default: true,
        subscriptions: [{ subscription_id: id }],
      });
      expect(body.renewal_retries).toEqual([]);
      expect(body.payment_methods).toHaveLength(2);
      expect(body.payment_methods.filter((m: SavedMethod) => m.is_default)).toHaveLength(1);
      // The subscription now renews on the new card, and says so.
      expect(await subscriptionRow(id)).toEqual({
        payment_source_token: await tokenOf(body.payment_method.id),
        payment_method: 'CreditCard',
      });
      // The check's hold is released, never captured.
      const intent = await t.app.inject({
        method: 'GET',
        url: `/sandbox-gateway/v1/intents/${check.intentId}?client_secret=${encodeURIComponent(check.clientSecret)}`,
      });
      expect(intent.json().status).toBe('canceled');
      expect(
        await t.app.db.query(`SELECT id FROM sandbox_gateway_charges WHERE intent_id = $1`, [
          check.intentId,
        ]),
      ).toEqual([]);
      expect(await subjectsTo('adds-card@example.com')).toContain(
        'A payment method was added to your Burrow account',
      );
      // Nothing a card number or CVC could be: only the gateway's token and card facts.
      const stored = await t.app.db.query(`SELECT * FROM payment_methods`);
      expect(JSON.stringify(stored)).not.toMatch(/4242424242424242/);
    });

    it('keeps a further method as a spare when asked, and saves PayPal with the payer', async () => {
      const { cookie, id } = await buy('spare@example.com');
      const before = await subscriptionRow(id);
      const response = await add(
        cookie,
        (await cardCheck('tok_paypal_approve', 'paypal')).intentId,
        false,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().payment_method).toMatchObject({
        method_type: 'paypal',
        is_default: false,
        subscriptions: [],
        removable: true,
      });
      expect(response.json().payment_method.payer_email).toEqual(expect.any(String));
      expect(await subscriptionRow(id)).toEqual(before);
    });

    it('answers a replayed request with the same method and saves it once', async () => {
      const { cookie } = await buy('replays@example.com');
      const { intentId } = await cardCheck();
      const first = await add(cookie, intentId);
      const again = await add(cookie, intentId);
      expect(again.statusCode).toBe(201);
      expect(again.json().payment_method.id).toBe(first.json().payment_method.id);
      expect(await wallet(cookie)).toHaveLength(2);
    });

    it('refuses a check that is not authorised, declined, or a purchase payment', async () => {
      const { cookie } = await buy('refused@example.com');
      const pending = await add(cookie, (await cardCheck('none')).intentId);
      expect(pending.statusCode).toBe(400);
      expect(pending.json().error.code).toBe('payment_intent_invalid');

      const declined = await add(cookie, (await cardCheck('tok_declined')).intentId);
      expect(declined.statusCode).toBe(402);
      expect(declined.json().error).toMatchObject({
        code: 'payment_failed',
        details: { reason: 'payment_declined' },
      });

      const cancelled = await add(
        cookie,
        (await cardCheck('tok_paypal_cancel', 'paypal')).intentId,
      );
      expect(cancelled.statusCode).toBe(400);

      // An authorised payment for a purchase belongs to that purchase's attempt.
      const purchaseIntent = await t.request({
        method: 'POST',
        url: '/api/v1/payment-intent',
        payload: {
          checkoutAttemptId: 'purchase-attempt-0001',
          amount: { unscaledValue: 1295, scale: 2, currency: 'USD' },
          paymentMethodType: 'card',
        },
      });
      const { paymentIntentId, chargebeeBody } = purchaseIntent.json();
      await t.app.inject({
        method: 'POST',
        url: `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`,
        payload: { client_secret: JSON.parse(chargebeeBody).clientSecret, test_token: 'tok_visa' },
      });
      const purchaseRefused = await add(cookie, paymentIntentId);
      expect(purchaseRefused.statusCode).toBe(409);
      expect(purchaseRefused.json().error.code).toBe('payment_intent_invalid');

      const unknown = await add(cookie, 'pi_does_not_exist');
      expect(unknown.statusCode).toBe(400);
      expect(await wallet(cookie)).toHaveLength(1);
    });
  });

  it('checkout saves the buyer’s source: the first is the default, a later one renews only its own purchase', async () => {
    const first = await buy('two-purchases@example.com', 'tok_visa');
    // A second plan is bought once the first has ended (one running plan at a time).
    await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${first.id}/autobill-off`,
      cookie: first.cookie,
    });
    t.clock.set(new Date((await periodEndOf(first.id)).getTime() + DAY));
    await runBilling(contextOf(t.app));
    const cookie = await freshCookie(first.id);
    const second = await buy('two-purchases@example.com', 'tok_renewal_declines', cookie);
    const methods = await wallet(cookie);
    expect(methods).toHaveLength(2);
    const [preferred, spare] = methods;
    // The first card stays the default; the plan it paid for has ended, so it renews nothing.
    expect(preferred).toMatchObject({ is_default: true, last4: '4242', subscriptions: [] });
    expect(spare).toMatchObject({
      is_default: false,
      last4: '0341',
      subscriptions: [{ subscription_id: second.id }],
    });
  });

  it('making a method the default switches what every renewal charges', async () => {
    const { cookie, id } = await buy('switches@example.com');
    const spare = (await add(cookie, (await cardCheck('tok_visa')).intentId, false)).json()
      .payment_method;
    const spareToken = await tokenOf(spare.id);
    expect((await subscriptionRow(id))?.payment_source_token).not.toBe(spareToken);

    const response = await t.request({
      method: 'PUT',
      url: `${LIST}${spare.id}/default`,
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payment_method).toMatchObject({
      id: spare.id,
      is_default: true,
      subscriptions: [{ subscription_id: id }],
    });
    expect((await subscriptionRow(id))?.payment_source_token).toBe(spareToken);
    expect(await subjectsTo('switches@example.com')).toContain(
      'Your Burrow subscriptions now renew on a different payment method',
    );

    // The renewal is charged to the new default.
    const end = await periodEndOf(id);
    t.clock.set(new Date(end.getTime() + 1000));
    expect(await runBilling(contextOf(t.app))).toMatchObject({ renewed: 1 });
    const charges = await t.app.db.query<{ payment_method_token: string }>(
      `SELECT payment_method_token FROM sandbox_gateway_charges WHERE intent_id IS NULL`,
    );
    expect(charges.map((c) => c.payment_method_token)).toEqual([spareToken]);
  });

  describe('removing a method', () => {
    it('refuses the last method an autobilled subscription renews on, with a clear code', async () => {
      const { cookie } = await buy('keeps-last@example.com');
      const [only] = await wallet(cookie);
      expect(only?.removable).toBe(false);
      const refused = await t.request({ method: 'DELETE', url: `${LIST}${only?.id}`, cookie });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('payment_method_in_use');
      expect(await wallet(cookie)).toHaveLength(1);
    });

    it('removes the default when another exists: the newest takes over, with its subscriptions', async () => {
      const { cookie, id } = await buy('removes-default@example.com');
      const [original] = await wallet(cookie);
      const spare = (await add(cookie, (await cardCheck('tok_visa')).intentId, false)).json()
        .payment_method;
      const removed = await t.request({ method: 'DELETE', url: `${LIST}${original?.id}`, cookie });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({
        payment_method: null,
        payment_methods: [
          { id: spare.id, is_default: true, subscriptions: [{ subscription_id: id }] },
        ],
      });
      expect((await subscriptionRow(id))?.payment_source_token).toBe(await tokenOf(spare.id));
      expect(await subjectsTo('removes-default@example.com')).toContain(
        'A payment method was removed from your Burrow account',
      );
    });

    it('allows removing the last method once autobill is off; turning it back on then asks for one', async () => {
      const { cookie, id } = await buy('autobill-off@example.com');
      await t.request({ method: 'POST', url: `/api/v2/subscriptions/${id}/autobill-off`, cookie });
      const [only] = await wallet(cookie);
      expect(only?.removable).toBe(true);
      const removed = await t.request({ method: 'DELETE', url: `${LIST}${only?.id}`, cookie });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().payment_methods).toEqual([]);
      expect((await subscriptionRow(id))?.payment_source_token).toBeNull();
      const on = await t.request({
        method: 'POST',
        url: `/api/v2/subscriptions/${id}/autobill-on`,
        cookie,
      });
      expect(on.json().error.code).toBe('payment_method_required');
    });
  });

  describe('authorization', () => {
    it('answers 404 for another customer’s method and keeps each wallet to its owner', async () => {
      const owner = await buy('owner@example.com');
      const [theirs] = await wallet(owner.cookie);
      const other = (await buy('someone-else@example.com')).cookie;
      expect((await wallet(other)).map((m) => m.id)).not.toContain(theirs?.id);
      for (const [method, url] of [
        ['PUT', `${LIST}${theirs?.id}/default`],
        ['DELETE', `${LIST}${theirs?.id}`],
        ['PUT', `${LIST}not-a-uuid/default`],
      ] as const) {
        const response = await t.request({ method, url, cookie: other });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
      expect(await wallet(owner.cookie)).toHaveLength(1);
    });

    it('refuses a card check another customer already saved', async () => {
      const owner = await buy('first-saver@example.com');
      const { intentId } = await cardCheck();
      expect((await add(owner.cookie, intentId)).statusCode).toBe(201);
      const other = (await buy('second-saver@example.com')).cookie;
      const stolen = await add(other, intentId);
      expect(stolen.statusCode).toBe(409);
      expect(stolen.json().error.code).toBe('payment_intent_invalid');
    });

    it('answers 401 to a signed-out caller on every endpoint', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      for (const [method, url, payload] of [
        ['GET', LIST, undefined],
        ['POST', LIST, { paymentIntentId: 'pi_x' }],
        ['PUT', `${LIST}${id}/default`, undefined],
        ['DELETE', `${LIST}${id}`, undefined],
      ] as const) {
        const response = await t.request({ method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('unauthenticated');
      }
    });
  });

  describe('updating the payment method during dunning retries at once', () => {
    /** A demo-like subscription whose renewal was declined on `pm_card_renewal_declines`. */
    async function failedRenewal(email: string, token = 'pm_card_renewal_declines') {
      const { id } = await buy(email);
      await t.app.db.query(`UPDATE subscriptions SET payment_source_token = $2 WHERE id = $1`, [
        id,
        token,
      ]);
      const end = await periodEndOf(id);
      t.clock.set(new Date(end.getTime() + DAY / 2));
      await runBilling(contextOf(t.app));
      const cookie = await freshCookie(id);
      const view = (
        await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })
      ).json();
      expect(view).toMatchObject({ auto_bill_payment_failed: true, state: 'active' });
      return { id, cookie, end };
    }
    const ledgerOf = async (id: string) =>
      (
        await t.app.db.query<{ kind: string; gateway_reference: string | null }>(
          `SELECT kind, gateway_reference FROM ledger_entries WHERE subscription_id = $1 ORDER BY created_at, kind`,
          [id],
        )
      ).map((row) => row.kind);

    it('a good card pays the overdue renewal now: invoice, ledger charge, emails', async () => {
      const { id, cookie, end } = await failedRenewal('dunning@example.com');
      const response = await add(cookie, (await cardCheck('tok_visa')).intentId);
      expect(response.statusCode).toBe(201);
      expect(response.json().renewal_retries).toEqual([
        expect.objectContaining({ subscription_id: id, outcome: 'paid' }),
      ]);
      const view = (
        await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })
      ).json();
      expect(view).toMatchObject({ auto_bill_payment_failed: false, auto_bill_failed_on: null });
      // The new period starts where the unpaid one ended: grace days are not given away.
      expect(new Date(view.next_payment_date).getTime()).toBeGreaterThan(end.getTime() + 27 * DAY);
      const invoices = (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json()
        .invoices;
      expect(invoices).toHaveLength(2);
      expect(invoices[0].status).toBe('paid');
      // The purchase, the declined renewal and the renewal paid on the new card.
      expect((await ledgerOf(id)).sort()).toEqual(['charge', 'charge', 'charge_failed']);
      const [renewalCharge] = await t.app.db.query<{ payment_method_token: string }>(
        `SELECT c.payment_method_token FROM ledger_entries l JOIN sandbox_gateway_charges c ON c.id = l.gateway_reference
          WHERE l.subscription_id = $1 AND l.kind = 'charge' ORDER BY l.created_at DESC LIMIT 1`,
        [id],
      );
      expect(renewalCharge?.payment_method_token).toBe(
        await tokenOf(response.json().payment_method.id),
      );
      const subjects = await subjectsTo('dunning@example.com');
      expect(subjects).toContain('A payment method was added to your Burrow account');
      expect(subjects.some((s) => /subscription renewed/.test(s))).toBe(true);
    });

    it('a card that declines renewals leaves it in grace, with the next retry scheduled', async () => {
      const { id, cookie } = await failedRenewal('declines-again@example.com');
      const response = await add(cookie, (await cardCheck('tok_renewal_declines')).intentId);
      expect(response.json().renewal_retries).toEqual([
        expect.objectContaining({ subscription_id: id, outcome: 'failed' }),
      ]);
      const [row] = await t.app.db.query<{ next_retry_at: Date | null; status: string }>(
        `SELECT next_retry_at, status FROM subscriptions WHERE id = $1`,
        [id],
      );
      expect(row?.status).toBe('active');
      expect(row?.next_retry_at?.getTime()).toBeGreaterThan(t.clock.now().getTime());
    });

    it('a hard-declined renewal is retried too once the card is replaced', async () => {
      const { id, cookie } = await failedRenewal('hard-decline@example.com', 'pm_card_fraud');
      const spare = (await add(cookie, (await cardCheck('tok_visa')).intentId, false)).json();
      expect(spare.renewal_retries).toEqual([]);
      const response = await t.request({
        method: 'PUT',
        url: `${LIST}${spare.payment_method.id}/default`,
        cookie,
      });
      expect(response.json().renewal_retries).toEqual([
        expect.objectContaining({ subscription_id: id, outcome: 'paid' }),
      ]);
    });

    it('the autobill-failed demo customer adds a card and the declined renewal is paid', async () => {
      const cookie = await signIn(t, 'autobill-failed@demo.burrow.test');
      const [before] = await wallet(cookie);
      expect(before).toMatchObject({ last4: '0002', is_default: true, removable: false });
      const response = await add(cookie, (await cardCheck('tok_visa')).intentId);
      expect(response.json().renewal_retries).toEqual([
        expect.objectContaining({ outcome: 'paid', plan_name: expect.any(String) }),
      ]);
      const [sub] = (
        await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })
      ).json().subscriptions;
      expect(sub).toMatchObject({
        auto_bill_payment_failed: false,
        cc_info: { brand: 'visa', last4: '4242' },
      });
    });
  });
});

describe.each(testDatabaseKinds)('migration 0011 backfills wallets on %s', (kind) => {
  it('turns every subscription’s saved source into a method of its owner, one default each', async () => {
    const { db } = await createTestDatabase(kind);
    const earlier = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-migrations-'));
    try {
      for (const file of fs.readdirSync(defaultMigrationsDir)) {
        if (file < '0011')
          fs.copyFileSync(path.join(defaultMigrationsDir, file), path.join(earlier, file));
      }
      await migrate(db, earlier);
      const [user] = await db.query<{ id: string }>(
        `INSERT INTO users (tenant_id, email, created_at, updated_at) VALUES ('burrow', 'old@example.com', now(), now()) RETURNING id`,
      );
      const insert = (
        token: string | null,
        status: string,
        purchasedDaysAgo: number,
        method = 'CreditCard',
      ) =>
        db.query(
          `INSERT INTO subscriptions (tenant_id, user_id, price_id, status, billing_system, auto_billing_enabled,
             supports_autobill, payment_method, card_brand, card_last4, payment_source_token, current_period_start,
             current_period_end, purchased_at, created_at, updated_at)
           VALUES ('burrow', $1, 'vpn-basic-1m-usd', $2, 'burrow', true, true, $3, 'visa', '4242', $4,
             now(), now() + interval '30 days', now() - ($5 || ' days')::interval, now(), now())`,
          [user?.id ?? '', status, method, token, String(purchasedDaysAgo)],
        );
      await insert('pm_old', 'cancelled', 10);
      await insert('pm_current', 'active', 100);
      await insert('pm_current', 'active', 50);
      await insert('pm_paypal', 'active', 5, 'PayPal');
      await insert(null, 'active', 1);
      await migrate(db);
      const methods = await db.query<{ token: string; method_type: string; is_default: boolean }>(
        `SELECT token, method_type, is_default FROM payment_methods ORDER BY token`,
      );
      // The newest live purchase decides the default: PayPal here.
      expect(methods).toEqual([
        { token: 'pm_current', method_type: 'card', is_default: false },
        { token: 'pm_old', method_type: 'card', is_default: false },
        { token: 'pm_paypal', method_type: 'paypal', is_default: true },
      ]);
    } finally {
      fs.rmSync(earlier, { recursive: true, force: true });
      await db.close();
    }
  });
});
