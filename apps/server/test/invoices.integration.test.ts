import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { purchase } from './support/purchase';

describe.each(testDatabaseKinds)('GET /api/v2/invoices/ on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const list = (cookie?: string) =>
    t.request({ method: 'GET', url: '/api/v2/invoices/', ...(cookie ? { cookie } : {}) });

  it('is 401 signed out', async () => {
    expect((await list()).statusCode).toBe(401);
  });

  it('lists only the caller’s invoices, newest first', async () => {
    const response = await list(await signIn(t, 'grace@demo.burrow.test'));
    const { invoices } = response.json();
    expect(invoices).toHaveLength(3);
    const issued = invoices.map((i: { issued_at: string }) => i.issued_at);
    expect([...issued].sort().reverse()).toEqual(issued);
    expect(invoices[0]).toMatchObject({
      status: 'paid',
      total: { currency: 'EUR' },
      number: expect.stringMatching(/^BRW-/),
    });
  });

  it('shows a purchase’s invoice with its lines, discount and tax', async () => {
    const { response } = await purchase(t, {
      email: 'invoice-reader@example.com',
      priceIds: ['vpn-basic-12m-usd', 'addon-dedicated-ip-12m-usd'],
      couponCode: 'WELCOME10',
    });
    const { invoices } = (await list(sessionCookieFrom(response))).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      subscription_id: response.json().subscription.id,
      subtotal: { unscaledValue: 10392 },
      discount: { unscaledValue: 1039 },
      tax: { unscaledValue: 374 },
      total: { unscaledValue: 9727 },
      lines: [
        { description: 'Burrow VPN Basic, 12 months', amount: { unscaledValue: 5604 } },
        { description: 'Dedicated IP, 12 months', amount: { unscaledValue: 4788 } },
      ],
    });
  });
});
