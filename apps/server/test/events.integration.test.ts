import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { TEST_ENTITLEMENT_SIGNING_KEYS } from './support/entitlement-signing-keys';

describe.each(testDatabaseKinds)('telemetry endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const rows = async (table: string) =>
    await t.app.db.query<Record<string, unknown>>(`SELECT * FROM ${table}`);

  it('records an analytics event', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/emit-event',
      payload: {
        event: 'website_object_clicked',
        properties: { object_category: 'Header', label: 'Setup' },
      },
    });
    expect(response.statusCode).toBe(202);
    expect(await rows('analytics_events')).toEqual([
      expect.objectContaining({
        event: 'website_object_clicked',
        properties: { object_category: 'Header', label: 'Setup' },
      }),
    ]);
  });

  it('records a client-side payment result with the fields of docs/product.md#payment-outcomes', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/data-platform/resource_type/payment_result/v1/write',
      payload: {
        system: 'web',
        version: '1',
        event: 'payment',
        source: 'checkout',
        result: 'failure',
        type: 'card',
        gateway: 'sandbox',
        errorCode: 'card_declined',
        errorText: 'Declined',
      },
    });
    expect(response.statusCode).toBe(202);
    expect(await rows('payment_results')).toEqual([
      expect.objectContaining({
        source: 'web:checkout',
        result: 'failure',
        error_code: 'card_declined',
        gateway: 'sandbox',
      }),
    ]);
  });

  it('records an attempted sign-up, and refuses one from another site', async () => {
    const payload = {
      email: 'Left@Example.com',
      domain: 'example.com',
      signup_stage: 'PAYMENT_FAILED',
    };
    expect(
      (await t.request({ method: 'POST', url: '/attempted_signups', payload })).statusCode,
    ).toBe(202);
    expect(await rows('attempted_signups')).toEqual([
      expect.objectContaining({ email: 'left@example.com', signup_stage: 'PAYMENT_FAILED' }),
    ]);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/attempted_signups',
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('takes the buyer of a reported payment from the session, not from the body (decision 0079)', async () => {
    const payload = {
      uid: 'someone-else',
      system: 'burrow-web',
      version: '1',
      event: 'payment_authorization',
      source: 'one_checkout_order',
      result: 'failure',
      type: 'card',
      gateway: 'sandbox',
      transId: 'pi_claimed',
      errorCode: 'payment_declined',
    };
    await t.request({
      method: 'POST',
      url: '/data-platform/resource_type/payment_result/v1/write',
      payload,
    });
    const [row] = await t.app.db.query<{ uid: string | null }>(
      `SELECT uid FROM payment_results WHERE trans_id = 'pi_claimed'`,
    );
    expect(row?.uid).toBeNull();
  });

  it('shows the operator what was reported, newest first, for a range of days (decision 0079)', async () => {
    // Later than every row the tests above wrote, so these two are the newest.
    t.clock.advance(60_000);
    await t.request({
      method: 'POST',
      url: '/data-platform/resource_type/payment_result/v1/write',
      payload: {
        system: 'burrow-web',
        version: '1',
        event: 'payment_authorization',
        source: 'one_checkout_order',
        result: 'failure',
        type: 'card',
        gateway: 'sandbox',
        transId: 'pi_read_back',
        errorCode: 'sca_failed',
      },
    });
    await t.request({
      method: 'POST',
      url: '/attempted_signups',
      payload: {
        email: 'reader@example.com',
        domain: 'example.com',
        signup_stage: 'EMAIL_ENTERED',
      },
    });
    const response = await t.request({ method: 'GET', url: '/api/dev/analytics/payment-outcomes' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ from: '2026-06-09', to: '2026-06-15' });
    expect(body.paymentResults[0]).toEqual({
      at: expect.any(String),
      source: 'web:one_checkout_order',
      event: 'payment_authorization',
      result: 'failure',
      type: 'card',
      gateway: 'sandbox',
      transId: 'pi_read_back',
      errorCode: 'sca_failed',
    });
    expect(body.attemptedSignups[0]).toEqual({
      at: expect.any(String),
      email: 'reader@example.com',
      signupStage: 'EMAIL_ENTERED',
    });
    const before = await t.request({
      method: 'GET',
      url: '/api/dev/analytics/payment-outcomes?from=2026-06-01&to=2026-06-14',
    });
    expect(before.json()).toMatchObject({ paymentResults: [], attemptedSignups: [] });
  });

  it('validates the payload', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/emit-event',
      payload: { event: '' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds)('the operator’s view of payment outcomes on %s', (kind) => {
  it('does not exist outside demo mode', async () => {
    const t = await createTestApp(kind, {
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://burrow.example',
        SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
        ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS,
        // Production needs SMTP_URL or email explicitly off (decision 0130).
        EMAIL_DELIVERY: 'off',
        // A staging site: production has no other payment provider yet (decision 0068).
        SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      },
    });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/dev/analytics/payment-outcomes',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
