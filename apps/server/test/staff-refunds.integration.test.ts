import { randomUUID } from 'node:crypto';
import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paidPurchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/** The operator console's refund of an invoice (decision 0119), through HTTP. */
describe.each(testDatabaseKinds)('staff refunds on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
    finance = await staffSessionCookie(t, 'finance');
  });
  afterEach(() => t.close());

  async function customer(email: string) {
    const bought = await paidPurchase(t, email);
    return { ...bought, cookie: sessionCookieFrom(bought.response) };
  }
  const refund = (invoiceId: string, body: object, cookie = finance) =>
    t.request({
      method: 'POST',
      url: staffPathOf(staffEndpoints.staffRefundInvoice.path, { invoiceId }),
      payload: body,
      cookie,
    });
  const body = (extra: object = {}) => ({
    revoke_access: false,
    reason: 'Customer could not connect from their hotel',
    idempotency_key: randomUUID(),
    ...extra,
  });
  const invoicesOf = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json().invoices as {
      id: string;
      status: string;
    }[];
  const subscriptionOf = async (cookie: string, id: string) =>
    (await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })).json();
  const refundEmailsTo = (email: string) =>
    t.app.db.query<{ text_body: string }>(
      `SELECT text_body FROM outbox_emails WHERE to_address = $1 AND subject = 'Your Burrow refund is on its way'`,
      [email],
    );
  /** The webhook events announced about a customer (written whether or not anyone listens). */
  const webhookEventsOf = async (customerId: string) =>
    (
      await t.app.db.query<{ event_type: string }>(
        `SELECT event_type FROM webhook_messages WHERE body::jsonb->'data'->>'customer_id' = $1`,
        [customerId],
      )
    ).map((row) => row.event_type);
  const gatewayRefunds = () =>
    t.app.db.query<{ amount_minor: number }>(`SELECT amount_minor FROM sandbox_gateway_refunds`);

  it('refunds the last payment in full and ends access, the way the money-back refund does', async () => {
    const email = 'hotel-guest@example.com';
    const bought = await customer(email);
    const [paid] = await t.app.db.query<{ total_minor: number }>(
      `SELECT total_minor FROM invoices WHERE id = $1`,
      [bought.invoiceId],
    );
    const total = paid?.total_minor;

    const response = await refund(bought.invoiceId, body({ revoke_access: true }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      refund: { amount_minor: total, access_revoked: true },
      customer_id: bought.customerId,
      invoice: { status: 'refunded', refunded_minor: total, remaining_minor: 0 },
      subscription: { id: bought.subscriptionId, status: 'cancelled' },
    });

    const [invoice] = await invoicesOf(bought.cookie);
    expect(invoice).toMatchObject({ id: bought.invoiceId, status: 'refunded' });
    expect(await subscriptionOf(bought.cookie, bought.subscriptionId)).toMatchObject({
      state: 'revoked',
      active: false,
      entitlements: [],
    });
    const emails = await refundEmailsTo(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text_body).toContain('and ended it');
    expect(await gatewayRefunds()).toEqual([{ amount_minor: total }]);
    expect(await webhookEventsOf(bought.customerId)).toEqual(
      expect.arrayContaining(['subscription.refunded', 'entitlements.changed']),
    );

    const audit = await t.request({
      method: 'GET',
      url: `${staffEndpoints.staffAuditLog.path}?customer_id=${bought.customerId}`,
      cookie: await staffSessionCookie(t, 'admin'),
    });
    const entry = audit
      .json()
      .entries.find((e: { action: string }) => e.action === 'refund.created');
    expect(entry).toMatchObject({
      customer_id: bought.customerId,
      target: `invoice:${bought.invoiceId}`,
      reason: 'Customer could not connect from their hotel',
      before: { invoice: { refunded_minor: 0 }, subscription_status: 'active' },
      after: { invoice: { refunded_minor: total }, subscription_status: 'cancelled' },
    });
  });

  it('gives back part without ending access, and refuses a second part beyond what is left', async () => {
    const email = 'partial@example.com';
    const bought = await customer(email);
    const first = await refund(bought.invoiceId, body({ amount_minor: 1000 }));
    expect(first.statusCode, first.body).toBe(200);
    const remaining = first.json().invoice.remaining_minor as number;
    expect(first.json()).toMatchObject({
      refund: { amount_minor: 1000, access_revoked: false },
      invoice: { status: 'paid', refunded_minor: 1000 },
      subscription: { status: 'active' },
    });
    expect(await subscriptionOf(bought.cookie, bought.subscriptionId)).toMatchObject({
      active: true,
    });
    expect((await invoicesOf(bought.cookie))[0]?.status).toBe('paid');
    const [kept] = await refundEmailsTo(email);
    expect(kept?.text_body).toContain('stays active');
    expect(await webhookEventsOf(bought.customerId)).not.toContain('subscription.refunded');

    const beyond = await refund(bought.invoiceId, body({ amount_minor: remaining + 1 }));
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error).toMatchObject({
      code: 'refund_exceeds_remaining',
      details: { remaining_minor: remaining },
    });

    // What is left, given back without an amount, refunds the invoice in full.
    const rest = await refund(bought.invoiceId, body());
    expect(rest.json()).toMatchObject({
      refund: { amount_minor: remaining },
      invoice: { status: 'refunded', remaining_minor: 0 },
      subscription: { status: 'active' },
    });
    const again = await refund(bought.invoiceId, body({ amount_minor: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'invoice_not_refundable',
      details: { reason: 'already_refunded' },
    });
    expect(await gatewayRefunds()).toHaveLength(2);
  });

  it('refunds once for the same idempotency key and answers the repeat alike', async () => {
    const bought = await customer('double-click@example.com');
    const request = body({ amount_minor: 500 });
    const first = await refund(bought.invoiceId, request);
    const second = await refund(bought.invoiceId, request);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await gatewayRefunds()).toEqual([{ amount_minor: 500 }]);
    const ledger = await t.app.db.query(
      `SELECT id FROM ledger_entries WHERE invoice_id = $1 AND kind = 'refund'`,
      [bought.invoiceId],
    );
    expect(ledger).toHaveLength(1);
    expect(await refundEmailsTo('double-click@example.com')).toHaveLength(1);

    const reused = await refund(bought.invoiceId, { ...request, amount_minor: 700 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
  });

  it.each([
    ['no reason', { reason: undefined }],
    ['a blank reason', { reason: '   ' }],
    ['a reason too long', { reason: 'x'.repeat(501) }],
    ['no idempotency key', { idempotency_key: undefined }],
    ['no revoke_access', { revoke_access: undefined }],
    ['a zero amount', { amount_minor: 0 }],
  ])('answers 400 to %s and moves no money', async (_case, extra) => {
    const bought = await customer(`bad-request-${randomUUID()}@example.com`);
    const response = await refund(bought.invoiceId, body(extra));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
    expect(await gatewayRefunds()).toEqual([]);
  });

  it('answers 404 for an unknown invoice, and support may refund (decision 0120)', async () => {
    const unknown = await refund(randomUUID(), body());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');

    const bought = await customer('support-refunds@example.com');
    const support = await refund(bought.invoiceId, body(), await staffSessionCookie(t, 'support'));
    expect(support.statusCode, support.body).toBe(200);
    expect(await gatewayRefunds()).toHaveLength(1);
  });

  it.each([
    ['voided', 'voided'],
    ['payment_due', 'unpaid'],
  ])('refuses an invoice that is %s (%s)', async (status, reason) => {
    const bought = await customer(`refused-${status}@example.com`);
    await t.app.db.query(`UPDATE invoices SET status = $2 WHERE id = $1`, [
      bought.invoiceId,
      status,
    ]);
    const response = await refund(bought.invoiceId, body());
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'invoice_not_refundable',
      details: { reason },
    });
  });

  it('refuses an invoice of a plan billed elsewhere', async () => {
    const bought = await customer('app-store@example.com');
    await t.app.db.query(`UPDATE subscriptions SET billing_system = 'app_store' WHERE id = $1`, [
      bought.subscriptionId,
    ]);
    const response = await refund(bought.invoiceId, body());
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details).toEqual({ reason: 'billed_elsewhere' });
  });
});
