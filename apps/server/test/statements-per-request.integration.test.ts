import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePurchase, sendCheckout } from './support/purchase';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

// SQL round trips per request (decision 0135): what the dashboard's call and one order cost
// the database, hooks included (session, rate limits, storefront). A count, not a duration:
// it moves only when the code does. PRINT_STATEMENTS=1 prints the statements.
const print = process.env.PRINT_STATEMENTS === '1';

describe.each(testDatabaseKinds)('statements per request (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, logStatements: true });
  });
  afterAll(() => t.close());

  /** The statements `work` made, printed when asked. */
  const counted = async <T>(title: string, work: () => Promise<T>) => {
    // Without the log every count would be 0 and every ceiling met: refuse rather than pass.
    const log = t.statementLog;
    if (!log) throw new Error('createTestApp was asked to log statements but has no log');
    log.clear();
    const result = await work();
    const statements = [...log.statements];
    if (print) console.log(`${kind} ${title}: ${statements.length}\n  ${statements.join('\n  ')}`);
    return { result, statements };
  };

  it('takes a bounded number of round trips for one order, as a script buys', async () => {
    // Once before, so what is read once per process (the sandbox's settings) is read.
    await sendCheckout(
      t,
      (await preparePurchase(t, { email: 'first-buyer@example.com' })).checkoutBody,
    );
    const { result: prepared, statements: beforeCheckout } = await counted(
      'estimate + payment intent + sandbox confirmation',
      () => preparePurchase(t, { email: 'counted-buyer@example.com' }),
    );
    const { result: response, statements: checkout } = await counted('checkout', () =>
      sendCheckout(t, prepared.checkoutBody),
    );
    expect(response.statusCode).toBe(201);
    expect(beforeCheckout.length).toBeLessThanOrEqual(15);
    expect(checkout.length).toBeLessThanOrEqual(43);
  });

  it('reads a signed-in customer’s subscriptions in three round trips however many they have', async () => {
    const { checkoutBody } = await preparePurchase(t, { email: 'counted-reader@example.com' });
    const cookie = sessionCookieFrom(await sendCheckout(t, checkoutBody));
    const dashboard = () => t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie });
    // The session, the subscriptions with all they show, and their next payments.
    const one = await counted('GET /api/v2/subscriptions/ (1 plan)', dashboard);
    expect(one.result.json().subscriptions).toHaveLength(1);
    expect(one.statements).toHaveLength(3);
  });

  it('prices every plan of a customer in one round trip, and skips it when none gives access', async () => {
    const cookie = await signIn(t, 'expired@demo.burrow.test');
    const dashboard = () => t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie });
    const expired = await counted('GET /api/v2/subscriptions/ (1 expired plan)', dashboard);
    expect(expired.result.json().subscriptions).toHaveLength(1);
    expect(expired.statements).toHaveLength(2);

    const again = await preparePurchase(t, { email: 'expired@demo.burrow.test', cookie });
    expect((await sendCheckout(t, again.checkoutBody, cookie)).statusCode).toBe(201);
    const two = await counted('GET /api/v2/subscriptions/ (expired + new plan)', dashboard);
    expect(two.result.json().subscriptions).toHaveLength(2);
    expect(two.statements).toHaveLength(3);
  });
});
