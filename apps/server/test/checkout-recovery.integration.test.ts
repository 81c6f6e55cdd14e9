import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../src/modules/sandbox-gateway/sandbox-gateway';
import { crashingGateway, crashRace } from './support/crashing-gateway';
import { preparePurchase, sendCheckout } from './support/purchase';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Decision 0072: a checkout's payment is written down before it is captured. A retry of a
 * purchase whose first answer was lost (a new attempt id, as the retry policy sends) gets
 * that purchase's answer and session; a capture a crash left unrecorded is completed by the
 * buyer's retry at once (a dead server's claim blocks nobody) or refunded by the billing run
 * when nobody came back; concurrent checkouts of one intent are refused with 4xx, never 5xx.
 */
describe.each(testDatabaseKinds)('checkout recovery on %s', (kind) => {
  let t: TestApp;
  /** The next capture crashes the server right after the gateway took the money. */
  let crashNextCapture = false;
  const race = crashRace();
  afterEach(() => t?.close());

  async function app() {
    crashNextCapture = false;
    t = await createTestApp(kind, {
      paymentGateway: (db, clock) =>
        crashingGateway(
          createSandboxGateway(db, clock),
          (key) => {
            if (!crashNextCapture || !key.startsWith('capture:') || !race.active()) return false;
            crashNextCapture = false;
            return true;
          },
          race.onCrash,
        ),
    });
  }

  const me = (cookie: string) => t.request({ method: 'GET', url: '/api/v2/users/me', cookie });
  const count = async (sql: string, params: string[]) =>
    (await t.app.db.query<{ n: number }>(sql, params))[0]?.n;
  const invoicesOf = (intentId: string) =>
    count(`SELECT count(*)::int AS n FROM invoices WHERE payment_intent_id = $1`, [intentId]);
  const intentAtGateway = async (intentId: string) =>
    (
      await t.app.db.query<{ amount: number; refunded: number }>(
        `SELECT c.amount_minor::int AS amount,
                COALESCE((SELECT sum(r.amount_minor) FROM sandbox_gateway_refunds r WHERE r.charge_id = c.id), 0)::int AS refunded
           FROM sandbox_gateway_charges c WHERE c.intent_id = $1 AND c.status = 'succeeded'`,
        [intentId],
      )
    )[0];

  async function crashingCheckout(body: object) {
    crashNextCapture = true;
    const answer = await race.answer(sendCheckout(t, body));
    expect(answer).toBe('no answer');
    await t.restart();
  }

  it('answers a retry of a paid purchase under a new attempt id with its result and a working session', async () => {
    await app();
    const email = 'lost-answer@example.com';
    const { checkoutBody, paymentIntentId } = await preparePurchase(t, { email });
    const first = await sendCheckout(t, checkoutBody);
    expect(first.statusCode).toBe(201);

    // The first answer never reached the browser; the client retries under a new id.
    const retry = await sendCheckout(t, { ...checkoutBody, checkoutAttemptId: 'retry-attempt-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const signedIn = await me(sessionCookieFrom(retry));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email });
    // The same attempt again answers the same, signed in too.
    const again = await sendCheckout(t, checkoutBody);
    expect(again.json()).toEqual(first.json());
    expect((await me(sessionCookieFrom(again))).statusCode).toBe(200);

    expect(await invoicesOf(paymentIntentId)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email])).toBe(1);
  });

  it('refuses the paid intent to any other purchase or buyer', async () => {
    await app();
    const { checkoutBody } = await preparePurchase(t, { email: 'first-buyer@example.com' });
    expect((await sendCheckout(t, checkoutBody)).statusCode).toBe(201);
    const others = [
      { ...checkoutBody, customer: { ...checkoutBody.customer, email: 'thief@example.com' } },
      { ...checkoutBody, priceId: 'vpn-basic-12m-usd', priceIds: ['vpn-basic-12m-usd'] },
      { ...checkoutBody, couponCode: 'WELCOME10' },
    ];
    for (const [i, body] of others.entries()) {
      const refused = await sendCheckout(t, { ...body, checkoutAttemptId: `other-purchase-${i}` });
      expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(refused.cookies).toEqual([]);
    }
    // Another customer, signed in, cannot take the purchase over either.
    const other = await preparePurchase(t, { email: 'second-buyer@example.com' });
    const cookie = sessionCookieFrom(await sendCheckout(t, other.checkoutBody));
    const taken = await sendCheckout(
      t,
      { ...checkoutBody, checkoutAttemptId: 'signed-in-x' },
      cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('payment_intent_invalid');
  });

  it('answers concurrent checkouts of one intent with one purchase and 4xx, never 5xx', async () => {
    await app();
    const { checkoutBody, paymentIntentId } = await preparePurchase(t, {
      email: 'concurrent@example.com',
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        sendCheckout(t, {
          ...checkoutBody,
          checkoutAttemptId: `concurrent-${i}`,
          // Half of them buy for someone else with the same payment.
          ...(i % 2
            ? { customer: { ...checkoutBody.customer, email: `other-${i}@example.com` } }
            : {}),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      if (answer.statusCode !== 201) {
        expect(answer.statusCode).toBe(409);
        expect(['checkout_in_progress', 'payment_intent_invalid', 'account_exists']).toContain(
          answer.json().error.code,
        );
      }
    }
    const bought = answers.filter((a) => a.statusCode === 201);
    expect(bought.length, String(statuses)).toBeGreaterThanOrEqual(1);
    expect(new Set(bought.map((a) => a.json().subscription.id)).size).toBe(1);
    expect(await invoicesOf(paymentIntentId)).toBe(1);
    expect(await intentAtGateway(paymentIntentId)).toMatchObject({ refunded: 0 });
  });

  it('completes at once the retry of a checkout whose server died between capture and commit', async () => {
    await app();
    const { checkoutBody, paymentIntentId } = await preparePurchase(t, {
      email: 'crashed-once@example.com',
    });
    await crashingCheckout(checkoutBody);
    expect(await invoicesOf(paymentIntentId)).toBe(0);

    // No time passes: the dead server's claim on the attempt and the payment blocks nothing.
    const sameAttempt = await sendCheckout(t, checkoutBody);
    expect(sameAttempt.statusCode, sameAttempt.body).toBe(201);
    expect((await me(sessionCookieFrom(sameAttempt))).statusCode).toBe(200);
    expect(await invoicesOf(paymentIntentId)).toBe(1);
    expect(await intentAtGateway(paymentIntentId)).toMatchObject({ refunded: 0 });
  });

  it('completes at once a new attempt of a checkout whose server died between capture and commit', async () => {
    await app();
    const { checkoutBody, paymentIntentId } = await preparePurchase(t, {
      email: 'crashed-new-attempt@example.com',
    });
    await crashingCheckout(checkoutBody);
    const retry = await sendCheckout(t, { ...checkoutBody, checkoutAttemptId: 'after-crash-2' });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await invoicesOf(paymentIntentId)).toBe(1);
  });

  it('refunds in the billing run a capture a crash left unrecorded when nobody came back', async () => {
    await app();
    const email = 'abandoned-checkout@example.com';
    const { checkoutBody, paymentIntentId } = await preparePurchase(t, { email });
    await crashingCheckout(checkoutBody);
    const taken = await intentAtGateway(paymentIntentId);
    expect(taken).toMatchObject({ refunded: 0 });

    // Within the grace period a run leaves it for the buyer's retry.
    await t.request({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { to: new Date(t.clock.now().getTime() + 60_000).toISOString() },
    });
    expect(await intentAtGateway(paymentIntentId)).toMatchObject({ refunded: 0 });

    const run = await t.request({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { days: 1 },
    });
    expect(run.statusCode).toBe(200);
    expect(await intentAtGateway(paymentIntentId)).toEqual({
      amount: taken?.amount,
      refunded: taken?.amount,
    });
    expect(await invoicesOf(paymentIntentId)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email])).toBe(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM checkout_payments WHERE payment_intent_id = $1 AND settlement = 'refunded'`,
        [paymentIntentId],
      ),
    ).toBe(1);

    // A retry after the refund buys nothing and refunds nothing more.
    const late = await sendCheckout(t, { ...checkoutBody, checkoutAttemptId: 'too-late-1' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('payment_intent_invalid');
    expect(await intentAtGateway(paymentIntentId)).toMatchObject({ refunded: taken?.amount });
  });

  it('refuses attribution nested deeper than the contract allows with 400, not a stack overflow', async () => {
    await app();
    const { checkoutBody } = await preparePurchase(t, { email: 'deep@example.com' });
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const withXv = (body: object, xv: string) =>
      JSON.stringify(body).replace(/^\{/, `{"xv":${xv},`);
    const estimate = {
      offerId: 'default',
      priceIds: ['vpn-premium-12m-usd'],
      customer: { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' },
    };
    const intent = {
      checkoutAttemptId: 'deep-intent-1',
      amount: { unscaledValue: 100, scale: 2, currency: 'USD' },
      paymentMethodType: 'card',
    };
    for (const [url, body] of [
      ['/api/v1/checkout', checkoutBody],
      ['/api/v1/estimate', estimate],
      ['/api/v1/payment-intent', intent],
    ] as const) {
      for (const levels of [40_000, 9]) {
        const response = await t.request({
          method: 'POST',
          url,
          payload: withXv(body, deep(levels)),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${url} ${levels}: ${response.body}`).toBe(400);
        expect(response.json().error.code).toBe('invalid_request');
      }
    }
    // Real attribution still buys.
    const bought = await sendCheckout(t, {
      ...checkoutBody,
      xv: { utm_source: 'news', experiments: { checkout: { variant: 'b' } } },
    });
    expect(bought.statusCode, bought.body).toBe(201);
  });
});
