import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { purchase } from './support/purchase';
import { ownerSessionCookie } from './support/owner-session';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;

interface Money {
  unscaledValue: number;
  scale: number;
  currency: string;
}
interface Outlook {
  next_payment_date: string;
  next_payment: { total: Money; tax: Money } | null;
  payment_deadline: string | null;
  as_of: string;
  [field: string]: unknown;
}

describe.each(testDatabaseKinds)('the dashboard’s payment outlook on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterEach(() => t.close());

  const cookieFor = (subscriptionId: string) => ownerSessionCookie(t, subscriptionId);
  const outlookOf = async (id: string) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/',
      cookie: await cookieFor(id),
    });
    expect(response.statusCode).toBe(200);
    const subs = response.json<{ subscriptions: Outlook[] }>().subscriptions;
    return subs.find((s) => s.subscription_id === id)!;
  };
  const demo = async (situation: string) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/',
      cookie: await signIn(t, `${situation}@demo.burrow.test`),
    });
    return response.json<{ subscriptions: Outlook[] }>().subscriptions[0]!;
  };
  const charges = async (id: string) =>
    (
      await t.app.db.query<{ amount_minor: number }>(
        `SELECT amount_minor FROM ledger_entries WHERE subscription_id = $1 AND kind = 'charge'
          ORDER BY created_at`,
        [id],
      )
    ).map((row) => row.amount_minor);
  const buy = async (email: string, testToken: string) => {
    const { response } = await purchase(t, {
      email,
      testToken,
      priceIds: ['vpn-basic-12m-usd'],
      country: 'GB',
      state: '',
      zip: '',
    });
    expect(response.statusCode).toBe(201);
    return response.json().subscription.id as string;
  };

  it('shows the next payment with tax, and the billing run then charges exactly that', async () => {
    const id = await buy('outlook@example.com', 'tok_visa');
    const before = await outlookOf(id);
    // The renewal price (116.95), not the first year's offer price, with the 20% UK VAT
    // included in it (decision 0108): 116.95 × 20/120 = 19.49.
    expect(before.next_payment).toEqual({
      total: { unscaledValue: 11695, scale: 2, currency: 'USD' },
      tax: { unscaledValue: 1949, scale: 2, currency: 'USD' },
    });
    expect(before.payment_deadline).toBeNull();

    t.clock.set(new Date(new Date(before.next_payment_date).getTime() + 1000));
    await runBilling(contextOf(t.app));
    expect((await charges(id)).at(-1)).toBe(before.next_payment?.total.unscaledValue);
  });

  it('carries the server’s clock, so the web never judges by the device’s', async () => {
    t.clock.set(new Date('2031-03-04T05:06:07.000Z'));
    const id = await buy('clock@example.com', 'tok_visa');
    expect((await outlookOf(id)).as_of).toBe('2031-03-04T05:06:07.000Z');
  });

  it('gives a failed renewal the deadline its grace ends on, by the dunning schedule', async () => {
    const id = await buy('declined@example.com', 'tok_renewal_declines');
    const end = new Date((await outlookOf(id)).next_payment_date).getTime();
    t.clock.set(new Date(end + 1000));
    await runBilling(contextOf(t.app));
    const failed = await outlookOf(id);
    expect(failed).toMatchObject({ auto_bill_payment_failed: true, state: 'active' });
    const lastRetryDay = contextOf(t.app).config.dunningRetryDays.at(-1)!;
    expect(failed.payment_deadline).toBe(
      new Date(
        new Date(failed.auto_bill_failed_on as string).getTime() + lastRetryDay * DAY,
      ).toISOString(),
    );
    expect(failed.next_payment?.total.unscaledValue).toBe(11695);
  });

  it.each([
    // Legacy PayPal, two days past its date and connected for five more (the README's demo).
    ['grace', 5],
    ['autobill-failed', null],
  ])('the %s demo account ends in its grace on the deadline shown', async (situation, days) => {
    const sub = await demo(situation);
    expect(sub.next_payment).not.toBeNull();
    const deadline = new Date(sub.payment_deadline ?? '').getTime();
    expect(deadline).toBeGreaterThan(t.clock.now().getTime());
    if (days !== null) expect(Math.round((deadline - t.clock.now().getTime()) / DAY)).toBe(days);
  });

  it('has no deadline for a plan not yet due, and nothing to pay for a plan that has ended', async () => {
    const expiring = await demo('expiring');
    expect(expiring.payment_deadline).toBeNull();
    expect(expiring.next_payment?.total.unscaledValue).toBeGreaterThan(0);
    expect(await demo('expired')).toMatchObject({ next_payment: null, payment_deadline: null });
  });
});
