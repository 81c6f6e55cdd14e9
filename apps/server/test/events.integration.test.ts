import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

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

  it('records a client-side payment result with the spec’s fields', async () => {
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

  it('validates the payload', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/emit-event',
      payload: { event: '' },
    });
    expect(response.statusCode).toBe(400);
  });
});
