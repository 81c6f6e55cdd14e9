import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway';
import { TEST_CARDS } from '../src/modules/sandbox-gateway/test-cards';
import {
  cardFields,
  confirmWithToken,
  createIntent,
  gatewayFor,
  payPath,
  postForm,
} from './sandbox-gateway-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const OUTCOMES: Record<string, { status: string; reason: string | null }> = {
  succeeds: { status: 'authorized', reason: null },
  succeeds_then_declines: { status: 'authorized', reason: null },
  requires_3ds: { status: 'requires_action', reason: null },
};

describe.each(testDatabaseKinds)('sandbox gateway hosted pages on %s', (kind) => {
  let t: TestApp;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    t = await createTestApp(kind);
    gateway = gatewayFor(t);
  });
  afterAll(() => t.close());

  const getPage = (url: string) => t.app.inject({ method: 'GET', url });

  it.each(TEST_CARDS)('card $number through the form: $behaviour', async (card) => {
    const intent = await createIntent(gateway);
    const cvc = card.brand === 'amex' ? '1234' : '123';
    const response = await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, card.number, { cvc }),
    );
    const after = await gateway.retrieveIntent(intent.id);
    // A decline on the form leaves the intent payable, with the decline as its last failure.
    const expected = OUTCOMES[card.behaviour] ?? {
      status: 'requires_payment_method',
      reason: card.behaviour,
    };
    expect(response.statusCode).toBe(expected.reason ? 200 : 303);
    if (!expected.reason) expect(response.headers.location).toBe(intent.hostedUrl);
    expect(after.status).toBe(expected.status);
    expect(after.failure?.reason ?? null).toBe(expected.reason);
    if (after.status === 'authorized') {
      expect(after.source).toMatchObject({
        methodType: 'card',
        brand: card.brand,
        last4: card.number.slice(-4),
        expMonth: 12,
        expYear: 2030,
      });
    }
  });

  it('sends a 3-D Secure card to the challenge page, where completing authorises it', async () => {
    const intent = await createIntent(gateway);
    await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, '4000002760003184'),
    );
    const page = await getPage(intent.hostedUrl);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(
      `/sandbox-gateway/pay/${intent.id}/challenge?client_secret=${intent.clientSecret}`,
    );
    const challenge = await getPage(String(page.headers.location));
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('Complete authentication');
    expect(challenge.body).toContain('Fail authentication');
    const done = await postForm(t, payPath(intent.id, 'challenge'), {
      client_secret: intent.clientSecret,
      outcome: 'complete',
    });
    expect(done.statusCode).toBe(303);
    expect((await gateway.retrieveIntent(intent.id)).status).toBe('authorized');
  });

  it('shows the card form again with sca_failed when authentication fails', async () => {
    const intent = await createIntent(gateway);
    await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, '4000002760003184'),
    );
    const failed = await postForm(t, payPath(intent.id, 'challenge'), {
      client_secret: intent.clientSecret,
      outcome: 'fail',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('Your bank could not confirm it was you.');
    expect(failed.body).toContain('<input id="number"');
    const after = await gateway.retrieveIntent(intent.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      failure: { reason: 'sca_failed' },
      source: null,
    });
  });

  it('keeps a declined buyer on the form with the reason, and the next card pays the same intent', async () => {
    const intent = await createIntent(gateway);
    const declined = await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, '4000 0000 0000 9995', { expiry: '11/29', cvc: '731' }),
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toMatch(
      /<div class="alert decline" role="alert">\s*<p class="decline-reason">Your card has insufficient funds.<\/p>/,
    );
    // What the buyer typed stays, except what a card page must never echo back.
    expect(declined.body).toContain('value="11/29"');
    expect(declined.body).toContain('value="Ada Lovelace"');
    expect(declined.body).toMatch(/<input id="number" name="number" value=""/);
    expect(declined.body).toMatch(/<input id="cvc" name="cvc" value=""/);
    expect(declined.body).not.toContain('731');
    // The embedding app is told once, by the declined submission, with the intent still open.
    expect(declined.body).toContain('data-status="requires_payment_method"');
    expect(declined.body).toContain('data-failure-reason="insufficient_funds"');
    const reloaded = await getPage(intent.hostedUrl);
    expect(reloaded.body).toContain('Your card has insufficient funds.');
    expect(reloaded.body).not.toContain('sandbox-gateway-result');

    const paid = await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, '4242424242424242'),
    );
    expect(paid.statusCode).toBe(303);
    const after = await gateway.retrieveIntent(intent.id);
    expect(after).toMatchObject({ status: 'authorized', failure: null });
    expect(after.source).toMatchObject({ last4: '4242' });
  });

  it('declines a past expiry date as an expired card', async () => {
    const intent = await createIntent(gateway);
    await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, '4242424242424242', { expiry: '05/26' }),
    );
    expect((await gateway.retrieveIntent(intent.id)).failure?.reason).toBe('expired_card');
  });

  it('answers a bad card number with a field error and leaves the intent payable', async () => {
    const intent = await createIntent(gateway);
    const response = await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, '4242 4242 4242 4241', { expiry: '11/29' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Enter a valid card number.');
    expect(response.body).toMatch(
      /<input id="number"[^>]*aria-invalid="true"\s+aria-describedby="number-error"\s+autofocus/,
    );
    expect(response.body).toContain('<p class="field-error" id="number-error">');
    expect(response.body).toContain('value="11/29"');
    expect(response.body).not.toContain('4241');
    expect((await gateway.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
  });

  it('renders accessible card fields and the test card list for a card intent', async () => {
    const intent = await createIntent(gateway, { amountMinor: 9995, currency: 'USD' });
    const page = await getPage(intent.hostedUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiry date (MM/YY)'],
      ['cvc', 'Security code (CVC)'],
      ['name', 'Name on card'],
    ]) {
      expect(page.body).toContain(`<label for="${id}">${label}</label>`);
      expect(page.body).toContain(`<input id="${id}" name="${id}"`);
    }
    expect(page.body).toContain('Pay $99.95');
    expect(page.body).toContain('<code>4000 0027 6000 3184</code>');
    expect(page.body).toContain(`name="client_secret" value="${intent.clientSecret}"`);
  });

  it.each([
    ['approve', 'authorized', null],
    ['cancel', 'canceled', 'payment_cancelled'],
  ])('PayPal: %s', async (decision, status, reason) => {
    const intent = await createIntent(gateway, { methodType: 'paypal' });
    const page = await getPage(intent.hostedUrl);
    expect(page.body).toContain('Approve your payment to Burrow');
    const response = await postForm(t, payPath(intent.id, 'paypal'), {
      client_secret: intent.clientSecret,
      decision,
    });
    expect(response.statusCode).toBe(303);
    const after = await gateway.retrieveIntent(intent.id);
    expect(after.status).toBe(status);
    expect(after.failure?.reason ?? null).toBe(reason);
    if (status === 'authorized') expect(after.source?.payerEmail).toMatch(/@/);
  });

  it.each([
    ['apple_pay', 'Apple Pay', 'approve', 'authorized'],
    ['google_pay', 'Google Pay', 'approve', 'authorized'],
    ['apple_pay', 'Apple Pay', 'cancel', 'canceled'],
    ['google_pay', 'Google Pay', 'cancel', 'canceled'],
  ] as const)('%s sheet: %s %s', async (methodType, name, decision, status) => {
    const intent = await createIntent(gateway, { methodType });
    const page = await getPage(intent.hostedUrl);
    expect(page.body).toContain(`Pay with ${name}`);
    expect(page.body).toContain('value="approve"');
    await postForm(t, payPath(intent.id, 'wallet'), {
      client_secret: intent.clientSecret,
      decision,
    });
    const after = await gateway.retrieveIntent(intent.id);
    expect(after.status).toBe(status);
    if (status === 'authorized') expect(after.source).toMatchObject({ methodType, last4: '4242' });
  });

  it('shows a finished intent its final state, with what the embedding app is told', async () => {
    const intent = await createIntent(gateway);
    await confirmWithToken(t, intent.id, intent.clientSecret, 'tok_insufficient_funds');
    const page = await getPage(intent.hostedUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Payment failed');
    expect(page.body).toContain('Your card has insufficient funds.');
    expect(page.body).toContain('You can close this window.');
    const result = /<div\s+id="sandbox-gateway-result"\s+hidden\s+([^>]*)>/.exec(page.body);
    const data = Object.fromEntries(
      [...(result?.[1] ?? '').matchAll(/data-([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(data).toEqual({
      'intent-id': intent.id,
      status: 'failed',
      'failure-reason': 'insufficient_funds',
    });
    expect(page.body).not.toContain('<form');
    // A late second submit changes nothing and lands on the same result.
    const again = await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, '4242424242424242'),
    );
    expect(again.statusCode).toBe(303);
    expect((await gateway.retrieveIntent(intent.id)).status).toBe('failed');
  });
});
