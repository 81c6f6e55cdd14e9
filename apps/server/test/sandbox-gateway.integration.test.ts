import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway';
import { TEST_CARDS } from '../src/modules/sandbox-gateway/test-cards';
import { cardFields, createIntent, gatewayFor, payPath, postForm } from './sandbox-gateway-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const OUTCOMES: Record<string, { status: string; reason: string | null }> = {
  succeeds: { status: 'authorized', reason: null },
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

  it.each(TEST_CARDS)('card $number through the form: $description', async (card) => {
    const intent = await createIntent(gateway);
    const cvc = card.brand === 'amex' ? '1234' : '123';
    const response = await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, card.number, { cvc }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(intent.hostedUrl);
    const after = await gateway.retrieveIntent(intent.id);
    const expected = OUTCOMES[card.behaviour] ?? { status: 'failed', reason: card.behaviour };
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

  it('fails the intent with sca_failed when authentication fails', async () => {
    const intent = await createIntent(gateway);
    await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, '4000002760003184'),
    );
    await postForm(t, payPath(intent.id, 'challenge'), {
      client_secret: intent.clientSecret,
      outcome: 'fail',
    });
    const after = await gateway.retrieveIntent(intent.id);
    expect(after).toMatchObject({
      status: 'failed',
      failure: { reason: 'sca_failed' },
      source: null,
    });
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
    expect(response.body).toContain('aria-invalid="true" aria-describedby="number-error"');
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
    await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, '4000000000009995'),
    );
    const page = await getPage(intent.hostedUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Payment failed');
    expect(page.body).toContain('You can close this window.');
    expect(page.body).toContain(
      `id="sandbox-gateway-result" hidden data-intent-id="${intent.id}" data-status="failed" data-failure-reason="insufficient_funds"`,
    );
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

  it('answers 404 to a wrong or missing client secret, for pages and posts alike', async () => {
    const intent = await createIntent(gateway);
    const wrong = `${intent.clientSecret.slice(0, -2)}xx`;
    for (const url of [
      `/sandbox-gateway/pay/${intent.id}?client_secret=${wrong}`,
      `/sandbox-gateway/pay/${intent.id}`,
      `/sandbox-gateway/pay/${intent.id}/challenge?client_secret=${wrong}`,
      `/sandbox-gateway/pay/pi_000000000000000000000000?client_secret=${intent.clientSecret}`,
    ]) {
      const response = await getPage(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Payment not found');
    }
    const post = await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(wrong, '4242424242424242'),
    );
    expect(post.statusCode).toBe(404);
    expect((await gateway.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
  });

  it('refuses a form posted from another site', async () => {
    const intent = await createIntent(gateway);
    const fields = cardFields(intent.clientSecret, '4242424242424242');
    const foreign = await postForm(t, payPath(intent.id, 'card'), fields, {
      origin: 'https://evil.example',
    });
    const crossSite = await postForm(t, payPath(intent.id, 'card'), fields, {
      origin: null,
      'sec-fetch-site': 'cross-site',
    });
    const opaque = await postForm(t, payPath(intent.id, 'card'), fields, { origin: 'null' });
    expect(foreign.statusCode).toBe(403);
    expect(crossSite.statusCode).toBe(403);
    expect(opaque.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('forbidden');
    expect((await gateway.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
  });

  it('accepts a post from the request’s own origin, or from a script that sends no Origin', async () => {
    const own = await createIntent(gateway);
    const byHost = await postForm(
      t,
      payPath(own.id, 'card'),
      cardFields(own.clientSecret, '4242424242424242'),
      { host: 'pay.burrow.example', origin: 'http://pay.burrow.example' },
    );
    const script = await createIntent(gateway);
    const byScript = await postForm(
      t,
      payPath(script.id, 'card'),
      cardFields(script.clientSecret, '4242424242424242'),
      { origin: null, 'sec-fetch-site': null },
    );
    expect([byHost.statusCode, byScript.statusCode]).toEqual([303, 303]);
    expect((await gateway.retrieveIntent(own.id)).status).toBe('authorized');
    expect((await gateway.retrieveIntent(script.id)).status).toBe('authorized');
  });

  it('lets only the app’s own origin frame the pages, and runs no inline script', async () => {
    const intent = await createIntent(gateway);
    const pages = [await getPage(intent.hostedUrl)];
    await postForm(
      t,
      payPath(intent.id, 'card'),
      cardFields(intent.clientSecret, '4000002760003184'),
    );
    pages.push(
      await getPage(
        `/sandbox-gateway/pay/${intent.id}/challenge?client_secret=${intent.clientSecret}`,
      ),
    );
    await postForm(t, payPath(intent.id, 'challenge'), {
      client_secret: intent.clientSecret,
      outcome: 'complete',
    });
    pages.push(await getPage(intent.hostedUrl));
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['cache-control']).toBe('no-store');
      const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, content] of scripts) {
        expect(attributes).toContain('src="/sandbox-gateway/assets/gateway.js"');
        expect(content).toBe('');
      }
      expect(page.body).not.toMatch(/\son[a-z]+=/i);
    }
    // The rest of the app still refuses to be framed.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the script that posts the result to the parent window, and the stylesheet', async () => {
    const script = await getPage('/sandbox-gateway/assets/gateway.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("source: 'burrow-sandbox-gateway'");
    expect(script.body).toContain('window.parent.postMessage(');
    expect(script.body).toContain('window.location.origin');
    const css = await getPage('/sandbox-gateway/assets/gateway.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
