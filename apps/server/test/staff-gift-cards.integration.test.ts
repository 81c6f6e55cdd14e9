import { randomUUID } from 'node:crypto';
import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY_MS = 86_400_000;

/** Gift cards issued from the operator console (decision 0124), and redeemed by customers. */
describe.each(testDatabaseKinds)('staff gift cards on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
    finance = await staffSessionCookie(t, 'finance');
    // A seeded database per test; slow when the machine is busy.
  }, 180_000);
  afterEach(() => t.close());

  const batchBody = (extra: object = {}) => ({
    plan: 'vpn-premium-12m-usd',
    quantity: 5,
    storefront: 'burrow',
    reason: 'Podcast sponsorship, spring',
    idempotency_key: randomUUID(),
    ...extra,
  });
  const createBatch = (body: object, cookie = finance) =>
    t.request({
      method: 'POST',
      url: staffEndpoints.staffCreateGiftCardBatch.path,
      payload: body,
      cookie,
    });
  const listBatches = () =>
    t.request({
      method: 'GET',
      url: staffEndpoints.staffListGiftCardBatches.path,
      cookie: finance,
    });
  const csvOf = (batchId: string) =>
    t.request({
      method: 'GET',
      url: staffPathOf(staffEndpoints.staffGiftCardBatchCodesCsv.path, { batchId }),
      cookie: finance,
    });
  const auditOf = (action: string) =>
    t.app.db.query<{
      target: string;
      reason: string | null;
      customer_id: string | null;
      after: unknown;
    }>(
      `SELECT target, reason, customer_id, after FROM staff_audit_log WHERE action = $1 ORDER BY seq`,
      [action],
    );
  const redeem = (code: string, email: string) =>
    t.request({ method: 'POST', url: '/api/v1/gift-cards/redeem', payload: { code, email } });
  const csvRows = (text: string) =>
    text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));

  it('issues a batch of codes in one go, lists it and exports its codes as CSV', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 90 * DAY_MS).toISOString();
    const response = await createBatch(batchBody({ expires_at: expiresAt }));
    expect(response.statusCode, response.body).toBe(201);
    const batch = response.json();
    expect(batch).toMatchObject({
      tenant_id: 'burrow',
      price_id: 'vpn-premium-12m-usd',
      months: 12,
      quantity: 5,
      redeemed: 0,
      expires_at: expiresAt,
      reason: 'Podcast sponsorship, spring',
      created_by: expect.stringContaining('finance-'),
    });

    const csv = await csvOf(batch.id);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`gift-cards-${batch.id}.csv`);
    const [header, ...rows] = csvRows(csv.body);
    expect(header).toEqual(['code', 'plan', 'status', 'redeemed_at']);
    expect(rows).toHaveLength(5);
    const codes = rows.map((row) => row[0] ?? '');
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{16}$/);
    // The plan's words carry commas, so the field is quoted.
    expect(csv.body).toContain('"Burrow VPN Premium (12 months, vpn-premium-12m-usd)"');
    expect(csv.body).toContain(',unused,\r\n');

    // A customer redeems one, typed with dashes and in lower case as people do.
    const [first] = codes;
    const typed = `${first?.slice(0, 8).toLowerCase()}-${first?.slice(8)}`;
    const redeemed = await redeem(typed, 'podcast-listener@example.com');
    expect(redeemed.statusCode, redeemed.body).toBe(201);

    const listed = (await listBatches()).json();
    expect(listed.batches[0]).toMatchObject({ id: batch.id, quantity: 5, redeemed: 1 });
    expect(listed.storefronts[0].plans).toContainEqual(
      expect.objectContaining({ price_id: 'vpn-premium-12m-usd', months: 12 }),
    );
    const after = csvRows((await csvOf(batch.id)).body);
    const redeemedRow = after.find((row) => row[0] === first);
    expect(redeemedRow?.at(-2)).toBe('redeemed');
    expect(redeemedRow?.at(-1)).toBe(t.clock.now().toISOString());

    expect(await auditOf('gift_cards.batch_created')).toEqual([
      expect.objectContaining({
        target: `gift_card_batch:${batch.id}`,
        reason: 'Podcast sponsorship, spring',
        after: expect.objectContaining({ quantity: 5, price_id: 'vpn-premium-12m-usd' }),
      }),
    ]);
    const exported = await auditOf('gift_cards.exported');
    expect(exported).toHaveLength(2);
    expect(exported[0]).toMatchObject({ after: { batch_id: batch.id, codes: 5 } });
  });

  it('answers a retry with the same batch and refuses the key for another order', async () => {
    const body = batchBody({ quantity: 3 });
    const first = (await createBatch(body)).json();
    const again = await createBatch(body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);
    const [count] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gift_cards WHERE batch_id = $1`,
      [first.id],
    );
    expect(count?.n).toBe(3);
    expect(await auditOf('gift_cards.batch_created')).toHaveLength(1);

    const reused = await createBatch({ ...body, quantity: 4 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
  });

  it('issues up to a thousand codes, and no more', async () => {
    const big = await createBatch(batchBody({ quantity: 1000, plan: 'vpn-basic-1m-usd' }));
    expect(big.statusCode, big.body).toBe(201);
    const [count] = await t.app.db.query<{ n: number }>(
      `SELECT count(DISTINCT code)::int AS n FROM gift_cards WHERE batch_id = $1`,
      [big.json().id],
    );
    expect(count?.n).toBe(1000);
    for (const quantity of [0, 1001]) {
      const refused = await createBatch(batchBody({ quantity }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details.fields).toHaveProperty('quantity');
    }
  });

  it('refuses an add-on, another storefront’s plan or an expiry in the past', async () => {
    const cases: [object, string][] = [
      [{ plan: 'addon-id-alerts-12m-usd' }, 'plan'],
      [{ plan: 'no-such-price' }, 'plan'],
      [{ storefront: 'nowhere' }, 'plan'],
      [{ expires_at: new Date(t.clock.now().getTime() - DAY_MS).toISOString() }, 'expires_at'],
      [{ reason: '' }, 'reason'],
    ];
    for (const [extra, field] of cases) {
      const response = await createBatch(batchBody(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().error.details.fields, JSON.stringify(extra)).toHaveProperty(field);
    }
    expect((await csvOf(randomUUID())).statusCode).toBe(404);
  });

  it('issues one card to a customer, on their timeline, once per key', async () => {
    const [customer] = await t.app.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'expired@demo.burrow.test'`,
    );
    const customerId = customer?.id ?? '';
    const body = {
      plan: 'vpn-basic-1m-usd',
      reason: 'Apology for the outage on 3 June',
      idempotency_key: randomUUID(),
    };
    const issue = () =>
      t.request({
        method: 'POST',
        url: staffPathOf(staffEndpoints.staffIssueCustomerGiftCard.path, { customerId }),
        payload: body,
        cookie: finance,
      });
    const response = await issue();
    expect(response.statusCode, response.body).toBe(201);
    const issued = response.json();
    expect(issued).toMatchObject({
      customer_id: customerId,
      price_id: 'vpn-basic-1m-usd',
      months: 1,
      emailed: false,
    });
    expect((await issue()).json().code).toBe(issued.code);

    const [entry] = await auditOf('gift_card.issued');
    expect(entry).toMatchObject({
      customer_id: customerId,
      reason: 'Apology for the outage on 3 June',
      target: `gift_card_batch:${issued.batch_id}`,
    });
    expect(await auditOf('gift_card.issued')).toHaveLength(1);
    const page = await t.request({
      method: 'GET',
      url: staffEndpoints.staffCustomer.path.replace(':customerId', customerId),
      cookie: finance,
    });
    expect(page.json().timeline).toContainEqual(
      expect.objectContaining({ kind: 'staff_action', detail: 'gift_card.issued' }),
    );
    // A customer's card is theirs: it stays out of the bulk batches.
    expect((await listBatches()).json().batches).toEqual([]);

    // The customer redeems it at /redeem.
    const cookie = await signIn(t, 'expired@demo.burrow.test');
    const redeemed = await t.request({
      method: 'POST',
      url: '/api/v2/redeem/',
      payload: { code: issued.code },
      cookie,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);

    const unknown = await t.request({
      method: 'POST',
      url: staffPathOf(staffEndpoints.staffIssueCustomerGiftCard.path, {
        customerId: randomUUID(),
      }),
      payload: { ...body, idempotency_key: randomUUID() },
      cookie: finance,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is refused to support staff', async () => {
    const support = await staffSessionCookie(t, 'support');
    expect((await createBatch(batchBody(), support)).statusCode).toBe(403);
  });
});
