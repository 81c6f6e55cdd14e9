import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { purchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('refund and revoke on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterEach(() => t.close());

  async function buy(email: string) {
    const { response } = await purchase(t, {
      email,
      priceIds: ['vpn-premium-12m-usd', 'addon-dedicated-ip-12m-usd'],
    });
    return { cookie: sessionCookieFrom(response), id: response.json().subscription.id as string };
  }
  const estimate = (cookie: string, body: object) =>
    t.request({ method: 'PUT', url: '/api/v2/refund/estimate', payload: body, cookie });

  it('estimates, requests, and after the cooling-off period refunds the payment and revokes the subscription', async () => {
    const { cookie, id } = await buy('refunder@example.com');
    const quote = await estimate(cookie, { subscription_id: id });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      eligible: true,
      reason: null,
      money_back_guarantee_days: 30,
      pending_request: null,
      completed_refund: null,
    });
    const paid = quote.json().amount.unscaledValue;

    const requested = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${id}/refund-revoke`,
      cookie,
    });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toMatchObject({
      status: 'pending',
      pending_request: { amount: { unscaledValue: paid } },
    });
    // Nothing happens before the cooling-off period ends.
    t.clock.advance(23 * HOUR);
    expect(await runBilling(contextOf(t.app))).toMatchObject({ refunded: 0 });
    t.clock.advance(2 * HOUR);
    expect(await runBilling(contextOf(t.app))).toMatchObject({ refunded: 1 });

    const sub = (
      await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })
    ).json();
    expect(sub).toMatchObject({ state: 'revoked', active: false, entitlements: [], addons: [] });
    const [invoice] = (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json()
      .invoices;
    expect(invoice.status).toBe('refunded');
    const ledger = await t.app.db.query<{ kind: string; amount_minor: number }>(
      `SELECT kind, amount_minor FROM ledger_entries WHERE subscription_id = $1 ORDER BY kind`,
      [id],
    );
    expect(ledger).toEqual([
      { kind: 'charge', amount_minor: paid },
      { kind: 'refund', amount_minor: paid },
    ]);
    const [refund] = await t.app.db.query<{ amount_minor: number }>(
      `SELECT amount_minor FROM sandbox_gateway_refunds`,
    );
    expect(refund?.amount_minor).toBe(paid);
    expect((await estimate(cookie, { subscription_id: id })).json()).toMatchObject({
      eligible: false,
      reason: 'already_refunded',
      pending_request: null,
      completed_refund: { amount: { unscaledValue: paid } },
    });
  });

  it('gives back only what is left of an invoice staff already refunded in part (decision 0119)', async () => {
    const { cookie, id } = await buy('partly-refunded@example.com');
    const [invoice] = await t.app.db.query<{ id: string; total_minor: number }>(
      `SELECT id, total_minor FROM invoices WHERE subscription_id = $1`,
      [id],
    );
    const total = invoice?.total_minor ?? 0;
    const staff = await t.request({
      method: 'POST',
      url: staffPathOf(staffEndpoints.staffRefundInvoice.path, { invoiceId: invoice?.id ?? '' }),
      payload: {
        amount_minor: 1500,
        revoke_access: false,
        reason: 'Goodwill for an outage',
        idempotency_key: 'goodwill-partly-refunded',
      },
      cookie: await staffSessionCookie(t, 'finance'),
    });
    expect(staff.statusCode, staff.body).toBe(200);

    const requested = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${id}/refund-revoke`,
      cookie,
    });
    expect(requested.json()).toMatchObject({
      pending_request: { amount: { unscaledValue: total - 1500 } },
    });
    t.clock.advance(25 * HOUR);
    expect(await runBilling(contextOf(t.app))).toMatchObject({ refunded: 1 });
    const refunds = await t.app.db.query<{ amount_minor: number }>(
      `SELECT amount_minor FROM sandbox_gateway_refunds ORDER BY amount_minor`,
    );
    expect(refunds.map((r) => r.amount_minor)).toEqual([1500, total - 1500].sort((a, b) => a - b));
    const [after] = (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json()
      .invoices;
    expect(after.status).toBe('refunded');
    expect(
      (await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })).json(),
    ).toMatchObject({ state: 'revoked', active: false });
  });

  it('lets the customer withdraw a pending request', async () => {
    const { cookie, id } = await buy('changes-mind@example.com');
    await t.request({ method: 'POST', url: `/api/v2/subscriptions/${id}/refund-revoke`, cookie });
    const withdrawn = await t.request({
      method: 'DELETE',
      url: `/api/v2/subscriptions/${id}/refund-revoke`,
      cookie,
    });
    expect(withdrawn.json()).toEqual({ status: 'cancelled', pending_request: null });
    t.clock.advance(48 * HOUR);
    expect(await runBilling(contextOf(t.app))).toMatchObject({ refunded: 0 });
    const again = await t.request({
      method: 'DELETE',
      url: `/api/v2/subscriptions/${id}/refund-revoke`,
      cookie,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('no_pending_refund');
  });

  it.each([
    ['inapp', 'billed_by_app_store'],
    ['active', 'outside_money_back_window'],
  ])('explains instead of refunding for the %s demo account (%s)', async (situation, reason) => {
    const cookie = await signIn(t, `${situation}@demo.burrow.test`);
    const [sub] = (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })).json()
      .subscriptions;
    expect((await estimate(cookie, { subscription_id: sub.subscription_id })).json()).toMatchObject(
      { eligible: false, reason, amount: null },
    );
    const refused = await t.request({
      method: 'POST',
      url: `/api/v2/subscriptions/${sub.subscription_id}/refund-revoke`,
      cookie,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'refund_not_available',
      details: { reason },
    });
  });

  it('answers 400 when the estimate has no subscription, and 404 for someone else’s', async () => {
    const { id } = await buy('owner@example.com');
    const other = await signIn(t, 'expired@demo.burrow.test');
    expect((await estimate(other, {})).statusCode).toBe(400);
    expect((await estimate(other, { subscription_id: id })).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v2/subscriptions/${id}/refund-revoke`,
          cookie: other,
        })
      ).statusCode,
    ).toBe(404);
  });
});
