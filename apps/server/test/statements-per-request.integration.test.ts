import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePurchase, sendCheckout } from './support/purchase';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

// SQL round trips per request (decision 0135): what the dashboard's call and one order cost
// the database, hooks included. A count, not a duration: it only moves when the code does.
// Set PRINT_STATEMENTS=1 to see the statements.
const print = process.env.PRINT_STATEMENTS === '1';

describe.each(testDatabaseKinds)('statements per request (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, logStatements: true });
  });
  afterAll(() => t.close());

  const statements = () => t.statementLog?.statements ?? [];
  const show = (title: string) => {
    if (print) console.log(`${kind} ${title}: ${statements().length}\n  ${statements().join('\n  ')}`);
  };

  it('counts one order: payment intent, the sandbox confirmation and the checkout', async () => {
    const prepared = await preparePurchase(t, { email: 'counted-buyer@example.com' });
    // The estimate, the intent and the confirmation ran in preparePurchase: order again
    // with only what a script does (README "Paying from a script").
    t.statementLog?.clear();
    const again = await preparePurchase(t, { email: 'counted-buyer-2@example.com' });
    const intentAndConfirm = statements().length;
    show('estimate + payment intent + confirmation');
    t.statementLog?.clear();
    const response = await sendCheckout(t, again.checkoutBody);
    expect(response.statusCode).toBe(201);
    show('checkout');
    expect(intentAndConfirm).toBeGreaterThan(0);
    expect(prepared.paymentIntentId).toBeTruthy();
  });

  it('counts the dashboard call of a signed-in customer', async () => {
    const { checkoutBody } = await preparePurchase(t, { email: 'counted-reader@example.com' });
    const cookie = sessionCookieFrom(await sendCheckout(t, checkoutBody));
    // The first call after sign-in may record that the session was used; the steady state is
    // what a dashboard polling costs.
    await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie });
    t.statementLog?.clear();
    const response = await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie });
    expect(response.statusCode).toBe(200);
    show('GET /api/v2/subscriptions/');
    expect(statements().length).toBeGreaterThan(0);
  });
});
