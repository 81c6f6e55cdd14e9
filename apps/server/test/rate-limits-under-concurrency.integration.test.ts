import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Every rate limit holds exactly under a burst of parallel requests (decision 0070): each
 * attempt takes its slot before it is judged, in one statement, so no burst gets more
 * than the limit judged. On PostgreSQL the requests really run at once (a pool of
 * connections, Argon2 on worker threads); PGlite runs them one after another and must
 * give the same answers.
 */

const PASSWORD = 'demo-burrow-2026';
const BURST = 40;

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses)
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

describe.each(testDatabaseKinds)('rate limits under concurrency on %s', (kind) => {
  let t: TestApp;
  let clientNumber = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  /** Requests from an address of their own, so one test's counts never spill into another's. */
  function newClient() {
    clientNumber += 1;
    const remoteAddress = `203.0.113.${clientNumber}`;
    return (url: string, payload: object, cookie?: string, method = 'POST') =>
      t.request({
        method: method as 'POST',
        url,
        payload,
        remoteAddress,
        ...(cookie ? { cookie } : {}),
      });
  }

  const login = (send: ReturnType<typeof newClient>, email: string, password: string) =>
    send('/api/v2/auth/login', { email, password });

  it('sign-in: forty parallel wrong passwords get ten judged; the right one then waits, from that address only', async () => {
    const email = 'expiring@demo.burrow.test';
    const stranger = newClient();
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) => login(stranger, email, `wrong-guess-${i}`)),
    );
    expect(statuses(burst)).toEqual({ 401: 10, 429: BURST - 10 });
    expect((await login(stranger, email, PASSWORD)).statusCode).toBe(429);
    // The stranger's guesses hold up the stranger: the owner, elsewhere, signs in.
    const owner = await login(newClient(), email, PASSWORD);
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('sign-in: the right password inside a burst of wrong ones gets in only within the limit', async () => {
    const email = 'grace@demo.burrow.test';
    const stranger = newClient();
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        login(stranger, email, i === 30 ? PASSWORD : `wrong-guess-${i}`),
      ),
    );
    const right = burst[30];
    const wrong = burst.filter((_, i) => i !== 30);
    // Ten wrong guesses judged, never more; the right one is judged only if it took one of
    // the ten slots (then it hands it back), and otherwise waits like every other guess.
    expect(statuses(wrong)).toEqual({ 401: 10, 429: BURST - 11 });
    expect([200, 429]).toContain(right?.statusCode);
    expect((await login(stranger, email, PASSWORD)).statusCode).toBe(429);
  });

  it('sign-in: a right password hands its slot back, so signing in often never locks out', async () => {
    // One after another: a slot is held while its guess is judged, so at once only ten can be.
    const send = newClient();
    const answers = [];
    for (let i = 0; i < 15; i += 1)
      answers.push(await login(send, 'trial@demo.burrow.test', PASSWORD));
    expect(statuses(answers)).toEqual({ 200: 15 });
  });

  it('sign-in: one address gets fifty wrong passwords over every account', async () => {
    const send = newClient();
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(send, `sprayed-${i % 10}@example.com`, `wrong-guess-${i}`),
      ),
    );
    expect(statuses(burst)).toEqual({ 401: 50, 429: 10 });
  });

  it('magic link: five per account from a burst', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        newClient()('/api/v2/users/magic-link', { email: 'active@demo.burrow.test' }),
      ),
    );
    expect(statuses(burst)).toEqual({ 202: 5, 429: 15 });
  });

  it('password reset: five per account from a burst', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        newClient()('/api/v2/users/password/reset', { email: 'active@demo.burrow.test' }),
      ),
    );
    expect(statuses(burst)).toEqual({ 202: 5, 429: 15 });
  });

  it('gift cards: twenty guesses per client from a burst of checks and redemptions', async () => {
    const send = newClient();
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        i % 2 === 0
          ? send('/api/v1/gift-cards/check', { code: `GUESS${i}XYZ` })
          : send('/api/v1/gift-cards/redeem', {
              code: `GUESS${i}XYZ`,
              email: `gift-burst-${i}@example.com`,
            }),
      ),
    );
    expect(statuses(burst)[429]).toBe(BURST - 20);
  });

  it('password change: ten wrong current passwords per account from a burst', async () => {
    const cookie = await signIn(t, 'expired@demo.burrow.test');
    const send = newClient();
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        send(
          '/api/v2/users/password/update',
          { current_password: `wrong-guess-${i}`, new_password: 'Quiet-harbour-lantern-2031' },
          cookie,
          'PUT',
        ),
      ),
    );
    expect(statuses(burst)).toEqual({ 403: 10, 429: 15 });
  });
  it('coupons: thirty wrong codes per client from a burst of estimates; then even a right one waits', async () => {
    const send = newClient();
    const estimate = (couponCode: string) => ({
      offerId: 'default',
      priceIds: ['vpn-premium-12m-usd'],
      couponCode,
      customer: { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' },
    });
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) => send('/api/v1/estimate', estimate(`GUESS${i}OFF`))),
    );
    expect(statuses(burst)).toEqual({ 200: 30, 429: BURST - 30 });
    expect((await send('/api/v1/estimate', estimate('WELCOME10'))).statusCode).toBe(429);
  });

  it('checkout: thirty signed-out checkouts that find an account per client from a burst', async () => {
    const send = newClient();
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        send('/api/v1/checkout', {
          priceId: 'vpn-basic-1m-usd',
          paymentIntentId: 'pi_not_paid',
          checkoutAttemptId: `look-up-burst-${i}`,
          paymentSourceType: 'card',
          offerId: 'default',
          customer: {
            email: 'active@demo.burrow.test',
            residenceCountry: 'US',
            residenceState: 'NY',
            residenceZipcode: '10001',
          },
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 409: 30, 429: BURST - 30 });
    const lookUp = await send('/api/v1/checkout/customer-status', { email: 'new@example.com' });
    expect(lookUp.statusCode).toBe(429);
  });
});
