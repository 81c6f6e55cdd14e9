import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { ownerSessionCookie } from './support/owner-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { purchase } from './support/purchase';

const DAY = 86_400_000;

describe.each(testDatabaseKinds)('the billing engine on %s', (kind) => {
  // Each test moves the clock months ahead: a fresh app keeps tests from billing each other.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const bill = () => runBilling(contextOf(t.app));
  const cookieFor = (subscriptionId: string) => ownerSessionCookie(t, subscriptionId);
  const call = async (method: 'GET' | 'POST', url: string, subscriptionId: string) =>
    t.request({ method, url, cookie: await cookieFor(subscriptionId) });
  const subscription = async (id: string) =>
    (await call('GET', `/api/v2/subscriptions/${id}`, id)).json();
  const periodEnd = async (id: string) =>
    new Date((await subscription(id)).next_payment_date).getTime();
  const emailsTo = async (to: string) =>
    (
      (await t.request({ method: 'GET', url: '/api/dev/mailbox' })).json().messages as {
        to: string;
        subject: string;
      }[]
    )
      .filter((m) => m.to === to)
      .map((m) => m.subject);
  const ledger = async (subscriptionId: string) =>
    (
      await t.app.db.query<{ kind: string; amount_minor: number }>(
        `SELECT kind, amount_minor FROM ledger_entries WHERE subscription_id = $1 ORDER BY created_at, kind`,
        [subscriptionId],
      )
    ).map((row) => `${row.kind}:${row.amount_minor}`);
  async function buy(
    email: string,
    testToken = 'tok_visa',
    priceIds = ['vpn-basic-1m-usd'],
    offerId = 'default',
  ) {
    const { response } = await purchase(t, {
      email,
      testToken,
      priceIds,
      offerId,
      country: 'GB',
      state: '',
      zip: '',
    });
    expect(response.statusCode).toBe(201);
    return response.json().subscription.id as string;
  }

  it('renews at period end on the saved card at the renewal price, with an invoice, a ledger row and an email', async () => {
    const id = await buy('renews@example.com', 'tok_visa', ['vpn-basic-12m-usd']);
    const end = await periodEnd(id);
    t.clock.set(new Date(end + 1000));
    expect(await bill()).toMatchObject({ renewed: 1, failed: 0 });
    const after = await subscription(id);
    expect(new Date(after.next_payment_date).getTime() - end).toBeGreaterThanOrEqual(365 * DAY);
    expect(after).toMatchObject({ state: 'active', auto_bill_payment_failed: false });
    // The first year at the offer price (56.04), the next at nextPrice (116.95), each with the
    // 20% UK VAT included in it (decision 0108).
    expect(await ledger(id)).toEqual(['charge:5604', 'charge:11695']);
    expect(
      (await emailsTo('renews@example.com')).some((subject) =>
        /subscription renewed/.test(subject),
      ),
    ).toBe(true);
    expect((await call('GET', '/api/v2/invoices/', id)).json().invoices).toHaveLength(2);
    expect(await bill()).toMatchObject({ renewed: 0 });
  });

  it('keeps a declined renewal in grace, retries on the dunning schedule and expires after the last retry', async () => {
    const id = await buy('declines@example.com', 'tok_renewal_declines');
    const end = await periodEnd(id);
    t.clock.set(new Date(end + 1000));
    expect(await bill()).toMatchObject({ failed: 1 });
    expect(await subscription(id)).toMatchObject({
      state: 'active',
      auto_bill_payment_failed: true,
      active: true,
    });
    for (const dayAfter of [1, 3, 5]) {
      t.clock.set(new Date(end + dayAfter * DAY + 2000));
      expect(await bill()).toMatchObject({ failed: 1 });
      expect((await subscription(id)).state).toBe('active');
    }
    t.clock.set(new Date(end + 7 * DAY + 2000));
    expect(await bill()).toMatchObject({ expired: 1 });
    expect(await subscription(id)).toMatchObject({
      state: 'cancelled',
      active: false,
      entitlements: [],
    });
    expect((await ledger(id)).filter((row) => row.startsWith('charge_failed'))).toHaveLength(5);
    const subjects = await emailsTo('declines@example.com');
    expect(subjects.filter((s) => /could not renew/.test(s))).toHaveLength(4);
    expect(subjects).toContain('Your Burrow subscription has ended');
  });

  it('does not retry a hard decline, and expires it when the grace period ends', async () => {
    const id = await buy('hard-decline@example.com');
    await t.app.db.query(
      `UPDATE subscriptions SET payment_source_token = 'pm_card_fraud' WHERE id = $1`,
      [id],
    );
    const end = await periodEnd(id);
    t.clock.set(new Date(end + 1000));
    expect(await bill()).toMatchObject({ failed: 1 });
    t.clock.set(new Date(end + 3 * DAY));
    expect(await bill()).toMatchObject({ failed: 0, renewed: 0, expired: 0 });
    t.clock.set(new Date(end + 7 * DAY + 2000));
    expect(await bill()).toMatchObject({ expired: 1 });
    expect((await ledger(id)).filter((row) => row.startsWith('charge_failed'))).toHaveLength(1);
  });

  it('retries at once when the customer asks after updating the card', async () => {
    const id = await buy('updates-card@example.com', 'tok_renewal_declines');
    t.clock.set(new Date((await periodEnd(id)) + 1000));
    await bill();
    const retry = () => call('POST', `/api/v2/subscriptions/${id}/retry-payment-collection`, id);
    expect((await retry()).statusCode).toBe(402);
    await t.app.db.query(
      `UPDATE subscriptions SET payment_source_token = 'pm_card_visa' WHERE id = $1`,
      [id],
    );
    const response = await retry();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: 'active', auto_bill_payment_failed: false });
    expect((await retry()).json().error.code).toBe('nothing_to_retry');
  });

  it('with autobill off, becomes expiring soon and expires at period end; turned back on, it renews', async () => {
    const off = await buy('autobill-off@example.com');
    const on = await buy('autobill-back-on@example.com');
    const toggle = (id: string, state: 'on' | 'off') =>
      call('POST', `/api/v2/subscriptions/${id}/autobill-${state}`, id);
    expect((await toggle(off, 'off')).json()).toMatchObject({ auto_billing_enabled: false });
    expect((await toggle(on, 'off')).statusCode).toBe(200);
    expect((await toggle(on, 'on')).json()).toMatchObject({ auto_billing_enabled: true });
    const end = await periodEnd(off);
    t.clock.set(new Date(end - 5 * DAY));
    expect(await subscription(off)).toMatchObject({ expires_soon: true });
    t.clock.set(new Date(end + 1000));
    expect(await bill()).toMatchObject({ expired: 1, renewed: 1 });
    expect((await subscription(off)).state).toBe('cancelled');
    expect((await subscription(on)).state).toBe('active');
  });

  it('converts a free trial to paid at its end', async () => {
    const id = await buy('converts@example.com', 'tok_visa', ['vpn-vip-1m-usd'], 'free-trial');
    expect((await subscription(id)).state).toBe('intrial');
    t.clock.set(new Date((await periodEnd(id)) + 1000));
    expect(await bill()).toMatchObject({ renewed: 1 });
    expect(await subscription(id)).toMatchObject({ state: 'active' });
    // VIP monthly 15.95, 20% UK VAT included.
    expect(await ledger(id)).toEqual(['charge:1595']);
  });

  it('refuses autobill changes for a subscription billed by an app store, and 404s another customer’s', async () => {
    const mine = await buy('toggler@example.com');
    const theirs = await buy('not-yours@example.com');
    const cookie = await cookieFor(mine);
    const other = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${theirs}/autobill-off`,
      cookie,
    });
    expect(other.statusCode).toBe(404);
    await t.app.db.query(`UPDATE subscriptions SET billing_system = 'app_store' WHERE id = $1`, [
      mine,
    ]);
    const store = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${mine}/autobill-off`,
      cookie,
    });
    expect(store.json().error.code).toBe('autobill_not_supported');
  });

  it('lets the demo operator move the clock forward and catches billing up', async () => {
    const id = await buy('clock-watcher@example.com');
    const before = await t.request({ method: 'GET', url: '/api/dev/clock' });
    const moved = await t.request({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { days: 40 },
    });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().now).getTime() - new Date(before.json().now).getTime()).toBe(
      40 * DAY,
    );
    expect(moved.json().last_run.renewed).toBe(1);
    expect((await subscription(id)).state).toBe('active');
    const back = await t.request({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { to: '2000-01-01T00:00:00Z' },
    });
    expect(back.json().error.code).toBe('clock_only_moves_forward');
  });

  it('keeps every customer’s paid invoices equal to their charges', async () => {
    await buy('balance-1@example.com', 'tok_visa', [
      'vpn-premium-12m-usd',
      'addon-dedicated-ip-12m-usd',
    ]);
    const declining = await buy('balance-2@example.com', 'tok_renewal_declines');
    const renewing = await buy('balance-3@example.com');
    const end = await periodEnd(renewing);
    for (const days of [1, 2, 4, 6, 8, 40]) {
      t.clock.set(new Date(end + days * DAY));
      await bill();
    }
    expect((await subscription(declining)).state).toBe('cancelled');
    const rows = await t.app.db.query<{ email: string; paid: number; charged: number }>(
      `SELECT u.email,
              COALESCE((SELECT sum(total_minor) FROM invoices i WHERE i.user_id = u.id AND i.status = 'paid'), 0)::int AS paid,
              COALESCE((SELECT sum(CASE kind WHEN 'charge' THEN amount_minor WHEN 'refund' THEN -amount_minor ELSE 0 END)
                          FROM ledger_entries l WHERE l.user_id = u.id), 0)::int AS charged
         FROM users u`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.charged).toBe(row.paid);
  });
});
