import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { createSandboxGateway } from '../src/modules/sandbox-gateway/sandbox-gateway';
import { ownerSessionCookie } from './support/owner-session';
import { purchase } from './support/purchase';
import { scaTestGateway, type ScaTestGateway } from './support/sca-test-gateway';
import { createTestApp, latestEmailTo, TEST_ORIGIN, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;

/**
 * Renewals under SCA (decision 0086), with an issuer that wants the customer to authenticate
 * off-session charges (a test gateway at the port boundary; the same journey runs against
 * the fake Stripe API in stripe-sca-renewal.integration.test.ts): the renewal is not a hard
 * failure, the email and the retry page send the customer to confirm that payment, and
 * confirming it settles the renewal once.
 */
describe.each(testDatabaseKinds)('a renewal the bank wants authenticated on %s', (kind) => {
  let t: TestApp;
  let gateway: ScaTestGateway;
  beforeEach(async () => {
    t = await createTestApp(kind, {
      paymentGateway: (db, clock) => {
        gateway = scaTestGateway(createSandboxGateway(db, clock, ''));
        return gateway;
      },
    });
  });
  afterEach(() => t.close());

  const bill = () => runBilling(contextOf(t.app));
  const cookieFor = (subscriptionId: string) => ownerSessionCookie(t, subscriptionId);
  const collection = (id: string, cookie: string) =>
    t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}/payment-collection`, cookie });
  const confirm = (id: string, cookie: string, paymentId: string) =>
    t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${id}/confirm-authenticated-payment`,
      cookie,
      payload: { payment_id: paymentId },
    });
  const invoices = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json().invoices as {
      id: string;
      number: string;
      status: string;
    }[];
  const ledger = (subscriptionId: string) =>
    t.app.db.query<{ kind: string; invoice_id: string | null; failure_reason: string | null }>(
      `SELECT kind, invoice_id, failure_reason FROM ledger_entries WHERE subscription_id = $1 ORDER BY created_at, id`,
      [subscriptionId],
    );

  /** Monthly plans bought on a card, whose renewals the bank then holds for authentication. */
  async function heldRenewals(...emails: string[]) {
    const ids: string[] = [];
    for (const email of emails) {
      const { response } = await purchase(t, {
        email,
        priceIds: ['vpn-basic-1m-usd'],
        country: 'GB',
        state: '',
        zip: '',
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().subscription.id as string);
    }
    const [row] = await t.app.db.query<{ end: Date }>(
      `SELECT max(current_period_end) AS end FROM subscriptions WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    gateway.holdForAuthentication = true;
    t.clock.set(new Date((row?.end.getTime() ?? 0) + 1000));
    expect(await bill()).toMatchObject({ failed: emails.length, expired: 0 });
    return Promise.all(ids.map(async (id) => ({ id, cookie: await cookieFor(id) })));
  }
  const heldRenewal = async (email: string) =>
    (await heldRenewals(email))[0] ?? { id: '', cookie: '' };

  it('emails the retry page, shows the payment to confirm, and renews once it is confirmed', async () => {
    const email = 'sca-renewal@example.com';
    const { id, cookie } = await heldRenewal(email);

    // Not a hard decline: automatic renewal stays on and the schedule goes on.
    const owed = (await collection(id, cookie)).json();
    expect(owed).toMatchObject({
      status: 'failed',
      subscription: { auto_billing_enabled: true, auto_bill_payment_failed: true },
      next_automatic_retry_at: expect.any(String),
      last_attempt: { failure_reason: 'authentication_required' },
      authentication: {
        provider: 'stripe',
        payment_id: expect.stringMatching(/^pi_/),
        client_secret: expect.any(String),
        payment_method: expect.any(String),
      },
    });
    const paymentId = owed.authentication.payment_id as string;
    const [due] = await invoices(cookie);
    expect(due?.status).toBe('payment_due');

    // The email asks the customer to confirm the payment, with one link: the retry page.
    const mail = await latestEmailTo(t, email);
    expect(mail.subject).toMatch(/bank wants you to confirm/i);
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([
      `${TEST_ORIGIN}/subscriptions/krn:subscription:${id}/retry_manual_payment`,
    ]);

    // Confirming before the bank's challenge was passed moves nothing.
    const early = await confirm(id, cookie, paymentId);
    expect(early.statusCode).toBe(402);
    expect(early.json().error).toMatchObject({
      code: 'payment_failed',
      details: { reason: 'authentication_required' },
    });

    // An hour later the customer opens the page and passes the bank's challenge.
    t.clock.advance(3_600_000);
    gateway.authenticate(paymentId);
    const confirmed = await confirm(id, cookie, paymentId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'active', auto_bill_payment_failed: false });
    // The invoice that was due is paid under its number; the ledger's charge points at it.
    const after = await invoices(cookie);
    expect(after[0]).toMatchObject({ id: due?.id, number: due?.number, status: 'paid' });
    expect(after.some((invoice) => invoice.status === 'payment_due')).toBe(false);
    const charges = (await ledger(id)).filter((entry) => entry.kind === 'charge');
    expect(charges.at(-1)?.invoice_id).toBe(due?.id);
    expect((await latestEmailTo(t, email)).subject).toMatch(/renewed/i);

    // Confirming again (a double click, a retried request) records nothing more.
    const again = await confirm(id, cookie, paymentId);
    expect(again.statusCode).toBe(200);
    expect((await ledger(id)).filter((entry) => entry.kind === 'charge')).toHaveLength(
      charges.length,
    );
    expect(gateway.taken()).toEqual({ charged: 1, refunded: 0 });
    expect((await collection(id, cookie)).json()).toMatchObject({
      status: 'settled',
      authentication: null,
    });
  });

  it('refuses a payment that is not this renewal’s', async () => {
    const [mine, theirs] = await heldRenewals('sca-mine@example.com', 'sca-theirs@example.com');
    if (!mine || !theirs) throw new Error('two renewals were held');
    const theirPayment = (await collection(theirs.id, theirs.cookie)).json().authentication
      .payment_id as string;
    gateway.authenticate(theirPayment);
    // Another subscription's payment, on my subscription, and an unknown one: not found.
    expect((await confirm(mine.id, mine.cookie, theirPayment)).statusCode).toBe(404);
    expect((await confirm(mine.id, mine.cookie, 'pi_unknown')).statusCode).toBe(404);
    // Their subscription, by me: not found either.
    expect((await confirm(theirs.id, mine.cookie, theirPayment)).statusCode).toBe(404);
    expect(gateway.taken()).toEqual({ charged: 1, refunded: 0 });
    // Their payment pays their renewal only (their page, opened again, finds it taken).
    expect((await collection(mine.id, mine.cookie)).json().status).toBe('failed');
    expect((await collection(theirs.id, theirs.cookie)).json().status).toBe('settled');
  });

  it('keeps one payment to confirm across retries, and lets a retry the bank passes renew', async () => {
    const email = 'sca-retries@example.com';
    const { id, cookie } = await heldRenewal(email);
    const first = (await collection(id, cookie)).json().authentication.payment_id as string;

    // The customer's own retry is held too: the page then names the newest payment only.
    const retried = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${id}/retry-payment-collection`,
      cookie,
    });
    expect(retried.statusCode).toBe(402);
    expect(retried.json().error.details).toEqual({ reason: 'authentication_required' });
    const second = (await collection(id, cookie)).json().authentication.payment_id as string;
    expect(second).not.toBe(first);
    expect(gateway.status(first)).toBe('canceled');

    // The schedule's retry asks again (issuers sometimes let it pass): again held.
    t.clock.advance(DAY + 1000);
    expect(await bill()).toMatchObject({ failed: 1 });
    const third = (await collection(id, cookie)).json();
    expect(third.authentication.payment_id).not.toBe(second);
    expect(gateway.status(second)).toBe('canceled');
    expect((await latestEmailTo(t, email)).text).toContain('/retry_manual_payment');
    // A superseded payment is no longer the one to confirm.
    expect((await confirm(id, cookie, first)).statusCode).toBe(402);

    // The next scheduled retry goes through without authentication: renewed, nothing waits.
    gateway.holdForAuthentication = false;
    t.clock.advance(2 * DAY + 1000);
    expect(await bill()).toMatchObject({ renewed: 1 });
    expect(gateway.status(third.authentication.payment_id)).toBe('canceled');
    expect((await collection(id, cookie)).json()).toMatchObject({
      status: 'settled',
      authentication: null,
    });
  });

  it('gives back a payment confirmed after the renewal was paid another way', async () => {
    const { id, cookie } = await heldRenewal('sca-late@example.com');
    const paymentId = (await collection(id, cookie)).json().authentication.payment_id as string;
    // The customer passes the bank's challenge, but the confirmation never reaches Burrow…
    gateway.authenticate(paymentId);
    // …and the page, opened again, finds the payment taken and settles the renewal with it.
    expect((await collection(id, cookie)).json()).toMatchObject({ status: 'settled' });
    expect((await confirm(id, cookie, paymentId)).statusCode).toBe(200);
    expect(gateway.taken()).toEqual({ charged: 1, refunded: 0 });

    // A second renewal held, paid by the schedule's retry while its payment was confirmed.
    const [row] = await t.app.db.query<{ current_period_end: Date }>(
      `SELECT current_period_end FROM subscriptions WHERE id = $1`,
      [id],
    );
    t.clock.set(new Date((row?.current_period_end.getTime() ?? 0) + 1000));
    expect(await bill()).toMatchObject({ failed: 1 });
    const cookieNow = await cookieFor(id);
    const late = (await collection(id, cookieNow)).json().authentication.payment_id as string;
    gateway.authenticate(late);
    gateway.holdForAuthentication = false;
    t.clock.advance(DAY + 1000);
    expect(await bill()).toMatchObject({ renewed: 1 });
    // No charge is kept for nothing: the late payment is refunded, the renewal paid once.
    const answer = await confirm(id, await cookieFor(id), late);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('nothing_to_retry');
    expect(gateway.taken()).toEqual({ charged: 2, refunded: 1 });
    const entries = await ledger(id);
    expect(entries.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });
});
