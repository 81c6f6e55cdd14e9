import { randomUUID } from 'node:crypto';
import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { ownerSessionCookie } from './support/owner-session';
import { purchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const SUMMARY = staffEndpoints.staffReportSummary.path;
const INVOICES_CSV = staffEndpoints.staffReportInvoicesCsv.path;
const REFUNDS_CSV = staffEndpoints.staffReportRefundsCsv.path;
/** From the first purchases' day to the day the figures are read. */
const RANGE = 'from=2026-06-15&to=2026-07-20';

/**
 * Finance's reports (decision 0126) over a known month: five purchases on 2026-06-15 (two
 * British monthly Basic plans that renew, two that will be declined, a German yearly Premium,
 * a VIP half-year whose renewal is turned off the same day), a staff partial refund, the
 * billing run a month later (one renewal paid, two declined), one declined renewal paid by
 * the customer afterwards, and the figures read on 2026-07-20.
 */
describe.each(testDatabaseKinds)('staff reports on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  let germanInvoice: { id: string; number: string };

  async function buy(email: string, priceId: string, testToken = 'tok_visa', country = 'GB') {
    const { response } = await purchase(t, {
      email,
      priceIds: [priceId],
      testToken,
      country,
      state: '',
      zip: country === 'DE' ? '10115' : '',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().subscription.id as string;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await staffSessionCookie(t, 'finance');
    const renews = await buy('renews@example.com', 'vpn-basic-1m-usd');
    await buy('declined@example.com', 'vpn-basic-1m-usd', 'tok_renewal_declines');
    const recovers = await buy('recovers@example.com', 'vpn-basic-1m-usd', 'tok_renewal_declines');
    const german = await buy('german@example.com', 'vpn-premium-12m-eur', 'tok_visa', 'DE');
    const leaving = await buy('leaving@example.com', 'vpn-vip-6m-usd');
    const off = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${leaving}/autobill-off`,
      cookie: await ownerSessionCookie(t, leaving),
    });
    expect(off.statusCode, off.body).toBe(200);

    const [invoice] = await t.app.db.query<{ id: string; number: string }>(
      `SELECT id, number FROM invoices WHERE subscription_id = $1`,
      [german],
    );
    if (!invoice) throw new Error('no German invoice');
    germanInvoice = invoice;
    const refund = await t.request({
      method: 'POST',
      url: staffPathOf(staffEndpoints.staffRefundInvoice.path, { invoiceId: invoice.id }),
      cookie: finance,
      payload: {
        amount_minor: 1000,
        revoke_access: false,
        reason: '=Outage, "Berlin" node',
        idempotency_key: randomUUID(),
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    // A month on: the renewals are due.
    t.clock.set(new Date('2026-07-15T13:00:00Z'));
    expect(await runBilling(contextOf(t.app))).toMatchObject({ renewed: 1, failed: 2 });
    // The customer replaced the card and paid what was due.
    t.clock.set(new Date('2026-07-16T09:00:00Z'));
    await t.app.db.query(
      `UPDATE subscriptions SET payment_source_token = 'pm_card_visa' WHERE id = $1`,
      [recovers],
    );
    const retried = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${recovers}/retry-payment-collection`,
      cookie: await ownerSessionCookie(t, recovers),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(renews).toBeTruthy();
    t.clock.set(new Date('2026-07-20T10:00:00Z'));
    finance = await staffSessionCookie(t, 'finance');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = finance) => t.request({ method: 'GET', url, cookie });

  it('answers the figures a finance person can redo by hand', async () => {
    const response = await get(`${SUMMARY}?${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({
      from: '2026-06-15',
      to: '2026-07-20',
      storefront: null,
      as_of: '2026-07-20T10:00:00.000Z',
      // The declined one is in dunning, its period unpaid: not counted.
      subscribers: {
        active: 4,
        trials: 0,
        paused: 0,
        by_plan: [
          { tier: 'TIER_BASIC', months: 1, count: 2 },
          { tier: 'TIER_PREMIUM', months: 12, count: 1 },
          { tier: 'TIER_VIP', months: 6, count: 1 },
        ],
      },
      // USD: two Basic monthly at 12.95 with 20 % UK VAT included: 2 × 10.79. EUR: Premium's
      // renewal 137.95 less 19 % German VAT (22.03) = 115.92, ÷ 12 = 9.66. The VIP plan
      // renews no more: nothing.
      mrr: [
        { currency: 'EUR', amount_minor: 966 },
        { currency: 'USD', amount_minor: 2158 },
      ],
      // The two Basic plans renewed into August; the German one renews next June.
      renewals_due: {
        count: 2,
        by_currency: [{ currency: 'USD', amount_minor: 2590, count: 2 }],
      },
      refund_rate: [
        // 10.00 of 73.55 refunded.
        { currency: 'EUR', collected_minor: 7355, refunded_minor: 1000, rate_bp: 1360 },
        // 3 × 12.95 and 69.95 bought, 12.95 renewed, 12.95 paid after the decline.
        { currency: 'USD', collected_minor: 5 * 1295 + 6995, refunded_minor: 0, rate_bp: 0 },
      ],
      recovery_rate: { failed: 2, recovered: 1, rate_bp: 5000 },
    });
    expect(summary.daily).toHaveLength(36);
    expect(summary.daily[0]).toEqual({ day: '2026-06-15', new: 5, churned: 1 });
    const rest = summary.daily.slice(1) as { new: number; churned: number }[];
    expect(rest.every((day) => day.new === 0 && day.churned === 0)).toBe(true);
  });

  it('reads one storefront only, and the last 30 days when no range is given', async () => {
    const other = (await get(`${SUMMARY}?${RANGE}&storefront=elsewhere`)).json();
    expect(other).toMatchObject({
      storefront: 'elsewhere',
      subscribers: { active: 0, by_plan: [] },
      mrr: [],
      refund_rate: [],
      recovery_rate: { failed: 0, recovered: 0, rate_bp: null },
    });
    expect((await get(`${SUMMARY}?${RANGE}&storefront=burrow`)).json().subscribers.active).toBe(4);
    const fallback = (await get(SUMMARY)).json();
    expect(fallback).toMatchObject({ from: '2026-06-21', to: '2026-07-20' });
    expect(fallback.daily).toHaveLength(30);
  });

  it.each([
    ['backwards', 'from=2026-07-20&to=2026-06-15'],
    ['367 days', 'from=2025-07-19&to=2026-07-20'],
    ['no such day', 'from=2026-02-30&to=2026-03-02'],
    ['not a date', 'from=yesterday&to=2026-07-20'],
  ])('refuses a range that is %s with 400 invalid_request', async (_label, query) => {
    for (const path of [SUMMARY, INVOICES_CSV, REFUNDS_CSV]) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
  });

  it('exports the invoices as CSV, amounts in major units beside their currency', async () => {
    const response = await get(`${INVOICES_CSV}?${RANGE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="burrow-invoices-2026-06-15-to-2026-07-20.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'invoice_number,issued_on,paid_on,storefront,customer_country,currency,net,tax_rate_percent,tax,total,prices_include_tax,status',
    );
    expect(lines.at(-1)).toBe('');
    // Five purchases, one renewal, two renewals declined (one paid since): eight invoices.
    expect(lines).toHaveLength(1 + 8 + 1);
    // 73.55 with 19 % included: 11.74 tax on 61.81. Partly refunded, still paid.
    expect(lines).toContain(
      `${germanInvoice.number},2026-06-15,2026-06-15,burrow,DE,EUR,61.81,19.00,11.74,73.55,yes,paid`,
    );
    expect(lines.filter((line) => line.endsWith(',payment_due'))).toHaveLength(1);
    expect(response.body).not.toContain('@');
  });

  it('exports the refunds as CSV with the staff reason escaped, and audits each export', async () => {
    const response = await get(`${REFUNDS_CSV}?${RANGE}&storefront=burrow`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="burrow-refunds-burrow-2026-06-15-to-2026-07-20.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'refund_reference,invoice_number,refunded_on,storefront,customer_country,currency,amount,reason,note',
    );
    expect(lines).toHaveLength(3);
    // A quoted field for the comma, doubled quotes, and a leading ' so no spreadsheet runs it.
    expect(lines[1]).toMatch(
      new RegExp(
        `^[^,]+,${germanInvoice.number},2026-06-15,burrow,DE,EUR,10\\.00,staff_refund,"'=Outage, ""Berlin"" node"$`,
      ),
    );

    const audit = await t.app.db.query<{ action: string; target: string; after: unknown }>(
      `SELECT action, target, after FROM staff_audit_log WHERE action = 'report.exported' ORDER BY seq`,
    );
    expect(audit.at(-1)).toEqual({
      action: 'report.exported',
      target: 'report:refunds',
      after: {
        report: 'refunds',
        from: '2026-06-15',
        to: '2026-07-20',
        storefront: 'burrow',
        rows: 1,
      },
    });
    expect(JSON.stringify(audit)).not.toContain('@');
  });

  it('keeps the figures from support staff', async () => {
    const support = await staffSessionCookie(t, 'support');
    for (const path of [SUMMARY, INVOICES_CSV, REFUNDS_CSV]) {
      expect((await get(`${path}?${RANGE}`, support)).statusCode).toBe(403);
    }
  });
});
