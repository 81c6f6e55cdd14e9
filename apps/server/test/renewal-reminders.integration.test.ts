import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { ownerSessionCookie } from './support/owner-session';
import { purchase } from './support/purchase';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

describe.each(testDatabaseKinds)('renewal and trial reminders on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const bill = () => runBilling(contextOf(t.app));
  const mailbox = async (to: string) =>
    (
      (await t.request({ method: 'GET', url: '/api/dev/mailbox' })).json()
        .messages as MailboxMessage[]
    )
      .filter((m) => m.to === to)
      // The mailbox lists the newest first: oldest first reads like an inbox's history.
      .reverse();
  const reminders = async (to: string) =>
    (await mailbox(to)).filter((m) => /renews on|free trial ends on/i.test(m.subject));
  const ledger = async (id: string) =>
    (
      await t.app.db.query<{ amount_minor: number }>(
        `SELECT amount_minor FROM ledger_entries WHERE subscription_id = $1 AND kind = 'charge' ORDER BY created_at`,
        [id],
      )
    ).map((row) => Number(row.amount_minor));
  const periodEnd = async (id: string) => {
    const [row] = await t.app.db.query<{ current_period_end: Date }>(
      `SELECT current_period_end FROM subscriptions WHERE id = $1`,
      [id],
    );
    return row?.current_period_end.getTime() ?? 0;
  };
  const at = (time: number) => t.clock.set(new Date(time));

  async function buy(email: string, priceId: string, country = 'GB') {
    const { response } = await purchase(t, {
      email,
      priceIds: [priceId],
      country,
      ...(country === 'US' ? {} : { state: '', zip: '' }),
    });
    expect(response.statusCode).toBe(201);
    return response.json().subscription.id as string;
  }

  async function customerCall(id: string, url: string) {
    return t.request({ method: 'POST', url, cookie: await ownerSessionCookie(t, id) });
  }

  describe('on a new store', () => {
    beforeEach(async () => {
      t = await createTestApp(kind);
    });

    it('reminds before an annual renewal once, 30 days ahead, with the amount it then charges', async () => {
      const id = await buy('yearly@example.com', 'vpn-basic-12m-usd');
      const end = await periodEnd(id);

      at(end - 31 * DAY);
      expect(await bill()).toMatchObject({ reminded: 0 });
      at(end - 30 * DAY + 1000);
      expect(await bill()).toMatchObject({ reminded: 1 });
      // Runs that repeat, later in the window, send nothing more for this period.
      expect(await bill()).toMatchObject({ reminded: 0 });
      at(end - DAY);
      expect(await bill()).toMatchObject({ reminded: 0 });

      const [reminder, ...more] = await reminders('yearly@example.com');
      expect(more).toHaveLength(0);
      const endDay = new Date(end).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(reminder?.subject).toBe(`Your Burrow subscription renews on ${endDay}`);
      // The renewal price (116.95), 20% UK VAT included in it, on the card bought with.
      expect(reminder?.text).toContain(
        'On that day we will charge $116.95 to Visa ending in 4242.',
      );
      expect(reminder?.text).toContain('This includes $19.49 of VAT (20%).');
      expect(reminder?.text.split('\n')).toContain(`${TEST_ORIGIN}/my-subscriptions`);

      at(end + 1000);
      expect(await bill()).toMatchObject({ renewed: 1, reminded: 0 });
      // What the reminder announced is what was charged.
      expect((await ledger(id)).at(-1)).toBe(11695);

      // The next period has a reminder of its own.
      const next = await periodEnd(id);
      at(next - 30 * DAY + 1000);
      expect(await bill()).toMatchObject({ reminded: 1 });
      expect(await reminders('yearly@example.com')).toHaveLength(2);
    });

    it('sends no reminder when autobill is off, the plan is cancelled or a renewal is failing', async () => {
      const off = await buy('autobill-off@example.com', 'vpn-basic-12m-usd');
      expect(
        (await customerCall(off, `/api/v2/subscriptions/${off}/autobill-off`)).statusCode,
      ).toBe(200);
      const cancelled = await buy('cancelled@example.com', 'vpn-basic-12m-usd');
      await t.app.db.query(`UPDATE subscriptions SET status = 'non_renewing' WHERE id = $1`, [
        cancelled,
      ]);
      const failing = await buy('failing@example.com', 'vpn-basic-12m-usd');
      await t.app.db.query(`UPDATE subscriptions SET auto_bill_failed_on = $2 WHERE id = $1`, [
        failing,
        t.clock.now(),
      ]);
      at((await periodEnd(off)) - 2 * DAY);
      expect(await bill()).toMatchObject({ reminded: 0 });
      for (const email of ['autobill-off', 'cancelled', 'failing']) {
        expect(await reminders(`${email}@example.com`)).toHaveLength(0);
      }
    });

    it('reminds before a monthly renewal only where the country asks for it, a week ahead', async () => {
      const uk = await buy('monthly-uk@example.com', 'vpn-basic-1m-usd', 'GB');
      await buy('monthly-us@example.com', 'vpn-basic-1m-usd', 'US');
      const end = await periodEnd(uk);
      at(end - 8 * DAY);
      expect(await bill()).toMatchObject({ reminded: 0 });
      at(end - 7 * DAY + 1000);
      expect(await bill()).toMatchObject({ reminded: 1 });
      expect(await reminders('monthly-uk@example.com')).toHaveLength(1);
      at(end - 1000);
      await bill();
      expect(await reminders('monthly-us@example.com')).toHaveLength(0);
    });

    it('writes the reminder in the customer’s language', async () => {
      const id = await buy('kunde@example.com', 'vpn-basic-12m-usd');
      await t.app.db.query(
        `UPDATE users SET locale = 'de' WHERE id = (SELECT user_id FROM subscriptions WHERE id = $1)`,
        [id],
      );
      at((await periodEnd(id)) - 10 * DAY);
      await bill();
      const reminder = (await mailbox('kunde@example.com')).at(-1);
      expect(reminder?.subject).toMatch(/^Ihr Burrow-Abonnement verlängert sich am /);
      expect(reminder?.text).toContain('116,95\u00a0$ von Visa mit Endziffern 4242');
      expect(reminder?.text).toContain('automatische Verlängerung auszuschalten');
    });
  });

  describe('on the demo data', () => {
    // Seeding takes long: in the hook, whose time limit allows it.
    beforeEach(async () => {
      t = await createTestApp(kind, { seed: true });
    });

    it('reminds the demo trial three days before it converts, before the conversion itself', async () => {
      const trial = 'trial@demo.burrow.test';
      const advance = (days: number) =>
        t.request({ method: 'POST', url: '/api/dev/clock/advance', payload: { days } });
      // Seeded five days before its conversion: two days on, it is three days away.
      expect((await advance(1)).json().last_run.reminded).toBe(0);
      expect(await reminders(trial)).toHaveLength(0);
      expect((await advance(1)).json().last_run.reminded).toBeGreaterThanOrEqual(1);
      const [reminder] = await reminders(trial);
      expect(reminder?.subject).toMatch(/^Your Burrow free trial ends on /);
      expect(reminder?.text).toContain('Mastercard ending in 4444');
      expect(reminder?.text).toMatch(/we will charge £\d+\.\d\d to/);

      expect((await advance(7)).json().last_run.renewed).toBeGreaterThanOrEqual(1);
      const subjects = (await mailbox(trial)).map((m) => m.subject);
      expect(subjects.filter((s) => /free trial ends on/.test(s))).toHaveLength(1);
      expect(subjects.findIndex((s) => /free trial ends on/.test(s))).toBeLessThan(
        subjects.findIndex((s) => /renewed/.test(s)),
      );
    });

    it('stops the demo clock at the reminder when a jump passes the trial’s conversion', async () => {
      const moved = await t.request({
        method: 'POST',
        url: '/api/dev/clock/advance',
        payload: { days: 7 },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().last_run.reminded).toBeGreaterThanOrEqual(1);
      const messages = await mailbox('trial@demo.burrow.test');
      const reminder = messages.findIndex((m) => /free trial ends on/.test(m.subject));
      const receipt = messages.findIndex((m) => /renewed/.test(m.subject));
      expect(reminder).toBeGreaterThanOrEqual(0);
      expect(receipt).toBeGreaterThan(reminder);
      expect(new Date(messages[reminder]?.created_at ?? 0).getTime()).toBeLessThan(
        new Date(messages[receipt]?.created_at ?? 0).getTime(),
      );
    });
  });
});
