import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway';
import { createSandboxGateway } from '../src/modules/sandbox-gateway/sandbox-gateway';
import { preparePurchase, sendCheckout } from './support/purchase';
import {
  createTestApp,
  latestEmailTo,
  sessionCookieFrom,
  tokenFromLink,
  type TestApp,
} from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const PASSWORD = 'a long passphrase';

/**
 * A checkout refused after its payment was captured — here an account was created under
 * the buyer's email while they paid — gives the money back, and the refunded payment can
 * never pay for anything later (docs/product.md#paying: a buyer never pays for nothing; issue 8's faults).
 */
describe.each(testDatabaseKinds)('a checkout refused after capture (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  async function appWhereSomeoneSignsUpDuringCapture(email: string) {
    let gateway: PaymentGateway | undefined;
    t = await createTestApp(kind, {
      paymentGateway: (db, clock) => {
        const sandbox = createSandboxGateway(db, clock);
        gateway = sandbox;
        return {
          ...sandbox,
          captureIntent: async (...args) => {
            const captured = await sandbox.captureIntent(...args);
            const signup = await t.request({
              method: 'POST',
              url: '/api/v2/auth/signup',
              payload: { email, password: PASSWORD },
            });
            expect(signup.statusCode).toBeLessThan(300);
            return captured;
          },
        };
      },
    });
    return () => gateway!;
  }

  it('refunds the capture in full and answers account_exists', async () => {
    const email = 'raced@example.com';
    const gateway = await appWhereSomeoneSignsUpDuringCapture(email);
    const { checkoutBody, paymentIntentId } = await preparePurchase(t, { email });

    const refused = await sendCheckout(t, checkoutBody);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('account_exists');

    const intent = await gateway().retrieveIntent(paymentIntentId);
    expect(intent.status).toBe('captured');
    expect(intent.amountRefundedMinor).toBe(intent.amountMinor);

    // The same checkout again refunds nothing more and still buys nothing.
    const again = await sendCheckout(t, checkoutBody);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect((await gateway().retrieveIntent(paymentIntentId)).amountRefundedMinor).toBe(
      intent.amountMinor,
    );
  });

  it('never lets the refunded payment buy the plan after the buyer signs in', async () => {
    const email = 'signs-in-after@example.com';
    await appWhereSomeoneSignsUpDuringCapture(email);
    const { checkoutBody } = await preparePurchase(t, { email });
    expect((await sendCheckout(t, checkoutBody)).statusCode).toBe(409);

    // The buyer comes back through an emailed sign-in link (which also confirms the address).
    await t.request({ method: 'POST', url: '/api/v2/users/magic-link', payload: { email } });
    const link = (await latestEmailTo(t, email)).link ?? '';
    const cookie = sessionCookieFrom(
      await t.request({
        method: 'POST',
        url: '/api/v2/auth/magic-link/consume',
        payload: { token: tokenFromLink(link) },
      }),
    );
    const retry = await sendCheckout(
      t,
      { ...checkoutBody, checkoutAttemptId: `${checkoutBody.checkoutAttemptId}-signed-in` },
      cookie,
    );
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error.code).toBe('payment_intent_invalid');
    const subscriptions = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/',
      cookie,
    });
    expect(subscriptions.json()).toMatchObject({ subscriptions: [] });
  });
});
