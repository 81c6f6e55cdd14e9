import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { purchase } from './support/purchase';
import { ownerSessionCookie } from './support/owner-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;

describe.each(testDatabaseKinds)('pausing instead of turning renewal off, on %s', (kind) => {
  // Each test moves the clock months ahead: a fresh app keeps tests from billing each other.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const bill = () => runBilling(contextOf(t.app));
  const cookieFor = (subscriptionId: string) => ownerSessionCookie(t, subscriptionId);
  const post = async (id: string, action: string, payload?: object) =>
    t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${id}/${action}`,
      cookie: await cookieFor(id),
      ...(payload ? { payload } : {}),
    });
  const subscription = async (id: string) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/v2/subscriptions/${id}`,
        cookie: await cookieFor(id),
      })
    ).json();
  const subjectsTo = async (to: string) =>
    (
      (await t.request({ method: 'GET', url: '/api/dev/mailbox' })).json().messages as {
        to: string;
        subject: string;
      }[]
    )
      .filter((m) => m.to === to)
      .map((m) => m.subject);
  const charges = async (id: string) =>
    (
      await t.app.db.query<{ kind: string }>(
        `SELECT kind FROM ledger_entries WHERE subscription_id = $1 AND kind = 'charge'`,
        [id],
      )
    ).length;
  const events = async (type: string) =>
    (
      await t.app.db.query<{ body: string }>(
        `SELECT body FROM webhook_messages WHERE event_type = $1 ORDER BY created_at`,
        [type],
      )
    ).map((row) => JSON.parse(row.body).data as Record<string, unknown>);
  async function buy(email: string, testToken = 'tok_visa') {
    const { response } = await purchase(t, {
      email,
      testToken,
      priceIds: ['vpn-basic-1m-usd'],
      offerId: 'default',
      country: 'GB',
      state: '',
      zip: '',
    });
    expect(response.statusCode).toBe(201);
    return response.json().subscription.id as string;
  }

  it('stores the reason, pauses without access or charge, reminds once and resumes by itself with the schedule moved', async () => {
    const id = await buy('pauses@example.com');
    const before = await subscription(id);
    expect(before).toMatchObject({ pause: null, pause_available: true, active: true });
    const paidThrough = new Date(before.next_payment_date).getTime();

    const reason = await post(id, 'renewal-off-reason', {
      reason: 'temporary_need',
      detail: '  Travelling without a laptop  ',
    });
    expect(reason.statusCode).toBe(200);

    const pausedAt = t.clock.now().getTime();
    const paused = await post(id, 'pause', { months: 2 });
    expect(paused.statusCode).toBe(200);
    const view = paused.json();
    expect(view).toMatchObject({
      state: 'active',
      active: false,
      entitlements: [],
      auto_billing_enabled: true,
      pause_available: false,
    });
    const resumesOn = new Date(view.pause.resumes_on).getTime();
    expect(resumesOn - pausedAt).toBeGreaterThanOrEqual(59 * DAY);
    // The paid time left is served after the pause: the renewal moves by the pause's length.
    expect(new Date(view.next_payment_date).getTime() - paidThrough).toBe(resumesOn - pausedAt);
    expect(await t.app.db.query(`SELECT reason, detail, outcome FROM renewal_off_answers`)).toEqual(
      [{ reason: 'temporary_need', detail: 'Travelling without a laptop', outcome: 'paused' }],
    );
    expect(await events('subscription.paused')).toHaveLength(1);
    const snapshot = (await events('entitlements.changed')).at(-1);
    expect(snapshot).toMatchObject({ entitlements: [] });

    // Asked again (a double click, a retry), the same pause is answered and nothing repeats.
    expect((await post(id, 'pause', { months: 2 })).statusCode).toBe(200);
    expect(await events('subscription.paused')).toHaveLength(1);

    // Where the renewal would have been charged, nothing is: the subscription is paused.
    t.clock.set(new Date(paidThrough + 1000));
    expect(await bill()).toMatchObject({ renewed: 0, expired: 0, resumed: 0 });
    expect(await charges(id)).toBe(1);

    t.clock.set(new Date(resumesOn - 2 * DAY));
    await bill();
    await bill();
    t.clock.set(new Date(resumesOn + 1000));
    expect(await bill()).toMatchObject({ resumed: 1, renewed: 0 });
    expect(await bill()).toMatchObject({ resumed: 0 });
    const after = await subscription(id);
    expect(after).toMatchObject({ pause: null, active: true, auto_billing_enabled: true });
    expect(after.entitlements.length).toBeGreaterThan(0);
    expect(after.next_payment_date).toBe(view.next_payment_date);
    expect(await events('subscription.resumed')).toEqual([
      expect.objectContaining({ resumed_by: 'schedule', status: 'active' }),
    ]);

    const subjects = await subjectsTo('pauses@example.com');
    expect(subjects.filter((s) => s === 'Your Burrow subscription is paused')).toHaveLength(1);
    expect(subjects.filter((s) => s === 'Your Burrow subscription resumes soon')).toHaveLength(1);
    expect(subjects.filter((s) => s === 'Your Burrow subscription is active again')).toHaveLength(
      1,
    );

    // Billing picks up where it was: the next renewal is charged at the moved date.
    t.clock.set(new Date(new Date(after.next_payment_date).getTime() + 1000));
    expect(await bill()).toMatchObject({ renewed: 1 });
    expect(await charges(id)).toBe(2);
  });

  it('resumes early on request, moving the renewal only by the time paused', async () => {
    const id = await buy('resumes-early@example.com');
    const paidThrough = new Date((await subscription(id)).next_payment_date).getTime();
    const pausedAt = t.clock.now().getTime();
    expect((await post(id, 'pause', { months: 3 })).statusCode).toBe(200);

    t.clock.set(new Date(pausedAt + 10 * DAY));
    const resumed = await post(id, 'resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ pause: null, active: true });
    expect(new Date(resumed.json().next_payment_date).getTime()).toBe(paidThrough + 10 * DAY);
    expect(await events('subscription.resumed')).toEqual([
      expect.objectContaining({ resumed_by: 'customer' }),
    ]);

    // Resuming again changes nothing and sends nothing.
    expect((await post(id, 'resume')).json().next_payment_date).toBe(
      resumed.json().next_payment_date,
    );
    const subjects = await subjectsTo('resumes-early@example.com');
    expect(subjects.filter((s) => s === 'Your Burrow subscription is active again')).toHaveLength(
      1,
    );
    // The planned end passes without a second resume.
    t.clock.set(new Date(pausedAt + 100 * DAY));
    expect(await bill()).toMatchObject({ resumed: 0 });

    // Once a year: a second pause within 12 months is refused, with the rule named.
    const again = await post(id, 'pause', { months: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'pause_not_allowed',
      details: { reason: 'paused_recently' },
    });
  });

  it('refuses with stable codes what the rules do not allow', async () => {
    const id = await buy('refused@example.com');
    const bad = await post(id, 'pause', { months: 4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_request');
    const badReason = await post(id, 'renewal-off-reason', { reason: 'because' });
    expect(badReason.json().error.code).toBe('invalid_request');

    expect((await post(id, 'pause', { months: 1 })).statusCode).toBe(200);
    const other = await post(id, 'pause', { months: 3 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.details).toEqual({ reason: 'already_paused' });
    // Nor can the plan change while paused: it is resumed first.
    const change = await t.request({
      method: 'PUT',
      url: '/api/v2/checkout/estimate',
      cookie: await cookieFor(id),
      payload: {
        subscriptionId: id,
        change: { type: 'change_plan', priceId: 'vpn-premium-12m-usd' },
      },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().error.code).toBe('plan_change_not_allowed');
    expect(change.json().error.message).toMatch(/paused/);

    const offId = await buy('renewal-off@example.com');
    expect((await post(offId, 'autobill-off')).statusCode).toBe(200);
    const off = await post(offId, 'pause', { months: 1 });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toMatchObject({
      code: 'pause_not_allowed',
      details: { reason: 'autobill_off' },
    });
    expect((await subscription(offId)).pause_available).toBe(false);
  });

  it('keeps renewal off through a pause: it resumes and then runs to its end', async () => {
    const id = await buy('pause-then-off@example.com');
    expect((await post(id, 'pause', { months: 1 })).statusCode).toBe(200);
    expect((await post(id, 'autobill-off')).statusCode).toBe(200);
    const paused = await subscription(id);
    expect(paused).toMatchObject({ active: false, auto_billing_enabled: false });
    t.clock.set(new Date(new Date(paused.pause.resumes_on).getTime() + 1000));
    expect(await bill()).toMatchObject({ resumed: 1 });
    expect(await subscription(id)).toMatchObject({ active: true, pause: null });
    t.clock.set(new Date(new Date(paused.next_payment_date).getTime() + 1000));
    expect(await bill()).toMatchObject({ expired: 1, renewed: 0 });
    expect(await charges(id)).toBe(1);
  });
});
