import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { ownerSessionCookie } from './support/owner-session';
import { purchase } from './support/purchase';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;

interface ListedInvoice {
  id: string;
  number: string;
  status: string;
  total: { unscaledValue: number; currency: string };
  period_start: string | null;
}

/**
 * One invoice per billing period: a renewal that fails is invoiced `payment_due`, and whatever
 * pays it later (a new card, the customer's "pay now", a dunning retry) pays that invoice,
 * under the number it already had; a plan that ends unpaid voids it.
 */
describe.each(testDatabaseKinds)('the invoice of a failed renewal on %s', (kind) => {
  let t: TestApp;
  beforeEach(async (context) => {
    t = await createTestApp(kind, { seed: context.task.name.includes('demo') });
  });
  afterEach(() => t.close());

  const bill = () => runBilling(contextOf(t.app));
  const cookieFor = (subscriptionId: string) => ownerSessionCookie(t, subscriptionId);
  const invoices = async (cookie: string) => {
    const response = await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie });
    expect(response.statusCode).toBe(200);
    return response.json().invoices as ListedInvoice[];
  };
  let checks = 0;
  /** The customer adds a card at /credit_cards/edit: a card check, then the new method. */
  async function addCard(cookie: string, token = 'tok_visa') {
    checks += 1;
    const opened = await t.request({
      method: 'POST',
      url: '/api/v1/payment-intent',
      payload: {
        checkoutAttemptId: `renewal-invoice-check-${checks}-${Date.now()}`,
        amount: { unscaledValue: 0, scale: 2, currency: 'USD' },
        paymentMethodType: 'card',
      },
    });
    expect(opened.statusCode).toBe(201);
    const { paymentIntentId, chargebeeBody } = opened.json();
    const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
    await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`,
      payload: { client_secret: clientSecret, test_token: token },
    });
    const added = await t.request({
      method: 'POST',
      url: '/api/v2/payment-methods/',
      cookie,
      payload: { paymentIntentId },
    });
    expect(added.statusCode).toBe(201);
    return added.json().renewal_retries as { outcome: string }[];
  }
  /** A monthly plan bought on a card whose renewals are declined, renewed by the billing run. */
  async function failedRenewal(email: string) {
    const { response } = await purchase(t, {
      email,
      testToken: 'tok_renewal_declines',
      priceIds: ['vpn-basic-1m-usd'],
      country: 'GB',
      state: '',
      zip: '',
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().subscription.id as string;
    const [row] = await t.app.db.query<{ current_period_end: Date }>(
      `SELECT current_period_end FROM subscriptions WHERE id = $1`,
      [id],
    );
    const end = row?.current_period_end.getTime() ?? 0;
    t.clock.set(new Date(end + 1000));
    expect(await bill()).toMatchObject({ failed: 1 });
    const cookie = await cookieFor(id);
    const [due, bought] = await invoices(cookie);
    // The renewal that failed is invoiced, for the period it would have started.
    expect(due).toMatchObject({
      status: 'payment_due',
      number: expect.stringMatching(/^BRW-\d{4}-\d{6}$/),
      period_start: new Date(end).toISOString(),
    });
    expect(bought?.status).toBe('paid');
    return { id, cookie, end, due: due as ListedInvoice };
  }
  const ledgerCharges = (subscriptionId: string) =>
    t.app.db.query<{ invoice_id: string | null; amount_minor: string }>(
      `SELECT invoice_id, amount_minor::text FROM ledger_entries WHERE subscription_id = $1 AND kind = 'charge' ORDER BY created_at`,
      [subscriptionId],
    );
  const receiptSubjects = async (to: string) =>
    (
      (await t.request({ method: 'GET', url: '/api/dev/mailbox' })).json().messages as {
        to: string;
        subject: string;
      }[]
    )
      .filter((m) => m.to === to && /renewed/.test(m.subject))
      .map((m) => m.subject);

  it('a card added after the renewal failed pays the invoice that was due, under its number', async () => {
    const { id, cookie, due } = await failedRenewal('new-card@example.com');
    expect(await addCard(cookie)).toEqual([expect.objectContaining({ outcome: 'paid' })]);
    const after = await invoices(cookie);
    // Still two invoices: the purchase, and the renewal that is now paid.
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: due.id, number: due.number, status: 'paid' });
    expect(after.some((invoice) => invoice.status === 'payment_due')).toBe(false);
    // The ledger's renewal charge points at that invoice, and the receipt names its number.
    const charges = await ledgerCharges(id);
    expect(charges.at(-1)).toMatchObject({
      invoice_id: due.id,
      amount_minor: String(after[0]?.total.unscaledValue),
    });
    expect(await receiptSubjects('new-card@example.com')).toEqual([
      expect.stringContaining(due.number),
    ]);
    // No number was skipped or spent twice by the due invoice and its payment.
    const numbers = await t.app.db.query<{ serial: number }>(
      `SELECT split_part(number, '-', 3)::int AS serial FROM invoices ORDER BY 1`,
    );
    const serials = numbers.map((row) => row.serial);
    expect(serials).toEqual(serials.map((_, i) => (serials[0] ?? 0) + i));
  });

  it('a dunning retry that succeeds pays the invoice that was due, and the next period gets its own', async () => {
    const { id, end, due } = await failedRenewal('dunning-pays@example.com');
    // The customer's bank lifted the block: the same saved source now pays.
    await t.app.db.query(
      `UPDATE subscriptions SET payment_source_token = 'pm_card_visa' WHERE id = $1`,
      [id],
    );
    t.clock.set(new Date(end + DAY + 2000));
    expect(await bill()).toMatchObject({ renewed: 1 });
    const cookie = await cookieFor(id);
    const after = await invoices(cookie);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: due.id, number: due.number, status: 'paid' });
    // A month on, the next renewal is a new period and a new invoice.
    const [sub] = await t.app.db.query<{ current_period_end: Date }>(
      `SELECT current_period_end FROM subscriptions WHERE id = $1`,
      [id],
    );
    t.clock.set(new Date((sub?.current_period_end.getTime() ?? 0) + 1000));
    expect(await bill()).toMatchObject({ renewed: 1 });
    const later = await invoices(await cookieFor(id));
    expect(later.map((invoice) => invoice.status)).toEqual(['paid', 'paid', 'paid']);
    expect(new Set(later.map((invoice) => invoice.period_start)).size).toBe(3);
  });

  it('a plan that ends unpaid voids the invoice that was due', async () => {
    const { id, end, due } = await failedRenewal('never-pays@example.com');
    for (const dayAfter of [1, 3, 5, 7]) {
      t.clock.set(new Date(end + dayAfter * DAY + 2000));
      await bill();
    }
    const after = await invoices(await cookieFor(id));
    expect(after[0]).toMatchObject({ id: due.id, number: due.number, status: 'voided' });
    expect(after).toHaveLength(2);
  });

  it('the autobill-failed demo customer adds a card and the invoice that was due is paid', async () => {
    const cookie = await signIn(t, 'autobill-failed@demo.burrow.test');
    const before = await invoices(cookie);
    const due = before.find((invoice) => invoice.status === 'payment_due');
    expect(due).toBeDefined();
    // The seed bills the failed renewal the way the billing run does: as the retry charges it.
    const [sub] = (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })).json()
      .subscriptions;
    const collection = (
      await t.request({
        method: 'GET',
        url: `/api/v2/subscriptions/${sub.subscription_id}/payment-collection`,
        cookie,
      })
    ).json();
    expect(due?.total).toEqual(collection.amount_due);
    expect(due?.period_start).toBe(sub.next_payment_date);

    expect(await addCard(cookie)).toEqual([expect.objectContaining({ outcome: 'paid' })]);
    const after = await invoices(cookie);
    expect(after).toHaveLength(before.length);
    expect(after.find((invoice) => invoice.id === due?.id)).toMatchObject({
      number: due?.number,
      status: 'paid',
    });
    expect(after.some((invoice) => invoice.status === 'payment_due')).toBe(false);
    // Months later nothing is owed for that period.
    t.clock.advance(90 * DAY);
    const later = await invoices(await cookieFor(sub.subscription_id));
    expect(later.filter((invoice) => invoice.status === 'payment_due')).toEqual([]);
  });
});
