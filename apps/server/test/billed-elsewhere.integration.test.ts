import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;
const INAPP = 'inapp@demo.burrow.test';
const GRACE = 'grace@demo.burrow.test';

/**
 * Plans billed by the App Store or the legacy PayPal agreements renew where Burrow cannot see
 * it: until those notifications are ingested, each follows its own paid-through date plus the
 * grace every plan gets (the dunning schedule, 7 days here), then ends like any other plan.
 */
describe.each(testDatabaseKinds)('plans billed elsewhere on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterEach(() => t.close());

  // The demo operator's clock: it moves and the billing run catches up at once.
  const advance = async (ms: number) => {
    const moved = await t.request({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { to: new Date(t.clock.now().getTime() + ms).toISOString() },
    });
    expect(moved.statusCode).toBe(200);
  };
  // Sessions end after a week idle and the clock jumps weeks: sign in afresh to look.
  const planOf = async (email: string) => {
    const cookie = await signIn(t, email);
    const response = await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie });
    expect(response.statusCode).toBe(200);
    const [plan] = response.json().subscriptions;
    return plan as {
      state: string;
      active: boolean;
      entitlements: unknown[];
      next_payment_date: string;
      next_payment_method: string;
    };
  };
  const subjectsTo = async (to: string) =>
    (
      (await t.request({ method: 'GET', url: '/api/dev/mailbox' })).json().messages as {
        to: string;
        subject: string;
      }[]
    )
      .filter((m) => m.to === to)
      .map((m) => m.subject);

  it('keeps each connected through its grace, then ends it and tells the customer', async () => {
    // As seeded: the App Store plan is paid for 12 more days; the PayPal one is two days
    // past its payment date and still connected.
    const inapp = await planOf(INAPP);
    expect(inapp).toMatchObject({ state: 'active', active: true, next_payment_method: 'AppStore' });
    const grace = await planOf(GRACE);
    expect(grace).toMatchObject({ state: 'active', active: true });
    expect(Date.parse(grace.next_payment_date)).toBeLessThan(t.clock.now().getTime());
    const graceEnds = Date.parse(grace.next_payment_date) + 7 * DAY;
    const inappEnds = Date.parse(inapp.next_payment_date) + 7 * DAY;

    // A minute before the PayPal plan's grace ends, nothing has ended.
    await advance(graceEnds - 60_000 - t.clock.now().getTime());
    expect(await planOf(GRACE)).toMatchObject({ state: 'active', active: true });

    // Its grace over, it ends; the App Store plan, still paid for, stays.
    await advance(2 * 60_000);
    expect(await planOf(GRACE)).toMatchObject({
      state: 'cancelled',
      active: false,
      entitlements: [],
    });
    expect(await subjectsTo(GRACE)).toContain('Your Burrow subscription has ended');
    expect(await planOf(INAPP)).toMatchObject({ state: 'active', active: true });

    // Past its paid-through date, the App Store plan is in grace, then ends with it.
    await advance(inappEnds - 60_000 - t.clock.now().getTime());
    expect(await planOf(INAPP)).toMatchObject({ state: 'active', active: true });
    await advance(2 * 60_000);
    expect(await planOf(INAPP)).toMatchObject({
      state: 'cancelled',
      active: false,
      entitlements: [],
    });
    expect(await subjectsTo(INAPP)).toContain('Your Burrow subscription has ended');
    // Ended once: a later run leaves them as they are and sends nothing more.
    await advance(40 * DAY);
    expect(await planOf(INAPP)).toMatchObject({ state: 'cancelled' });
    expect(
      (await subjectsTo(INAPP)).filter(
        (subject) => subject === 'Your Burrow subscription has ended',
      ),
    ).toHaveLength(1);
  });
});
