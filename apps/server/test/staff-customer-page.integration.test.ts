import type { StaffCustomerDetail } from '@burrow/contract/staff';
import { subscriptionReference } from '@burrow/domain/subscription-reference';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { ownerSessionCookie } from './support/owner-session';
import { purchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;
const EMAIL = 'recovered@example.com';

describe.each(testDatabaseKinds)('the operator console’s customer page on %s', (kind) => {
  // The clock moves a month ahead: a fresh app keeps tests from billing each other.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const page = async (customerId: string, cookie?: string) =>
    t.request({
      method: 'GET',
      url: `/api/staff/v1/customers/${customerId}`,
      cookie: cookie ?? (await staffSessionCookie(t, 'support')),
    });

  /** A monthly plan whose renewal is declined once, then paid by the dunning schedule's retry. */
  async function failedThenRecoveredRenewal() {
    const { response } = await purchase(t, {
      email: EMAIL,
      testToken: 'tok_renewal_declines',
      priceIds: ['vpn-basic-1m-usd'],
      country: 'GB',
      state: '',
      zip: '',
    });
    expect(response.statusCode).toBe(201);
    const subscriptionId = response.json().subscription.id as string;
    const [row] = await t.app.db.query<{ user_id: string; current_period_end: Date }>(
      `SELECT user_id, current_period_end FROM subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    const end = row?.current_period_end.getTime() ?? 0;
    t.clock.set(new Date(end + 1000));
    expect(await runBilling(contextOf(t.app))).toMatchObject({ failed: 1 });
    await t.app.db.query(
      `UPDATE subscriptions SET payment_source_token = 'pm_card_visa' WHERE id = $1`,
      [subscriptionId],
    );
    t.clock.set(new Date(end + DAY + 2000));
    expect(await runBilling(contextOf(t.app))).toMatchObject({ renewed: 1 });
    return { customerId: row?.user_id ?? '', subscriptionId };
  }

  it('tells a failed-then-recovered renewal in order: purchase, the decline and its reason, the retry, the paid renewal', async () => {
    const { customerId, subscriptionId } = await failedThenRecoveredRenewal();
    const response = await page(customerId);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<StaffCustomerDetail>();
    const reference = subscriptionReference(subscriptionId);

    expect(detail.profile).toMatchObject({ id: customerId, email: EMAIL, tenant_id: 'burrow' });
    expect(detail.subscriptions).toEqual([
      expect.objectContaining({ id: subscriptionId, reference, status: 'active' }),
    ]);
    const [renewalInvoice, purchaseInvoice] = detail.invoices;
    expect(detail.invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);

    // Oldest first here, to read as the story happened.
    const story = detail.timeline
      .filter((entry) =>
        ['purchase', 'charge_failed', 'charge_retry_succeeded', 'invoice_paid'].includes(
          entry.kind,
        ),
      )
      .reverse();
    expect(story).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        invoice_number: purchaseInvoice?.number,
        subscription_reference: reference,
        money: { amount_minor: purchaseInvoice?.total_minor, currency: 'USD' },
      }),
      expect.objectContaining({
        kind: 'charge_failed',
        detail: 'payment_declined',
        subscription_reference: reference,
        money: { amount_minor: renewalInvoice?.total_minor, currency: 'USD' },
      }),
      expect.objectContaining({
        kind: 'charge_retry_succeeded',
        invoice_number: renewalInvoice?.number,
        money: { amount_minor: renewalInvoice?.total_minor, currency: 'USD' },
      }),
      expect.objectContaining({ kind: 'invoice_paid', invoice_number: renewalInvoice?.number }),
    ]);
    // The renewal was invoiced when its charge failed, as due.
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'renewal',
        detail: 'payment_due',
        invoice_number: renewalInvoice?.number,
      }),
    );
    // The whole timeline is newest first, and began with the sign-up.
    const times = detail.timeline.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(detail.timeline.at(-1)?.kind).toBe('account_created');
    // The renewal's emails are there, addressed to the customer.
    expect(detail.emails.length).toBeGreaterThan(0);
    expect(detail.emails.every((email) => email.to === EMAIL)).toBe(true);
  });

  it('shows a card by brand, last four and expiry, and nothing of its token', async () => {
    const { customerId } = await failedThenRecoveredRenewal();
    const response = await page(customerId);
    const { payment_methods: methods } = response.json<StaffCustomerDetail>();
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods)
      expect(Object.keys(method).sort()).toEqual(
        ['brand', 'exp_month', 'exp_year', 'id', 'is_default', 'last4', 'type'].sort(),
      );
    expect(response.body).not.toMatch(/tok_|pm_card/);
  });

  it('writes customer.viewed to the audit log, and the next view shows it on the timeline', async () => {
    const { customerId } = await failedThenRecoveredRenewal();
    const cookie = await staffSessionCookie(t, 'admin');
    expect((await page(customerId, cookie)).statusCode).toBe(200);
    const audit = await t.request({
      method: 'GET',
      url: `/api/staff/v1/audit-log?customer_id=${customerId}`,
      cookie,
    });
    expect(audit.json().entries).toEqual([
      expect.objectContaining({ action: 'customer.viewed', customer_id: customerId }),
    ]);
    const again = (await page(customerId, cookie)).json<StaffCustomerDetail>();
    expect(again.timeline[0]).toMatchObject({ kind: 'staff_action', detail: 'customer.viewed' });
  });

  it('shows a pause and an early resume on the timeline, and the customer’s session', async () => {
    const { response } = await purchase(t, {
      email: 'pauses@example.com',
      priceIds: ['vpn-basic-1m-usd'],
      country: 'GB',
      state: '',
      zip: '',
    });
    const subscriptionId = response.json().subscription.id as string;
    const cookie = await ownerSessionCookie(t, subscriptionId);
    const post = (action: string, payload?: object) =>
      t.request({
        method: 'POST',
        url: `/api/v2/subscriptions/${subscriptionId}/${action}`,
        cookie,
        ...(payload ? { payload } : {}),
      });
    expect((await post('renewal-off-reason', { reason: 'temporary_need' })).statusCode).toBe(200);
    expect((await post('pause', { months: 2 })).statusCode).toBe(200);
    t.clock.advance(3 * DAY);
    expect((await post('resume')).statusCode).toBe(200);

    const [row] = await t.app.db.query<{ user_id: string }>(
      `SELECT user_id FROM subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    const detail = (await page(row?.user_id ?? '')).json<StaffCustomerDetail>();
    const reference = subscriptionReference(subscriptionId);
    const changes = detail.timeline.filter((entry) => entry.kind.startsWith('subscription_'));
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'subscription_resumed',
        detail: 'customer',
        subscription_reference: reference,
      }),
      expect.objectContaining({
        kind: 'subscription_paused',
        detail: '2 months',
        subscription_reference: reference,
      }),
    ]);
    // Signed in at checkout and by the test; a week without use ends both.
    expect(detail.sessions.count).toBe(2);
    t.clock.advance(8 * DAY);
    const later = (await page(row?.user_id ?? '')).json<StaffCustomerDetail>();
    expect(later.sessions).toEqual({ count: 0, items: [] });
  });

  it('answers 404 not_found for an unknown customer, and writes no audit entry', async () => {
    const response = await page('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    const [row] = await t.app.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM staff_audit_log WHERE action = 'customer.viewed'`,
    );
    expect(row?.count).toBe('0');
  });
});
