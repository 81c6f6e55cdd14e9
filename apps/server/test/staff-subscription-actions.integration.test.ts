import { randomUUID } from 'node:crypto';
import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paidPurchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY_MS = 86_400_000;

/** Each subscription action's endpoint, by the name the tests below use. */
const ACTION_ENDPOINTS = {
  extend: staffEndpoints.staffExtendSubscription,
  cancel: staffEndpoints.staffCancelSubscription,
  autobill: staffEndpoints.staffSubscriptionAutobill,
} as const;

/** The console's subscription actions (decision 0121), through HTTP, as the customer then sees them. */
describe.each(testDatabaseKinds)('staff subscription actions on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = await staffSessionCookie(t, 'admin');
  });
  afterEach(() => t.close());

  async function customer(email = `sub-${randomUUID().slice(0, 8)}@example.com`) {
    const bought = await paidPurchase(t, email);
    return { ...bought, email, cookie: sessionCookieFrom(bought.response) };
  }
  const act = (
    subscriptionId: string,
    action: 'extend' | 'cancel' | 'autobill',
    body: object,
    cookie = admin,
  ) =>
    t.request({
      method: 'POST',
      url: staffPathOf(ACTION_ENDPOINTS[action].path, { subscriptionId }),
      payload: body,
      cookie,
    });
  const grant = (customerId: string, body: object) =>
    t.request({
      method: 'POST',
      url: staffPathOf(staffEndpoints.staffGrantComplimentary.path, { customerId }),
      payload: body,
      cookie: admin,
    });
  const keyed = (extra: object) => ({
    reason: 'Outage in their region last week',
    idempotency_key: randomUUID(),
    ...extra,
  });
  const subscriptionOf = async (cookie: string, id: string) =>
    (await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })).json();
  const webhookEventsOf = async (customerId: string) =>
    (
      await t.app.db.query<{ event_type: string }>(
        `SELECT event_type FROM webhook_messages WHERE body::jsonb->'data'->>'customer_id' = $1
          ORDER BY created_at, id`,
        [customerId],
      )
    ).map((row) => row.event_type);
  const auditOf = async (customerId: string, action: string) =>
    (
      await t.request({
        method: 'GET',
        url: `${staffEndpoints.staffAuditLog.path}?customer_id=${customerId}`,
        cookie: admin,
      })
    )
      .json()
      .entries.filter((entry: { action: string }) => entry.action === action);
  const timelineOf = async (customerId: string) =>
    (
      await t.request({
        method: 'GET',
        url: staffEndpoints.staffCustomer.path.replace(':customerId', customerId),
        cookie: admin,
      })
    ).json().timeline as { kind: string; detail: string | null }[];

  it('extends the paid period at no charge, once per key, and tells the VPN', async () => {
    const bought = await customer();
    const before = await subscriptionOf(bought.cookie, bought.subscriptionId);
    // Events share a timestamp on the test clock: the new ones are what the earlier list lacks,
    // not the ones after it.
    const eventsBefore = await webhookEventsOf(bought.customerId);
    const body = keyed({ days: 30 });

    const response = await act(bought.subscriptionId, 'extend', body);
    expect(response.statusCode, response.body).toBe(200);
    const expectedEnd = new Date(
      new Date(before.next_payment_date).getTime() + 30 * DAY_MS,
    ).toISOString();
    expect(response.json()).toMatchObject({
      customer_id: bought.customerId,
      subscription: { id: bought.subscriptionId, current_period_end: expectedEnd },
    });
    const after = await subscriptionOf(bought.cookie, bought.subscriptionId);
    expect(after).toMatchObject({
      next_payment_date: expectedEnd,
      active: true,
      auto_billing_enabled: true,
    });
    const events = await webhookEventsOf(bought.customerId);
    const added = [...events];
    for (const seen of eventsBefore) added.splice(added.indexOf(seen), 1);
    expect(added).toEqual(['entitlements.changed']);
    const [charges] = await t.app.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ledger_entries WHERE subscription_id = $1`,
      [bought.subscriptionId],
    );

    // The same key again: the first answer, and the date moved once.
    const repeat = await act(bought.subscriptionId, 'extend', body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(response.json());
    expect((await subscriptionOf(bought.cookie, bought.subscriptionId)).next_payment_date).toBe(
      expectedEnd,
    );
    const reused = await act(bought.subscriptionId, 'extend', { ...body, days: 31 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');

    const [entry, ...others] = await auditOf(bought.customerId, 'subscription.extended');
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      target: `subscription:${bought.subscriptionId}`,
      reason: 'Outage in their region last week',
      before: { subscription: { current_period_end: before.next_payment_date } },
      after: { subscription: { current_period_end: expectedEnd } },
    });
    const [chargesAfter] = await t.app.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ledger_entries WHERE subscription_id = $1`,
      [bought.subscriptionId],
    );
    expect(chargesAfter?.n).toBe(charges?.n);
  });

  it('refuses without a reason, beyond a year, an ended plan and one an app store bills', async () => {
    const bought = await customer();
    const noReason = await act(bought.subscriptionId, 'extend', {
      days: 5,
      reason: '  ',
      idempotency_key: randomUUID(),
    });
    expect(noReason.statusCode).toBe(400);
    expect((await act(bought.subscriptionId, 'extend', keyed({ days: 367 }))).statusCode).toBe(400);

    await t.app.db.query(`UPDATE subscriptions SET billing_system = 'app_store' WHERE id = $1`, [
      bought.subscriptionId,
    ]);
    const elsewhere = await act(bought.subscriptionId, 'extend', keyed({ days: 5 }));
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error.code).toBe('subscription_billed_elsewhere');
    const cancelElsewhere = await act(bought.subscriptionId, 'cancel', keyed({ when: 'now' }));
    expect(cancelElsewhere.json().error.code).toBe('subscription_billed_elsewhere');

    await t.app.db.query(`UPDATE subscriptions SET billing_system = 'burrow' WHERE id = $1`, [
      bought.subscriptionId,
    ]);
    expect((await act(bought.subscriptionId, 'cancel', keyed({ when: 'now' }))).statusCode).toBe(
      200,
    );
    const ended = await act(bought.subscriptionId, 'extend', keyed({ days: 5 }));
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error.code).toBe('subscription_ended');
    expect(await auditOf(bought.customerId, 'subscription.extended')).toEqual([]);

    const support = await staffSessionCookie(t, 'support');
    const forbidden = await act(bought.subscriptionId, 'extend', keyed({ days: 5 }), support);
    expect(forbidden.statusCode).toBe(403);
  });

  it('cancels at the period end: renewal off, access until then, on the timeline as staff', async () => {
    const bought = await customer();
    const response = await act(bought.subscriptionId, 'cancel', keyed({ when: 'period_end' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscription).toMatchObject({
      status: 'non_renewing',
      auto_billing_enabled: false,
    });
    expect(await subscriptionOf(bought.cookie, bought.subscriptionId)).toMatchObject({
      active: true,
      auto_billing_enabled: false,
      expires_soon: false,
    });
    expect(await webhookEventsOf(bought.customerId)).toContain('subscription.cancelled');
    const [entry] = await auditOf(bought.customerId, 'subscription.cancelled');
    expect(entry).toMatchObject({
      reason: 'Outage in their region last week',
      before: { subscription: { status: 'active', auto_billing_enabled: true } },
      after: { subscription: { status: 'non_renewing' }, when: 'period_end' },
    });
    expect(await timelineOf(bought.customerId)).toContainEqual(
      expect.objectContaining({ kind: 'autobill_turned_off', detail: 'by staff' }),
    );
  });

  it('cancels now: access ends at once, the customer is told, no money moves; a repeat answers the same', async () => {
    const bought = await customer();
    const body = keyed({ when: 'now' });
    const response = await act(bought.subscriptionId, 'cancel', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscription).toMatchObject({
      status: 'cancelled',
      auto_billing_enabled: false,
    });
    expect(await subscriptionOf(bought.cookie, bought.subscriptionId)).toMatchObject({
      state: 'cancelled',
      active: false,
      entitlements: [],
    });
    const entitlements = await t.request({
      method: 'GET',
      url: '/api/v2/entitlements',
      cookie: bought.cookie,
    });
    if (entitlements.statusCode === 200) expect(entitlements.json().entitlements).toEqual([]);
    const [ended] = await t.app.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM outbox_emails WHERE to_address = $1 AND subject = 'Your Burrow subscription has ended'`,
      [bought.email],
    );
    expect(ended?.n).toBe('1');
    const [refunds] = await t.app.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ledger_entries WHERE subscription_id = $1 AND kind = 'refund'`,
      [bought.subscriptionId],
    );
    expect(refunds?.n).toBe('0');

    const repeat = await act(bought.subscriptionId, 'cancel', body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(response.json());
    expect(await auditOf(bought.customerId, 'subscription.cancelled')).toHaveLength(1);
    const again = await act(bought.subscriptionId, 'cancel', keyed({ when: 'now' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('subscription_ended');
  });

  it('turns automatic renewal off like the customer toggle, and records who switched it', async () => {
    const bought = await customer();
    // The customer's own toggle, on the timeline as theirs.
    const off = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${bought.subscriptionId}/autobill-off`,
      cookie: bought.cookie,
    });
    expect(off.statusCode, off.body).toBe(200);
    const on = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${bought.subscriptionId}/autobill-on`,
      cookie: bought.cookie,
    });
    expect(on.statusCode, on.body).toBe(200);

    const body = { enabled: false, reason: 'Customer asked by phone' };
    const response = await act(bought.subscriptionId, 'autobill', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(await subscriptionOf(bought.cookie, bought.subscriptionId)).toMatchObject({
      auto_billing_enabled: false,
      active: true,
    });
    // Naturally idempotent: nothing more happens, nothing more is recorded.
    const repeat = await act(bought.subscriptionId, 'autobill', body);
    expect(repeat.statusCode).toBe(200);
    expect(await auditOf(bought.customerId, 'subscription.autobill_off')).toEqual([
      expect.objectContaining({
        reason: 'Customer asked by phone',
        before: { subscription: expect.objectContaining({ auto_billing_enabled: true }) },
        after: expect.objectContaining({
          subscription: expect.objectContaining({ auto_billing_enabled: false }),
        }),
      }),
    ]);
    const switches = (await timelineOf(bought.customerId))
      .filter((entry) => entry.kind.startsWith('autobill_'))
      .map((entry) => `${entry.kind} ${entry.detail}`);
    expect(switches).toEqual([
      'autobill_turned_off by staff',
      'autobill_turned_on by the customer',
      'autobill_turned_off by the customer',
    ]);
    expect(
      (await act(bought.subscriptionId, 'autobill', { enabled: true, reason: 'x y z' })).statusCode,
    ).toBe(400);
  });

  it('grants a complimentary plan: active at no charge, no renewal, once per key; refuses a second of the product', async () => {
    const bought = await customer();
    const plans = await t.request({
      method: 'GET',
      url: staffPathOf(staffEndpoints.staffComplimentaryPlans.path, {
        customerId: bought.customerId,
      }),
      cookie: admin,
    });
    expect(plans.statusCode).toBe(200);
    expect(plans.json().plans).toContainEqual(
      expect.objectContaining({ id: 'vpn-basic-1m-usd', product_id: 'vpn-basic' }),
    );

    const body = keyed({ plan: 'vpn-basic-1m-usd', months: 3 });
    const response = await grant(bought.customerId, body);
    expect(response.statusCode, response.body).toBe(200);
    const granted = response.json();
    expect(granted.subscription).toMatchObject({
      price_id: 'vpn-basic-1m-usd',
      status: 'active',
      auto_billing_enabled: false,
      complimentary: true,
    });
    const seen = await subscriptionOf(bought.cookie, granted.subscription.id);
    expect(seen).toMatchObject({
      active: true,
      auto_billing_enabled: false,
      supports_autobill: false,
      next_payment_date: '2026-09-15T12:00:00.000Z',
    });
    expect(seen.entitlements.length).toBeGreaterThan(0);
    const [invoice] = await t.app.db.query<{ total_minor: string; status: string }>(
      `SELECT total_minor::text, status FROM invoices WHERE number = $1`,
      [granted.invoice_number],
    );
    expect(invoice).toEqual({ total_minor: '0', status: 'paid' });
    expect(await webhookEventsOf(bought.customerId)).toContain('subscription.created');

    const repeat = await grant(bought.customerId, body);
    expect(repeat.json()).toEqual(granted);
    const [count] = await t.app.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM subscriptions WHERE user_id = $1`,
      [bought.customerId],
    );
    expect(count?.n).toBe('2');
    const [entry] = await auditOf(bought.customerId, 'subscription.complimentary_granted');
    expect(entry).toMatchObject({
      target: `customer:${bought.customerId}`,
      reason: 'Outage in their region last week',
      before: { subscription: null },
      after: { subscription: { id: granted.subscription.id, complimentary: true } },
    });

    const second = await grant(bought.customerId, keyed({ plan: 'vpn-basic-6m-usd', months: 1 }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'already_has_subscription',
      details: { subscription_id: granted.subscription.id },
    });
    const unknown = await grant(
      bought.customerId,
      keyed({ plan: 'addon-dedicated-ip', months: 1 }),
    );
    expect(unknown.statusCode).toBe(400);
    // A complimentary plan is extended like any other.
    const extended = await act(granted.subscription.id, 'extend', keyed({ days: 10 }));
    expect(extended.statusCode, extended.body).toBe(200);
  });
});
