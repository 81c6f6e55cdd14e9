import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

interface Money {
  unscaledValue: number;
  scale: number;
  currency: string;
}

describe.each(testDatabaseKinds)('buying more business seats on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let subscriptionId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = await signIn(t, 'business-legacy@demo.burrow.test');
    const listing = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/',
      cookie: owner,
    });
    subscriptionId = listing.json().subscriptions[0].subscription_id;
  });
  afterAll(() => t.close());

  const quote = (cookie: string | undefined, payload: object) =>
    t.request({ method: 'PUT', url: '/api/v2/licenses/seats/estimate', payload, cookie });
  const buy = (cookie: string | undefined, payload: object) =>
    t.request({ method: 'POST', url: '/api/v2/licenses/seats', payload, cookie });
  const seatCount = async () =>
    (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie: owner })).json()
      .subscriptions[0].licenses.length as number;
  const ledger = (operationKey: string) =>
    t.app.db.query<{ kind: string; amount_minor: number; invoice_id: string | null }>(
      `SELECT kind, amount_minor, invoice_id FROM ledger_entries WHERE operation_key LIKE $1`,
      [`${operationKey}%`],
    );

  it('quotes each seat at the renewal price for the whole days left to the shared renewal date', async () => {
    const response = await quote(owner, { subscription_id: subscriptionId, seats: 3 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The seeded plan renews in 140 days of a 360-day period, at $149.95 a seat.
    expect(body).toMatchObject({
      subscription_id: subscriptionId,
      seats: 3,
      unit_price: { unscaledValue: 14995, scale: 2, currency: 'USD' },
      prorated_unit_price: { unscaledValue: Math.floor((14995 * 140) / 360) },
      days_remaining: 140,
      period_days: 360,
    });
    expect(body.total.unscaledValue).toBe(body.subtotal.unscaledValue + body.tax.unscaledValue);
    expect(body.subtotal.unscaledValue).toBe(3 * body.prorated_unit_price.unscaledValue);
  });

  it('charges the saved card once, adds the seats, issues the invoice and writes the ledger', async () => {
    const before = await seatCount();
    const { total } = (await quote(owner, { subscription_id: subscriptionId, seats: 2 })).json<{
      total: Money;
    }>();
    const request = {
      subscription_id: subscriptionId,
      seats: 2,
      purchase_id: randomUUID(),
      expected_total: total,
    };
    const first = await buy(owner, request);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      purchase_id: request.purchase_id,
      seats: 2,
      total,
      invoice: { number: expect.stringMatching(/^BRW-\d{4}-\d{6}$/) },
    });
    expect(first.json().subscription.licenses).toHaveLength(before + 2);
    expect(
      first
        .json()
        .subscription.licenses.slice(-2)
        .map((l: { state: string }) => l.state),
    ).toEqual(['unassigned', 'unassigned']);

    // The same request again answers the same purchase without charging or adding seats.
    const again = await buy(owner, request);
    expect(again.statusCode).toBe(201);
    expect(again.json().invoice).toEqual(first.json().invoice);
    expect(await seatCount()).toBe(before + 2);

    const entries = await ledger(`seats:${request.purchase_id}`);
    expect(entries).toEqual([
      { kind: 'charge', amount_minor: total.unscaledValue, invoice_id: first.json().invoice.id },
    ]);
    const [invoice] = await t.app.db.query<{ status: string; total_minor: number }>(
      `SELECT status, total_minor FROM invoices WHERE id = $1`,
      [first.json().invoice.id],
    );
    expect(invoice).toEqual({ status: 'paid', total_minor: total.unscaledValue });
    const [charges] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sandbox_gateway_charges WHERE amount_minor = $1`,
      [total.unscaledValue],
    );
    expect(charges?.n).toBe(1);
    const invoices = (
      await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie: owner })
    ).json().invoices;
    expect(invoices.map((i: { number: string }) => i.number)).toContain(
      first.json().invoice.number,
    );
  });

  it('records two identical purchases sent at once as one', async () => {
    const before = await seatCount();
    const { total } = (await quote(owner, { subscription_id: subscriptionId, seats: 1 })).json();
    const request = {
      subscription_id: subscriptionId,
      seats: 1,
      purchase_id: randomUUID(),
      expected_total: total,
    };
    const [a, b] = await Promise.all([buy(owner, request), buy(owner, request)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().invoice).toEqual(b.json().invoice);
    expect(await seatCount()).toBe(before + 1);
    expect(await ledger(`seats:${request.purchase_id}`)).toHaveLength(1);
  });

  it('refuses a purchase id reused for another purchase, and a stale price, without charging', async () => {
    const { total } = (await quote(owner, { subscription_id: subscriptionId, seats: 1 })).json();
    const purchaseId = randomUUID();
    expect(
      (
        await buy(owner, {
          subscription_id: subscriptionId,
          seats: 1,
          purchase_id: purchaseId,
          expected_total: total,
        })
      ).statusCode,
    ).toBe(201);
    const reused = await buy(owner, {
      subscription_id: subscriptionId,
      seats: 4,
      purchase_id: purchaseId,
      expected_total: total,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');

    const before = await seatCount();
    const stale = await buy(owner, {
      subscription_id: subscriptionId,
      seats: 1,
      purchase_id: randomUUID(),
      expected_total: { ...total, unscaledValue: total.unscaledValue - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('quote_mismatch');
    expect(await seatCount()).toBe(before);
  });

  it('records a declined charge in the ledger and adds nothing', async () => {
    await t.app.db.query(`UPDATE subscriptions SET payment_source_token = $2 WHERE id = $1`, [
      subscriptionId,
      'pm_card_declined',
    ]);
    try {
      const before = await seatCount();
      const { total } = (await quote(owner, { subscription_id: subscriptionId, seats: 1 })).json();
      const purchaseId = randomUUID();
      const declined = await buy(owner, {
        subscription_id: subscriptionId,
        seats: 1,
        purchase_id: purchaseId,
        expected_total: total,
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().error.code).toBe('payment_failed');
      expect(await seatCount()).toBe(before);
      expect(await ledger(`seats:${purchaseId}`)).toEqual([
        { kind: 'charge_failed', amount_minor: total.unscaledValue, invoice_id: null },
      ]);
    } finally {
      await t.app.db.query(`UPDATE subscriptions SET payment_source_token = $2 WHERE id = $1`, [
        subscriptionId,
        'pm_card_visa',
      ]);
    }
  });

  it("answers 404 for another customer's subscription, exactly as for one that does not exist", async () => {
    const stranger = await signIn(t, 'business@demo.burrow.test');
    const theirs = await quote(stranger, { subscription_id: subscriptionId, seats: 1 });
    const missing = await quote(stranger, {
      subscription_id: '00000000-0000-4000-8000-000000000000',
      seats: 1,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    const bought = await buy(stranger, {
      subscription_id: subscriptionId,
      seats: 1,
      purchase_id: randomUUID(),
      expected_total: { unscaledValue: 1, scale: 2, currency: 'USD' },
    });
    expect(bought.statusCode).toBe(404);
  });

  it('is only for business plans with seats', async () => {
    const consumer = await signIn(t, 'active@demo.burrow.test');
    const [sub] = (
      await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie: consumer })
    ).json().subscriptions;
    const response = await quote(consumer, { subscription_id: sub.subscription_id, seats: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('seat_purchase_not_available');
  });

  it('validates the number of seats', async () => {
    for (const seats of [0, 101, 1.5]) {
      const response = await quote(owner, { subscription_id: subscriptionId, seats });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields).toHaveProperty('seats');
    }
  });

  it('is 401 when signed out', async () => {
    expect((await quote(undefined, { subscription_id: subscriptionId, seats: 1 })).statusCode).toBe(
      401,
    );
    expect(
      (
        await buy(undefined, {
          subscription_id: subscriptionId,
          seats: 1,
          purchase_id: randomUUID(),
          expected_total: { unscaledValue: 1, scale: 2, currency: 'USD' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
