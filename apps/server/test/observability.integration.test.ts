import { randomUUID } from 'node:crypto';
import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * What an operator watches (decisions 0127, 0128): GET /metrics as Prometheus scrapes it,
 * private behind its token, with the counters moving when customers buy, staff refund and
 * the billing run renews; and one structured log line per money and access event, with ids
 * and no personal data.
 */
const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const DAY = 86_400_000;

/** The value of one series in Prometheus's text format; 0 when it has not been seen yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

interface LogLine {
  msg: string;
  event?: string;
  [field: string]: unknown;
}

describe.each(testDatabaseKinds)('metrics and business log on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  const events = (name: string) =>
    lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.event === name);
  const scrape = async () => {
    const response = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('answers only the bearer of the token', async () => {
    const none = await t.request({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    const wrong = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('burrow_');
  });

  const paidInvoiceOf = async (subscriptionId: string) => {
    const [invoice] = await t.app.db.query<{ id: string }>(
      `SELECT id FROM invoices WHERE subscription_id = $1 AND status = 'paid'`,
      [subscriptionId],
    );
    return invoice?.id ?? 'missing';
  };

  it('counts and logs checkouts, declines, refunds, staff actions, renewals and billing runs; the outbox and request times are measured', async () => {
    const before = await scrape();
    const paid = await purchase(t, {
      email: 'metrics-buyer@example.com',
      priceIds: ['vpn-basic-1m-usd'],
    });
    expect(paid.response.statusCode).toBe(201);
    const declined = await purchase(t, {
      email: 'metrics-declined@example.com',
      testToken: 'tok_declined',
    });
    expect(declined.response.statusCode).toBe(402);
    const failing = await purchase(t, {
      email: 'metrics-renewal@example.com',
      testToken: 'tok_renewal_declines',
      priceIds: ['vpn-basic-1m-usd'],
    });
    expect(failing.response.statusCode).toBe(201);

    // Support gives five dollars of the first purchase back.
    const refund = await t.request({
      method: 'POST',
      url: staffPathOf(staffEndpoints.staffRefundInvoice.path, {
        invoiceId: await paidInvoiceOf(paid.response.json().subscription.id),
      }),
      cookie: await staffSessionCookie(t, 'finance'),
      payload: {
        amount_minor: 500,
        revoke_access: false,
        reason: 'Goodwill',
        idempotency_key: randomUUID(),
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    // A month on: one renewal paid, one declined.
    t.clock.set(new Date(t.clock.now().getTime() + 32 * DAY));
    const summary = await runBilling(contextOf(t.app));
    expect(summary).toMatchObject({ renewed: 1, failed: 1 });
    const after = await scrape();

    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('burrow_checkouts_total{outcome="succeeded",payment_method="card"}')).toBe(2);
    expect(moved('burrow_checkouts_total{outcome="payment_failed",payment_method="card"}')).toBe(1);
    expect(moved('burrow_payment_declines_total{kind="checkout",reason="payment_declined"}')).toBe(
      1,
    );
    expect(moved('burrow_payment_declines_total{kind="renewal",reason="payment_declined"}')).toBe(
      1,
    );
    expect(moved('burrow_refunds_total{currency="USD"}')).toBe(1);
    expect(moved('burrow_refunded_minor_units_total{currency="USD"}')).toBe(500);
    expect(moved('burrow_billing_runs_total')).toBe(1);
    expect(moved('burrow_billing_run_duration_seconds_count')).toBe(1);
    expect(moved('burrow_billing_run_subscriptions_total{result="renewed"}')).toBe(1);
    expect(moved('burrow_billing_run_subscriptions_total{result="failed"}')).toBe(1);
    expect(
      moved(
        'burrow_http_request_duration_seconds_count{method="POST",route="/api/v1/checkout",status_code="201"}',
      ),
    ).toBe(2);
    // No SMTP in tests: receipts and renewal emails wait in the outbox, and its age shows.
    expect(sample(after, 'burrow_email_outbox_waiting')).toBeGreaterThanOrEqual(4);
    expect(sample(after, 'burrow_email_outbox_oldest_waiting_seconds')).toBeGreaterThan(
      31 * 86_400,
    );
    // Ids never become labels: the route pattern stands for every customer's URL.
    expect(after).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(after).not.toContain('metrics-buyer@example.com');

    // The business log: one line per event, ids and codes only.
    const completed = events('checkout.completed');
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({
      tenantId: 'burrow',
      subscriptionId: paid.response.json().subscription.id,
      currency: 'USD',
      paymentMethod: 'card',
    });
    expect(completed[0]?.customerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(completed[0]?.invoiceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(events('checkout.refused')).toEqual([
      expect.objectContaining({ reason: 'payment_failed', customerId: null }),
    ]);
    expect(events('refund.made')).toEqual([
      expect.objectContaining({ amountMinor: 500, currency: 'USD', tenantId: 'burrow' }),
    ]);
    expect(events('staff.action')).toEqual([
      expect.objectContaining({
        route: 'POST /api/staff/v1/invoices/:invoiceId/refund',
        status: 200,
        staffId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
    expect(events('renewal.paid')).toEqual([expect.objectContaining({ recovered: false })]);
    expect(events('renewal.declined')).toEqual([
      expect.objectContaining({ reason: 'payment_declined', attempt: 1 }),
    ]);
    expect(events('dunning.retry_scheduled')).toHaveLength(1);
    expect(events('billing_run.finished')).toEqual([
      expect.objectContaining({ renewed: 1, failed: 1 }),
    ]);
    // No line of the whole run carries a buyer's email address.
    expect(lines.filter((line) => line.includes('@example.com'))).toEqual([]);
  });

  it('logs each request once at info, with its request, status and time (decision 0136)', async () => {
    const before = lines.length;
    const response = await t.request({
      method: 'GET',
      url: '/api/v2/subscriptions/?page=2',
      headers: { 'x-request-id': 'observability-0136' },
    });
    expect(response.statusCode).toBe(401);
    const ofRequest = lines
      .slice(before)
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.reqId === 'observability-0136');
    expect(ofRequest.filter((line) => line.msg.startsWith('request '))).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        level: 30,
        req: expect.objectContaining({ method: 'GET', url: '/api/v2/subscriptions/?page=2' }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(ofRequest.map((line) => line.msg)).not.toContain('incoming request');
  });
});
