import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePurchase } from './support/purchase';
import {
  createTestApp,
  latestEmailTo,
  sessionCookieFrom,
  signIn,
  tokenFromLink,
  type TestApp,
} from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * What the running app writes to its log holds no secret (decision 0071): every route
 * family that carries one — in a query string the browser opens (sign-in, reset and
 * email-change links, gateway pages, device setup links, a sign-in page's return path) or
 * in a body (passwords, codes, tokens) — is called with real secrets at the most verbose
 * level the app logs, and no line may contain any of them.
 */

const PASSWORD = 'demo-burrow-2026';
const NEW_PASSWORD = 'Quiet-harbour-lantern-2031';

describe.each(testDatabaseKinds)('secrets in the log on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: true,
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => t.close());

  /** Calls each URL and body, then checks that the log shows none of the secrets. */
  async function expectLoggedWithout(
    secrets: string[],
    calls: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; cookie?: string }[],
  ) {
    const before = lines.length;
    for (const call of calls) await t.request(call);
    const written = lines.slice(before).join('\n');
    // The requests were logged (with their URLs), just not the secrets.
    for (const call of calls) expect(written).toContain(call.url.split('?')[0]);
    expect(written).toContain('%5Bredacted%5D');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(written).not.toContain(secret);
      expect(written).not.toContain(encodeURIComponent(secret));
    }
  }

  it('sign-in links and passwords', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v2/users/magic-link',
      payload: { email: 'active@demo.burrow.test' },
    });
    const token = tokenFromLink((await latestEmailTo(t, 'active@demo.burrow.test')).link);
    await expectLoggedWithout(
      [token, PASSWORD],
      [
        { method: 'GET', url: `/auth/magic?token=${encodeURIComponent(token)}` },
        { method: 'GET', url: `/auth/magic?%74oken=${encodeURIComponent(token)}` },
        {
          method: 'GET',
          url: `/login?next=${encodeURIComponent(`/auth/magic?token=${token}`)}`,
        },
        { method: 'POST', url: '/api/v2/auth/magic-link/consume', payload: { token } },
        {
          method: 'POST',
          url: '/api/v2/auth/login',
          payload: { email: 'active@demo.burrow.test', password: PASSWORD },
        },
      ],
    );
  });

  it('password reset links', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v2/users/password/reset',
      payload: { email: 'trial@demo.burrow.test' },
    });
    const token = tokenFromLink((await latestEmailTo(t, 'trial@demo.burrow.test')).link);
    await expectLoggedWithout(
      [token, NEW_PASSWORD],
      [
        { method: 'GET', url: `/reset-password?token=${encodeURIComponent(token)}` },
        {
          method: 'POST',
          url: '/api/v2/users/password/reset/confirm',
          payload: { token, new_password: NEW_PASSWORD },
        },
      ],
    );
  });

  it('email-change codes, with and without the session', async () => {
    const cookie = await signIn(t, 'expiring@demo.burrow.test');
    await t.request({
      method: 'POST',
      url: '/api/v2/users/email/update',
      cookie,
      payload: {
        old_email: 'expiring@demo.burrow.test',
        new_email: 'expiring-moved@example.com',
        password: PASSWORD,
      },
    });
    const link = (await latestEmailTo(t, 'expiring-moved@example.com')).link ?? '';
    const code = new URL(link).searchParams.get('code') ?? '';
    await expectLoggedWithout(
      [code],
      [
        { method: 'GET', url: `/account-billing/confirm-email?code=${encodeURIComponent(code)}` },
        { method: 'POST', url: '/api/v2/users/email/confirm', payload: { code } },
        { method: 'POST', url: '/api/v2/users/email/confirm', payload: { code }, cookie },
      ],
    );
  });

  it('gateway client secrets and gift-card codes', async () => {
    const { paymentIntentId, clientSecret } = await preparePurchase(t, {
      email: 'log-buyer@example.com',
      priceIds: ['vpn-basic-1m-usd'],
    });
    await expectLoggedWithout(
      [clientSecret, 'GIFTPREMIUM12'],
      [
        {
          method: 'GET',
          url: `/sandbox-gateway/pay/${paymentIntentId}?client_secret=${encodeURIComponent(clientSecret)}`,
        },
        {
          method: 'GET',
          url: `/sandbox-gateway/v1/intents/${paymentIntentId}?client_secret=${encodeURIComponent(clientSecret)}`,
        },
        { method: 'POST', url: '/api/v1/gift-cards/check', payload: { code: 'GIFTPREMIUM12' } },
      ],
    );
  });

  it('device setup links', async () => {
    const cookie = await signIn(t, 'active@demo.burrow.test');
    const [row] = await t.app.db.query<{ setup_link_token: string }>(
      `SELECT s.setup_link_token FROM subscriptions s JOIN users u ON u.id = s.user_id
       WHERE u.email = $1`,
      ['active@demo.burrow.test'],
    );
    const token = row?.setup_link_token ?? '';
    await expectLoggedWithout(
      [token],
      [
        { method: 'GET', url: `/activation-setup?activation_code=${encodeURIComponent(token)}` },
        {
          method: 'GET',
          url: `/api/v2/activation-setup/?activation_code=${encodeURIComponent(token)}`,
          cookie,
        },
        {
          method: 'POST',
          url: '/api/v2/activation-setup/codes',
          payload: { activation_code: token },
          cookie,
        },
      ],
    );
  });

  it('a session cookie', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: 'grace@demo.burrow.test', password: PASSWORD },
    });
    const cookie = sessionCookieFrom(response);
    const before = lines.length;
    await t.request({ method: 'GET', url: '/api/v2/users/me', cookie });
    expect(lines.slice(before).join('\n')).not.toContain(cookie.split('=')[1]);
  });
});
