import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  latestEmailTo,
  sessionCookieFrom,
  signIn,
  type TestApp,
} from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { preparePurchase, purchase, sendCheckout } from './support/purchase';

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

  it('numbers concurrent purchases gap-free: distinct consecutive numbers, each in its receipt', async () => {
    const buyers = Array.from({ length: 8 }, (_, i) => `parallel-buyer-${i}@example.com`);
    const prepared = await Promise.all(buyers.map((email) => preparePurchase(t, { email })));
    const responses = await Promise.all(prepared.map((p) => sendCheckout(t, p.checkoutBody)));
    expect(responses.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));

    const rows = await t.app.db.query<{ number: string; email: string }>(
      `SELECT i.number, u.email FROM invoices i JOIN users u ON u.id = i.user_id
       WHERE u.email = ANY($1::text[])`,
      [buyers],
    );
    expect(rows).toHaveLength(buyers.length);
    const serials = rows
      .map((row) => Number(/^BRW-\d{4}-(\d{6,})$/.exec(row.number)?.[1]))
      .sort((a, b) => a - b);
    const first = serials[0] ?? Number.NaN;
    expect(serials).toEqual(buyers.map((_, i) => first + i));
    const [counter] = await t.app.db.query<{ next_number: number }>(
      `SELECT next_number FROM invoice_sequences WHERE tenant_id = 'burrow'`,
    );
    expect(counter?.next_number).toBe(first + buyers.length);
    for (const row of rows) {
      const receipt = await latestEmailTo(t, row.email);
      expect(receipt.subject).toContain(row.number);
      expect(receipt.text).toContain(row.number);
    }
  });
});
