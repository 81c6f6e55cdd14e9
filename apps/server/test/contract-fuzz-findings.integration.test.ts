import { endpoints } from '@burrow/contract/endpoints';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Requests the contract fuzz (contract-fuzz.integration.test.ts, decision 0063) found
 * answered with a 500, kept as fixed cases so they are tried on every run, whatever seed
 * the fuzz draws.
 */
describe.each(testDatabaseKinds)('inputs the contract fuzz found, on %s', (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    cookie = await signIn(t, 'active@demo.burrow.test');
  });
  afterAll(() => t.close());

  const refusedAsInvalid = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } });
  };

  it('refuses a NUL character in a path parameter, a query value or a body field as 400, naming the field', async () => {
    refusedAsInvalid(await t.request({ method: 'GET', url: '/api/v1/offers/%00' }));
    refusedAsInvalid(
      await t.request({ method: 'GET', url: '/api/v1/referral-bonus?referrerId=AB%00CD' }),
    );
    const estimate = await t.request({
      method: 'POST',
      url: '/api/v1/estimate',
      payload: {
        offerId: 'default',
        priceIds: ['vpn-premium-12m-usd'],
        couponCode: 'WELCOME\u000010',
        customer: { residenceCountry: 'US' },
      },
    });
    refusedAsInvalid(estimate);
    expect(estimate.json()).toMatchObject({
      error: { details: { fields: { couponCode: 'contains a NUL character' } } },
    });
    refusedAsInvalid(
      await t.request({
        method: 'POST',
        url: '/api/v2/redeem/',
        payload: { code: 'GIFT\u0000' },
        cookie,
      }),
    );
  });

  it('answers the operator’s event counts for real days only', async () => {
    const counts = (query: string) =>
      t.request({ method: 'GET', url: `/api/dev/analytics/event-counts?${query}` });
    refusedAsInvalid(await counts('from=2026-02-30&to=2026-03-01'));
    refusedAsInvalid(await counts('from=1232-55-70&to=6995-54-80'));
    refusedAsInvalid(await counts('to=0000-01-01'));
    expect((await counts('from=2026-06-01&to=2026-06-15')).statusCode).toBe(200);
  });

  it('moves the demo clock at most 3660 days at a time, by days or to a moment', async () => {
    const advance = (payload: object) =>
      t.request({ method: 'POST', url: '/api/dev/clock/advance', payload });
    // Fifty years ahead held the request for the billing of every period it skipped.
    const far = await advance({ to: '2076-06-15T12:00:00Z' });
    refusedAsInvalid(far);
    expect(far.json()).toMatchObject({
      error: { details: { fields: { to: expect.any(String) } } },
    });
    refusedAsInvalid(await advance({ days: 3661 }));
    expect(t.clock.now().toISOString()).toBe('2026-06-15T12:00:00.000Z');
  });

  it('answers a body nested 40,000 levels deep, whole or in any one field, with a 4xx', async () => {
    // A checkout's `xv` this deep overflowed the stack of its request fingerprint (a 500).
    const deep = `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`;
    for (const endpoint of Object.values(endpoints)) {
      if (!endpoint.body) continue;
      const fields = endpoint.body instanceof z.ZodObject ? Object.keys(endpoint.body.shape) : [];
      const url = endpoint.path.replace(/:[A-Za-z]+/g, 'X1');
      for (const field of ['', ...fields]) {
        const response = await t.request({
          method: endpoint.method,
          url,
          payload: field ? `{${JSON.stringify(field)}:${deep}}` : deep,
          headers: { 'content-type': 'application/json' },
          cookie,
        });
        const where = `${endpoint.method} ${url} ${field || '(body)'}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
      }
    }
  });
});
