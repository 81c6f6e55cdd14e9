import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;
const FAILED = 'autobill-failed@demo.burrow.test';

describe.each(testDatabaseKinds)('paying a failed renewal now on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let id: string;

  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
    cookie = await signIn(t, FAILED);
    const [row] = await t.app.db.query<{ id: string }>(
      `SELECT s.id FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
      [FAILED],
    );
    id = row?.id ?? '';
  });
  afterEach(() => t.close());

  const collection = (as: string | undefined, subscription = id) =>
    t.request({
      method: 'GET',
      url: `/api/v2/subscriptions/${subscription}/payment-collection`,
      ...(as ? { cookie: as } : {}),
    });
  const retry = (as: string | undefined, subscription = id) =>
    t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${subscription}/retry-payment-collection`,
      ...(as ? { cookie: as } : {}),
    });
  const dunning = async () =>
    (
      await t.app.db.query<{
        dunning_attempts: number;
        customer_retry_attempts: number;
        next_retry_at: Date | null;
        status: string;
      }>(
        `SELECT dunning_attempts, customer_retry_attempts, next_retry_at, status FROM subscriptions WHERE id = $1`,
        [id],
      )
    )[0];
  const renewalFailedEmails = async () =>
    (
      await t.app.db.query(
        `SELECT id FROM outbox_emails WHERE to_address = $1 AND subject ILIKE '%renew%'`,
        [FAILED],
      )
    ).length;

  it('shows what is owed, when the schedule retries and when the grace period ends', async () => {
    const response = await collection(cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const failedOn = Date.parse(body.subscription.auto_bill_failed_on);
    expect(body).toMatchObject({
      status: 'failed',
      subscription: { krn: `krn:subscription:${id}`, auto_bill_payment_failed: true },
      amount_due: { currency: 'USD', scale: 2 },
      next_automatic_retry_at: new Date(t.clock.now().getTime() + DAY).toISOString(),
      grace_ends_at: new Date(failedOn + 7 * DAY).toISOString(),
      last_attempt: { attempted_at: body.subscription.auto_bill_failed_on, failure_reason: null },
    });
    // VIP six months renews at 79.95, the identity alerts add-on on top.
    expect(body.amount_due.unscaledValue).toBeGreaterThan(7995);
    // The same read by krn.
    expect((await collection(cookie, `krn:subscription:${id}`)).json().status).toBe('failed');
  });

  it('answers a declined retry with the reason, and keeps the dunning schedule and the plan as they were', async () => {
    const before = await dunning();
    const emails = await renewalFailedEmails();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await retry(cookie);
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toMatchObject({
        code: 'payment_failed',
        details: { reason: 'payment_declined' },
      });
    }
    // Five tries do not end the plan: the schedule's four retries are still ahead.
    expect(await dunning()).toEqual({
      dunning_attempts: before?.dunning_attempts,
      customer_retry_attempts: 5,
      next_retry_at: before?.next_retry_at,
      status: 'active',
    });
    expect(await renewalFailedEmails()).toBe(emails);
    const attempts = await t.app.db.query<{ operation_key: string }>(
      `SELECT operation_key FROM ledger_entries WHERE subscription_id = $1 AND kind = 'charge_failed'`,
      [id],
    );
    // Each try asked the gateway afresh, under a key of its own.
    expect(new Set(attempts.map((row) => row.operation_key)).size).toBe(5);
    expect((await collection(cookie)).json().last_attempt).toMatchObject({
      attempted_at: t.clock.now().toISOString(),
      failure_reason: 'payment_declined',
    });

    const limited = await retry(cookie);
    expect(limited.statusCode).toBe(429);

    // The schedule's own retry still comes on its day, and counts.
    t.clock.advance(DAY + 1000);
    expect(await runBilling(contextOf(t.app))).toMatchObject({ failed: 1 });
    expect((await dunning())?.dunning_attempts).toBe((before?.dunning_attempts ?? 0) + 1);
  });

  it('renews once the saved method works, and then has nothing to retry', async () => {
    const before = (await collection(cookie)).json();
    const listed = async () =>
      (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json().invoices as {
        number: string;
        status: string;
      }[];
    const invoicesBefore = await listed();
    const owed = invoicesBefore.find((invoice) => invoice.status === 'payment_due');
    // The customer replaced the card (modules/payment-methods points the plan at it).
    await t.app.db.query(
      `UPDATE subscriptions SET payment_source_token = 'pm_card_visa' WHERE id = $1`,
      [id],
    );
    const response = await retry(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'active', auto_bill_payment_failed: false });
    const after = (await collection(cookie)).json();
    expect(after).toMatchObject({ status: 'settled', amount_due: null, last_attempt: null });
    expect(Date.parse(after.subscription.next_payment_date)).toBeGreaterThan(
      Date.parse(before.subscription.next_payment_date) + 150 * DAY,
    );
    // "Pay now" paid the invoice that was due, under its number: no second one for the period.
    const invoicesAfter = await listed();
    expect(invoicesAfter).toHaveLength(invoicesBefore.length);
    expect(invoicesAfter[0]).toMatchObject({
      number: owed?.number,
      status: 'paid',
      total: before.amount_due,
    });
    expect(invoicesAfter.some((invoice) => invoice.status === 'payment_due')).toBe(false);
    expect((await retry(cookie)).json().error.code).toBe('nothing_to_retry');
  });

  it('says a healthy plan owes nothing', async () => {
    const active = await signIn(t, 'active@demo.burrow.test');
    const [row] = await t.app.db.query<{ id: string }>(
      `SELECT s.id FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'active@demo.burrow.test'`,
    );
    expect((await collection(active, row?.id)).json()).toMatchObject({
      status: 'settled',
      amount_due: null,
      next_automatic_retry_at: null,
    });
    expect((await retry(active, row?.id)).statusCode).toBe(409);
  });

  it('keeps another customer out (404) and asks a visitor to sign in (401)', async () => {
    const other = await signIn(t, 'active@demo.burrow.test');
    expect((await collection(other)).statusCode).toBe(404);
    expect((await retry(other)).statusCode).toBe(404);
    expect((await collection(undefined)).statusCode).toBe(401);
    expect((await retry(undefined)).statusCode).toBe(401);
    expect((await collection(cookie, 'not-an-id')).statusCode).toBe(404);
    expect((await dunning())?.customer_retry_attempts).toBe(0);
  });
});
