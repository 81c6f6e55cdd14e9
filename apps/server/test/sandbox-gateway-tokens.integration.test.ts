import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayMethodType, PaymentGateway } from '../src/modules/payments/payment-gateway';
import { confirmWithToken, createIntent, gatewayFor } from './sandbox-gateway-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const TOKEN_OUTCOMES: [string, GatewayMethodType, string, string | null][] = [
  ['tok_visa', 'card', 'authorized', null],
  ['tok_declined', 'card', 'failed', 'payment_declined'],
  ['tok_insufficient_funds', 'card', 'failed', 'insufficient_funds'],
  ['tok_3ds_required', 'card', 'requires_action', null],
  ['tok_incorrect_cvc', 'card', 'failed', 'incorrect_cvc'],
  ['tok_expired_card', 'card', 'failed', 'expired_card'],
  ['tok_fraud', 'card', 'failed', 'fraud_suspected'],
  ['tok_processing_error', 'card', 'failed', 'processing_error'],
  ['tok_renewal_declines', 'card', 'authorized', null],
  ['tok_paypal_approve', 'paypal', 'authorized', null],
  ['tok_paypal_cancel', 'paypal', 'canceled', 'payment_cancelled'],
  ['tok_wallet_approve', 'apple_pay', 'authorized', null],
  ['tok_wallet_cancel', 'apple_pay', 'canceled', 'payment_cancelled'],
  ['tok_wallet_approve', 'google_pay', 'authorized', null],
  ['tok_wallet_cancel', 'google_pay', 'canceled', 'payment_cancelled'],
];

describe.each(testDatabaseKinds)('sandbox gateway test-token API on %s', (kind) => {
  let t: TestApp;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    t = await createTestApp(kind);
    gateway = gatewayFor(t);
  });
  afterAll(() => t.close());

  const challenge = (intentId: string, secret: string, outcome: string) =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/intents/${intentId}/challenge`,
      payload: { client_secret: secret, outcome },
    });

  it.each(TOKEN_OUTCOMES)(
    '%s on a %s intent → %s %s',
    async (token, methodType, status, reason) => {
      const intent = await createIntent(gateway, { methodType });
      const response = await confirmWithToken(t, intent.id, intent.clientSecret, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: intent.id,
        status,
        failure_reason: reason,
        amount_minor: 1295,
        method_type: methodType,
      });
      const after = await gateway.retrieveIntent(intent.id);
      expect(after.status).toBe(status);
      expect(after.failure?.reason ?? null).toBe(reason);
      expect(after.source === null).toBe(status !== 'authorized');
    },
  );

  it('completes 3-D Secure through the API', async () => {
    const intent = await createIntent(gateway);
    const confirmed = await confirmWithToken(t, intent.id, intent.clientSecret, 'tok_3ds_required');
    expect(confirmed.json().next_action).toEqual({
      type: 'three_d_secure',
      url: `/sandbox-gateway/pay/${intent.id}/challenge?client_secret=${intent.clientSecret}`,
    });
    const done = await challenge(intent.id, intent.clientSecret, 'complete');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'authorized',
      next_action: null,
      payment_method: { brand: 'visa', last4: '3184' },
    });
  });

  it('fails 3-D Secure through the API with sca_failed', async () => {
    const intent = await createIntent(gateway);
    await confirmWithToken(t, intent.id, intent.clientSecret, 'tok_3ds_required');
    const done = await challenge(intent.id, intent.clientSecret, 'fail');
    expect(done.json()).toMatchObject({ status: 'failed', failure_reason: 'sca_failed' });
  });

  it('reads an intent’s state with its client secret', async () => {
    const intent = await createIntent(gateway, { methodType: 'paypal' });
    await confirmWithToken(t, intent.id, intent.clientSecret, 'tok_paypal_approve');
    const response = await t.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/v1/intents/${intent.id}?client_secret=${intent.clientSecret}`,
    });
    expect(response.json()).toMatchObject({
      status: 'authorized',
      payment_method: { payer_email: 'buyer@paypal.sandbox.test', last4: null },
    });
  });

  it('refuses a token for another method, a second confirm and a challenge not asked for', async () => {
    const card = await createIntent(gateway);
    const paypal = await createIntent(gateway, { methodType: 'paypal' });
    const wrongMethod = await confirmWithToken(t, paypal.id, paypal.clientSecret, 'tok_visa');
    const walletOnCard = await confirmWithToken(
      t,
      card.id,
      card.clientSecret,
      'tok_wallet_approve',
    );
    await confirmWithToken(t, card.id, card.clientSecret, 'tok_visa');
    const again = await confirmWithToken(t, card.id, card.clientSecret, 'tok_declined');
    const unasked = await challenge(card.id, card.clientSecret, 'fail');
    for (const response of [wrongMethod, walletOnCard, again, unasked]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'invalid_request',
        details: { gateway_code: 'invalid_state' },
      });
    }
    expect((await gateway.retrieveIntent(card.id)).status).toBe('authorized');
    expect((await gateway.retrieveIntent(paypal.id)).status).toBe('requires_payment_method');
  });

  it('answers 404 to a wrong secret or unknown intent, and 400 to an unknown token', async () => {
    const intent = await createIntent(gateway);
    const wrong = await confirmWithToken(t, intent.id, 'pi_x_secret_nope', 'tok_visa');
    const unknown = await confirmWithToken(t, 'pi_nope', intent.clientSecret, 'tok_visa');
    const badToken = await confirmWithToken(t, intent.id, intent.clientSecret, 'tok_gold');
    expect([wrong.statusCode, unknown.statusCode, badToken.statusCode]).toEqual([404, 404, 400]);
    expect(wrong.json().error.code).toBe('not_found');
    expect(wrong.json().error.message).toBe(
      unknown.json().error.message.replace('pi_nope', intent.id),
    );
    expect((await gateway.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
  });
});
