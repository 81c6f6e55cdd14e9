import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway';
import { cardFields, createIntent, gatewayFor, payPath, postForm } from './sandbox-gateway-helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('sandbox gateway page protections on %s', (kind) => {
  let t: TestApp;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    t = await createTestApp(kind);
    gateway = gatewayFor(t);
  });
  afterAll(() => t.close());

  const getPage = (url: string) => t.app.inject({ method: 'GET', url });
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
    const stray = await getPage('/sandbox-gateway/pay/x/y/z');
    expect(stray.statusCode).toBe(404);
    expect(stray.body).toContain('Payment not found');
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
      // `no-referrer` would make browsers post the forms with `Origin: null`.
      expect(page.headers['referrer-policy']).toBe('same-origin');
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
