import { randomUUID } from 'node:crypto';
import type { StaffCustomerDetail, StaffCustomerSearchResponse } from '@burrow/contract/staff';
import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './support/pdf-text';
import { paidPurchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * The console's invoice PDF, a customer found by the payment provider's id, and what the
 * customer page says about refunds (decision 0120), through HTTP.
 */
describe.each(testDatabaseKinds)('staff invoices and payment search on %s', (kind) => {
  let t: TestApp;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    support = await staffSessionCookie(t, 'support');
  });
  afterAll(() => t.close());

  const auditOf = (action: string, customerId: string) =>
    t.app.db.query<{ target: string | null }>(
      `SELECT target FROM staff_audit_log WHERE action = $1 AND customer_id = $2`,
      [action, customerId],
    );
  const search = async (query: string) => {
    const response = await t.request({
      method: 'GET',
      url: `${staffEndpoints.staffSearchCustomers.path}?query=${encodeURIComponent(query)}`,
      cookie: support,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StaffCustomerSearchResponse>().customers;
  };

  describe('the invoice PDF', () => {
    it('is the customer’s own PDF, for any support agent, and the download is audited', async () => {
      const email = 'pdf-for-support@example.com';
      const bought = await paidPurchase(t, email);
      const [invoice] = await t.app.db.query<{ number: string }>(
        `SELECT number FROM invoices WHERE id = $1`,
        [bought.invoiceId],
      );

      const pdf = await t.request({
        method: 'GET',
        url: staffPathOf(staffEndpoints.staffInvoicePdf.path, { invoiceId: bought.invoiceId }),
        cookie: support,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `attachment; filename="${invoice?.number}.pdf"`,
      );
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(`Invoice ${invoice?.number}`);
      expect(text).toContain(email);

      // The same bytes the customer gets (apart from pdfkit's creation date).
      const own = await t.request({
        method: 'GET',
        url: `/api/v2/invoices/${bought.invoiceId}/download`,
        cookie: sessionCookieFrom(bought.response),
      });
      expect(pdfText(own.rawPayload)).toBe(text);

      expect(await auditOf('invoice.downloaded', bought.customerId)).toEqual([
        { target: `invoice:${bought.invoiceId}` },
      ]);
    });

    it('answers 404 not_found for an invoice nobody has, and 400 for a malformed id', async () => {
      const unknown = await t.request({
        method: 'GET',
        url: staffPathOf(staffEndpoints.staffInvoicePdf.path, { invoiceId: randomUUID() }),
        cookie: support,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');

      const malformed = await t.request({
        method: 'GET',
        url: staffPathOf(staffEndpoints.staffInvoicePdf.path, { invoiceId: 'not-an-id' }),
        cookie: support,
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('search by the payment provider’s id', () => {
    it('finds the customer by the payment intent, the charge and a refund the provider made', async () => {
      const bought = await paidPurchase(t, 'pays-by-card@example.com');
      await paidPurchase(t, 'someone-else@example.com');
      const [ids] = await t.app.db.query<{ payment_intent_id: string; charge_id: string }>(
        `SELECT payment_intent_id, charge_id FROM invoices WHERE id = $1`,
        [bought.invoiceId],
      );
      expect(ids?.payment_intent_id).toMatch(/^pi_/);
      expect(ids?.charge_id).toMatch(/^ch_/);

      for (const id of [ids?.payment_intent_id ?? '', ids?.charge_id ?? '']) {
        const found = await search(id);
        expect(
          found.map((customer) => customer.email),
          id,
        ).toEqual(['pays-by-card@example.com']);
        expect(found[0]?.matched_by).toEqual(['payment_id']);
      }

      const refunded = await t.request({
        method: 'POST',
        url: staffPathOf(staffEndpoints.staffRefundInvoice.path, { invoiceId: bought.invoiceId }),
        payload: { revoke_access: false, reason: 'Duplicate order', idempotency_key: randomUUID() },
        cookie: support,
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const [refund] = await t.app.db.query<{ gateway_reference: string }>(
        `SELECT gateway_reference FROM ledger_entries WHERE invoice_id = $1 AND kind = 'refund'`,
        [bought.invoiceId],
      );
      expect(refund?.gateway_reference).toMatch(/^re_/);
      expect((await search(refund?.gateway_reference ?? '')).map((c) => c.id)).toEqual([
        bought.customerId,
      ]);
    });

    it('finds nobody for an id no payment has, nor for another id’s different case', async () => {
      const bought = await paidPurchase(t, 'case-sensitive@example.com');
      const [ids] = await t.app.db.query<{ charge_id: string }>(
        `SELECT charge_id FROM invoices WHERE id = $1`,
        [bought.invoiceId],
      );
      expect(await search('pi_000000000000000000000000')).toEqual([]);
      expect(await search((ids?.charge_id ?? '').replace('ch_', 'CH_'))).toEqual([]);
    });
  });

  it('the recovered demo customer shows a declined renewal paid by a retry, which support can refund', async () => {
    const [user] = await t.app.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'recovered@demo.burrow.test'`,
    );
    const page = await t.request({
      method: 'GET',
      url: `/api/staff/v1/customers/${user?.id}`,
      cookie: support,
    });
    const detail = page.json<StaffCustomerDetail>();
    const kinds = detail.timeline.map((entry) => entry.kind);
    expect(kinds.indexOf('charge_retry_succeeded')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('charge_retry_succeeded')).toBeLessThan(kinds.indexOf('charge_failed'));
    expect(detail.timeline.find((entry) => entry.kind === 'charge_failed')?.detail).toBe(
      'insufficient_funds',
    );
    const [renewal] = detail.invoices;
    expect(renewal?.refundable_minor).toBe(renewal?.total_minor);
    expect(renewal?.refundable_minor).toBeGreaterThan(0);

    const refunded = await t.request({
      method: 'POST',
      url: staffPathOf(staffEndpoints.staffRefundInvoice.path, { invoiceId: renewal?.id ?? '' }),
      payload: { revoke_access: false, reason: 'Charged twice', idempotency_key: randomUUID() },
      cookie: support,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().invoice).toMatchObject({ status: 'refunded', remaining_minor: 0 });
  });

  it('the customer page says what each invoice can still give back', async () => {
    const bought = await paidPurchase(t, 'partly-refunded@example.com');
    const detail = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/staff/v1/customers/${bought.customerId}`,
          cookie: support,
        })
      ).json<StaffCustomerDetail>().invoices[0];
    const before = await detail();
    expect(before).toMatchObject({ id: bought.invoiceId, refunded_minor: 0 });
    expect(before?.refundable_minor).toBe(before?.total_minor);

    await t.request({
      method: 'POST',
      url: staffPathOf(staffEndpoints.staffRefundInvoice.path, { invoiceId: bought.invoiceId }),
      payload: {
        amount_minor: 500,
        revoke_access: false,
        reason: 'Outage goodwill',
        idempotency_key: randomUUID(),
      },
      cookie: support,
    });
    const after = await detail();
    expect(after).toMatchObject({ status: 'paid', refunded_minor: 500 });
    expect(after?.refundable_minor).toBe((before?.total_minor ?? 0) - 500);

    // A plan billed by the App Store is refunded there: nothing to offer here.
    await t.app.db.query(`UPDATE subscriptions SET billing_system = 'app_store' WHERE id = $1`, [
      bought.subscriptionId,
    ]);
    expect((await detail())?.refundable_minor).toBe(0);
  });
});
