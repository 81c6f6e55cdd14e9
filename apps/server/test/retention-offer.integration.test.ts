import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { ownerSessionCookie } from './support/owner-session';
import { purchase } from './support/purchase';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

interface Amount {
  unscaledValue: number;
  currency: string;
}

describe.each(testDatabaseKinds)(
  'the retention offer when renewal is turned off, on %s',
  (kind) => {
    // The clock moves a year or two ahead: a fresh app keeps tests from billing each other.
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp(kind);
    });
    afterEach(() => t.close());

    const bill = () => runBilling(contextOf(t.app));
    const request = async (method: 'GET' | 'POST', id: string, action: string, payload?: object) =>
      t.request({
        method,
        url: `/api/v2/subscriptions/${id}/${action}`,
        cookie: await ownerSessionCookie(t, id),
        ...(payload ? { payload } : {}),
      });
    const offer = async (id: string) => {
      const response = await request('GET', id, 'retention-offer');
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const giveReason = async (id: string, reason: string) =>
      expect((await request('POST', id, 'renewal-off-reason', { reason })).statusCode).toBe(200);
    const subscription = async (id: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/v2/subscriptions/${id}`,
          cookie: await ownerSessionCookie(t, id),
        })
      ).json();
    const charged = async (id: string) =>
      (
        await t.app.db.query<{ amount_minor: string | number }>(
          `SELECT amount_minor FROM ledger_entries WHERE subscription_id = $1 AND kind = 'charge'
          ORDER BY created_at`,
          [id],
        )
      ).map((row) => Number(row.amount_minor));
    const invoices = async (id: string) =>
      (
        await t.request({
          method: 'GET',
          url: '/api/v2/invoices/',
          cookie: await ownerSessionCookie(t, id),
        })
      ).json().invoices as { total: Amount; discount: Amount; period_start: string | null }[];
    const subjectsTo = async (to: string) =>
      (
        (await t.request({ method: 'GET', url: '/api/dev/mailbox' })).json().messages as {
          to: string;
          subject: string;
        }[]
      )
        .filter((m) => m.to === to)
        .map((m) => m.subject);
    async function buy(email: string, priceId: string) {
      const { response } = await purchase(t, {
        email,
        testToken: 'tok_visa',
        priceIds: [priceId],
        offerId: 'default',
        country: 'GB',
        state: '',
        zip: '',
      });
      expect(response.statusCode).toBe(201);
      return response.json().subscription.id as string;
    }
    const pastRenewalOf = async (id: string) =>
      t.clock.set(new Date(new Date((await subscription(id)).next_payment_date).getTime() + 1000));

    it('discounts the next renewal once when accepted: the run after charges the full price', async () => {
      const email = 'stays@example.com';
      const id = await buy(email, 'vpn-basic-1m-usd');
      const before = await subscription(id);
      await giveReason(id, 'too_expensive');

      const shown = await offer(id);
      expect(shown).toMatchObject({
        subscription_id: id,
        status: 'available',
        reason: null,
        percent_off: 25,
        renewal_date: before.next_payment_date,
        accepted_at: null,
      });
      // The full price is the renewal the dashboard shows; the offer takes 25% off before tax.
      expect(shown.full_price).toEqual(before.next_payment);
      const full = shown.full_price.total.unscaledValue as number;
      const discounted = shown.offer_price.total.unscaledValue as number;
      expect(discounted).toBeLessThan(full);
      expect(discounted).toBeGreaterThanOrEqual(Math.floor(full * 0.75) - 1);

      // Accepting twice (a double click) records one discount and one email.
      const accepted = await request('POST', id, 'retention-offer/accept');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        status: 'accepted',
        percent_off: 25,
        offer_price: shown.offer_price,
      });
      const again = await request('POST', id, 'retention-offer/accept');
      expect(again.json()).toEqual(accepted.json());
      expect(await t.app.db.query(`SELECT percent_off FROM retention_offers`)).toEqual([
        { percent_off: 25 },
      ]);
      expect(await t.app.db.query(`SELECT outcome FROM renewal_off_answers`)).toEqual([
        { outcome: 'retention_offer' },
      ]);
      const kept = await subscription(id);
      expect(kept).toMatchObject({ auto_billing_enabled: true, next_payment: shown.offer_price });
      expect(
        (await subjectsTo(email)).filter((s) => s === 'Your Burrow discount is confirmed'),
      ).toHaveLength(1);

      // The next renewal charges the discounted amount, and its invoice shows the discount.
      await pastRenewalOf(id);
      expect(await bill()).toMatchObject({ renewed: 1 });
      expect((await charged(id)).at(-1)).toBe(discounted);
      const [renewal] = await invoices(id);
      expect(renewal?.total.unscaledValue).toBe(discounted);
      expect(renewal?.discount.unscaledValue).toBeGreaterThan(0);

      // Used up: the renewal after that is at the full price, and no new offer for 12 months.
      const later = await subscription(id);
      expect(later.next_payment).toEqual(shown.full_price);
      expect(await offer(id)).toMatchObject({
        status: 'not_available',
        reason: 'accepted_recently',
      });
      const refused = await request('POST', id, 'retention-offer/accept');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'retention_offer_not_available',
        details: { reason: 'accepted_recently' },
      });
      await pastRenewalOf(id);
      expect(await bill()).toMatchObject({ renewed: 1 });
      expect(await charged(id)).toHaveLength(3);
      expect((await charged(id)).at(-1)).toBe(full);
      const [next] = await invoices(id);
      expect(next?.discount.unscaledValue).toBe(0);
    });

    it('offers a yearly plan 30%, and not when the reason is technical', async () => {
      const id = await buy('yearly@example.com', 'vpn-basic-12m-usd');
      await giveReason(id, 'temporary_need');
      expect(await offer(id)).toMatchObject({
        status: 'available',
        percent_off: 30,
      });

      await giveReason(id, 'technical_problems');
      expect(await offer(id)).toMatchObject({
        status: 'not_available',
        reason: 'reason_not_eligible',
        full_price: null,
        offer_price: null,
      });
      const refused = await request('POST', id, 'retention-offer/accept');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'retention_offer_not_available',
        details: { reason: 'reason_not_eligible' },
      });
      expect(await t.app.db.query(`SELECT id FROM retention_offers`)).toEqual([]);
    });

    it('is not offered on a paused plan, with renewal off, or to a plan billed elsewhere', async () => {
      const paused = await buy('paused@example.com', 'vpn-basic-1m-usd');
      expect((await request('POST', paused, 'pause', { months: 1 })).statusCode).toBe(200);
      expect(await offer(paused)).toMatchObject({ status: 'not_available', reason: 'paused' });

      const off = await buy('off@example.com', 'vpn-basic-1m-usd');
      expect((await request('POST', off, 'autobill-off')).statusCode).toBe(200);
      expect(await offer(off)).toMatchObject({ status: 'not_available', reason: 'autobill_off' });

      const store = await buy('store@example.com', 'vpn-basic-1m-usd');
      await t.app.db.query(`UPDATE subscriptions SET billing_system = 'app_store' WHERE id = $1`, [
        store,
      ]);
      expect(await offer(store)).toMatchObject({
        status: 'not_available',
        reason: 'billed_elsewhere',
      });
    });

    it("answers another customer's subscription as not found", async () => {
      const mine = await buy('mine@example.com', 'vpn-basic-1m-usd');
      const theirs = await buy('theirs@example.com', 'vpn-basic-1m-usd');
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.request({
          method,
          url: `/api/v2/subscriptions/${theirs}/retention-offer${method === 'POST' ? '/accept' : ''}`,
          cookie: await ownerSessionCookie(t, mine),
        });
        expect(response.statusCode).toBe(404);
      }
    });
  },
);
