import type { StaffCustomerDetail } from '@burrow/contract/staff';
import type {
  StaffDeletionQueueResponse,
  StaffDisputeQueueResponse,
  StaffDunningQueueResponse,
  StaffRefundRequestQueueResponse,
} from '@burrow/contract/staff-queues';
import { subscriptionReference } from '@burrow/domain/subscription-reference';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import {
  STRIPE_WEBHOOK_PATH,
  stripeWebhookRoutes,
} from '../src/modules/provider-webhooks/stripe-webhook-routes';
import { purchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const WEBHOOK_SECRET = 'whsec_test_burrow_queues';

describe.each(testDatabaseKinds)('the operator console’s work queues on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    // The dispute webhook is mounted beside the sandbox, whose purchases make the charges.
    t = await createTestApp(kind, {
      beforeReady: (app) => {
        void app.register(stripeWebhookRoutes, { webhookSecret: WEBHOOK_SECRET });
      },
    });
    cookie = await staffSessionCookie(t, 'support');
  });
  afterEach(() => t.close());

  const get = async <T>(url: string) => {
    // Sessions end after 30 idle minutes; the tests move the clock days ahead.
    const response = await t.request({
      method: 'GET',
      url,
      cookie: await staffSessionCookie(t, 'support'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  async function buy(email: string, options: { declines?: boolean; monthly?: boolean } = {}) {
    const { response } = await purchase(t, {
      email,
      ...(options.declines ? { testToken: 'tok_renewal_declines' } : {}),
      priceIds: [options.monthly === false ? 'vpn-premium-12m-usd' : 'vpn-basic-1m-usd'],
      country: 'GB',
      state: '',
      zip: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    const subscriptionId = response.json().subscription.id as string;
    const [row] = await t.app.db.query<{ user_id: string; current_period_end: Date }>(
      `SELECT user_id, current_period_end FROM subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    return {
      subscriptionId,
      customerId: row?.user_id ?? '',
      periodEnd: row?.current_period_end.getTime() ?? 0,
      customerCookie: sessionCookieFrom(response),
    };
  }
  const bill = () => runBilling(contextOf(t.app));

  describe('dunning', () => {
    it('lists a failing renewal with its amount, attempts, reason, next retry and deadline; not a healthy plan', async () => {
      const failing = await buy('failing@example.com', { declines: true });
      const healthy = await buy('healthy@example.com');
      t.clock.set(new Date(failing.periodEnd + 1000));
      expect(await bill()).toMatchObject({ failed: 1, renewed: 1 });

      const queue = await get<StaffDunningQueueResponse>('/api/staff/v1/queues/dunning');
      expect(queue.items.map((item) => item.customer.id)).toEqual([failing.customerId]);
      const [item] = queue.items;
      const [invoice] = await t.app.db.query<{ number: string; total_minor: string }>(
        `SELECT number, total_minor::text FROM invoices WHERE subscription_id = $1 AND status = 'payment_due'`,
        [failing.subscriptionId],
      );
      expect(item).toEqual({
        subscription_id: failing.subscriptionId,
        subscription_reference: subscriptionReference(failing.subscriptionId),
        customer: { id: failing.customerId, email: 'failing@example.com', tenant_id: 'burrow' },
        provider: 'card',
        amount_due: { amount_minor: Number(invoice?.total_minor), currency: 'USD' },
        invoice_number: invoice?.number,
        failed_on: new Date(failing.periodEnd + 1000).toISOString(),
        attempts: 1,
        last_decline_reason: 'payment_declined',
        last_attempt_at: new Date(failing.periodEnd + 1000).toISOString(),
        next_retry_at: new Date(failing.periodEnd + 1000 + DAY).toISOString(),
        hard_declined: false,
        grace_ends_at: new Date(failing.periodEnd + 1000 + 7 * DAY).toISOString(),
      });
      expect(queue).toMatchObject({ page: 1, page_size: 25, has_more: false });
      expect(queue.items.some((row) => row.customer.id === healthy.customerId)).toBe(false);

      // Filters: storefront, provider, deadline within N days.
      const none = async (query: string) =>
        (await get<StaffDunningQueueResponse>(`/api/staff/v1/queues/dunning?${query}`)).items;
      expect(await none('storefront=elsewhere')).toEqual([]);
      expect(await none('provider=paypal')).toEqual([]);
      expect(await none('deadline_within_days=6')).toEqual([]);
      expect((await none('deadline_within_days=7')).length).toBe(1);
      expect((await none('storefront=burrow&provider=card')).length).toBe(1);

      // Reading a queue is recorded like a search.
      const [audit] = await t.app.db.query<{ target: string; after: { found: string[] } }>(
        `SELECT target, after FROM staff_audit_log WHERE action = 'queue.viewed' ORDER BY seq LIMIT 1`,
      );
      expect(audit).toEqual({
        target: 'queue:dunning',
        after: { page: 1, found: [failing.customerId] },
      });
    });

    it('puts the nearest deadline first and pages with has_more', async () => {
      const first = await buy('first-failure@example.com', { declines: true });
      t.clock.advance(HOUR);
      const second = await buy('second-failure@example.com', { declines: true });
      t.clock.set(new Date(first.periodEnd + 1000));
      expect(await bill()).toMatchObject({ failed: 1 });
      t.clock.set(new Date(second.periodEnd + 1000));
      expect(await bill()).toMatchObject({ failed: 1 });
      const pageOne = await get<StaffDunningQueueResponse>(
        '/api/staff/v1/queues/dunning?page_size=1',
      );
      expect(pageOne.items.map((item) => item.customer.email)).toEqual([
        'first-failure@example.com',
      ]);
      expect(pageOne.has_more).toBe(true);
      const pageTwo = await get<StaffDunningQueueResponse>(
        '/api/staff/v1/queues/dunning?page_size=1&page=2',
      );
      expect(pageTwo.items.map((item) => item.customer.email)).toEqual([
        'second-failure@example.com',
      ]);
      expect(pageTwo.has_more).toBe(false);
    });

    it('records each dunning step of the billing run and shows them on the timeline, and a plan ended unpaid leaves the queue', async () => {
      const failing = await buy('exhausted@example.com', { declines: true });
      const failedAt = failing.periodEnd + 1000;
      t.clock.set(new Date(failedAt));
      await bill();
      // Each retry of the schedule (days 1, 3, 5, 7) fails; the last ends the plan.
      for (const day of [1, 3, 5]) {
        t.clock.set(new Date(failedAt + day * DAY + 1000));
        expect(await bill()).toMatchObject({ failed: 1 });
      }
      const during = await get<StaffDunningQueueResponse>('/api/staff/v1/queues/dunning');
      expect(during.items[0]).toMatchObject({
        attempts: 4,
        next_retry_at: new Date(failedAt + 7 * DAY).toISOString(),
      });
      t.clock.set(new Date(failedAt + 7 * DAY + 1000));
      expect(await bill()).toMatchObject({ expired: 1 });

      const steps = await t.app.db.query<{ step: string; attempt: number | null }>(
        `SELECT step, attempt FROM dunning_steps WHERE subscription_id = $1 ORDER BY seq`,
        [failing.subscriptionId],
      );
      expect(steps).toEqual([
        { step: 'grace_entered', attempt: null },
        { step: 'retry_scheduled', attempt: 1 },
        { step: 'retry_failed', attempt: 1 },
        { step: 'retry_scheduled', attempt: 2 },
        { step: 'retry_failed', attempt: 2 },
        { step: 'retry_scheduled', attempt: 3 },
        { step: 'retry_failed', attempt: 3 },
        { step: 'retry_scheduled', attempt: 4 },
        { step: 'retry_failed', attempt: 4 },
        { step: 'ended_unpaid', attempt: null },
      ]);
      // Append-only.
      await expect(
        t.app.db.query(`UPDATE dunning_steps SET attempt = 9 WHERE subscription_id = $1`, [
          failing.subscriptionId,
        ]),
      ).rejects.toThrow(/append-only/);

      expect((await get<StaffDunningQueueResponse>('/api/staff/v1/queues/dunning')).items).toEqual(
        [],
      );

      const detail = await get<StaffCustomerDetail>(
        `/api/staff/v1/customers/${failing.customerId}`,
      );
      const reference = subscriptionReference(failing.subscriptionId);
      const dunning = detail.timeline
        .filter((entry) => entry.kind.startsWith('dunning_'))
        .reverse();
      expect(dunning.map((entry) => entry.kind)).toEqual([
        'dunning_grace_entered',
        'dunning_retry_scheduled',
        'dunning_retry_failed',
        'dunning_retry_scheduled',
        'dunning_retry_failed',
        'dunning_retry_scheduled',
        'dunning_retry_failed',
        'dunning_retry_scheduled',
        'dunning_retry_failed',
        'dunning_ended_unpaid',
      ]);
      expect(dunning[0]).toMatchObject({
        at: new Date(failedAt).toISOString(),
        detail: `payment_declined; grace until ${new Date(failedAt + 7 * DAY).toISOString()}`,
        subscription_reference: reference,
      });
      expect(dunning[1]).toMatchObject({
        detail: `retry 1 at ${new Date(failedAt + DAY).toISOString()}`,
      });
      expect(dunning[2]).toMatchObject({ detail: 'retry 1: payment_declined' });
      // Newest first, and the step follows the decline that caused it.
      const kinds = detail.timeline.map((entry) => entry.kind);
      expect(kinds.indexOf('dunning_grace_entered')).toBeLessThan(kinds.indexOf('charge_failed'));
    });

    it('records a retry that pays and who started it', async () => {
      const recovering = await buy('recovers@example.com', { declines: true });
      t.clock.set(new Date(recovering.periodEnd + 1000));
      await bill();
      await t.app.db.query(
        `UPDATE subscriptions SET payment_source_token = 'pm_card_visa' WHERE id = $1`,
        [recovering.subscriptionId],
      );
      t.clock.set(new Date(recovering.periodEnd + DAY + 2000));
      expect(await bill()).toMatchObject({ renewed: 1 });
      const steps = await t.app.db.query<{ step: string; initiated_by: string | null }>(
        `SELECT step, initiated_by FROM dunning_steps WHERE subscription_id = $1 ORDER BY seq`,
        [recovering.subscriptionId],
      );
      expect(steps.at(-1)).toEqual({ step: 'retry_succeeded', initiated_by: 'schedule' });
      const detail = await get<StaffCustomerDetail>(
        `/api/staff/v1/customers/${recovering.customerId}`,
      );
      expect(detail.timeline).toContainEqual(
        expect.objectContaining({ kind: 'dunning_retry_succeeded', detail: 'retry 1' }),
      );
      expect((await get<StaffDunningQueueResponse>('/api/staff/v1/queues/dunning')).items).toEqual(
        [],
      );
    });
  });

  describe('disputes', () => {
    const seconds = () => Math.floor(t.clock.now().getTime() / 1000);
    let events = 0;
    async function sendDispute(
      bought: Awaited<ReturnType<typeof buy>>,
      type: 'charge.dispute.created' | 'charge.dispute.updated' | 'charge.dispute.closed',
      status: Stripe.Dispute.Status,
      id: string,
      dueBy: number,
    ) {
      const [invoice] = await t.app.db.query<{
        charge_id: string;
        total_minor: number;
        currency: string;
        payment_intent_id: string | null;
      }>(
        `SELECT charge_id, total_minor, currency, payment_intent_id FROM invoices
         WHERE subscription_id = $1 ORDER BY issued_at LIMIT 1`,
        [bought.subscriptionId],
      );
      const event = {
        id: `evt_queue_${(events += 1)}`,
        object: 'event',
        api_version: '2026-10-28',
        created: seconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: {
          object: {
            id,
            object: 'dispute',
            amount: invoice?.total_minor,
            currency: invoice?.currency.toLowerCase(),
            charge: invoice?.charge_id,
            payment_intent: invoice?.payment_intent_id,
            status,
            reason: 'fraudulent',
            evidence_details: { due_by: dueBy },
            created: seconds(),
          },
        },
      };
      const body = JSON.stringify(event);
      const response = await t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: WEBHOOK_SECRET,
            timestamp: seconds(),
          }),
        },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
    }

    it('lists open disputes with the provider’s reason, status and evidence deadline, kept up to date; closed ones by filter', async () => {
      const one = await buy('disputer-one@example.com');
      const two = await buy('disputer-two@example.com');
      const soon = seconds() + 3 * 86_400;
      const later = seconds() + 9 * 86_400;
      await sendDispute(one, 'charge.dispute.created', 'needs_response', 'dp_one', later);
      await sendDispute(two, 'charge.dispute.created', 'needs_response', 'dp_two', soon);
      await sendDispute(one, 'charge.dispute.updated', 'under_review', 'dp_one', later);

      const open = await get<StaffDisputeQueueResponse>('/api/staff/v1/queues/disputes');
      expect(open.items.map((item) => item.dispute_id)).toEqual(['dp_two', 'dp_one']);
      expect(open.items[1]).toMatchObject({
        provider: 'stripe',
        customer: { id: one.customerId, email: 'disputer-one@example.com' },
        subscription_reference: subscriptionReference(one.subscriptionId),
        reason: 'fraudulent',
        status: 'open',
        provider_status: 'under_review',
        evidence_due_by: new Date(later * 1000).toISOString(),
        closed_at: null,
      });
      expect(open.items[1]?.amount.amount_minor).toBeGreaterThan(0);

      await sendDispute(two, 'charge.dispute.closed', 'lost', 'dp_two', soon);
      const stillOpen = await get<StaffDisputeQueueResponse>('/api/staff/v1/queues/disputes');
      expect(stillOpen.items.map((item) => item.dispute_id)).toEqual(['dp_one']);
      const lost = await get<StaffDisputeQueueResponse>(
        '/api/staff/v1/queues/disputes?status=lost',
      );
      expect(lost.items).toEqual([
        expect.objectContaining({ dispute_id: 'dp_two', status: 'lost', provider_status: 'lost' }),
      ]);
      expect(
        (await get<StaffDisputeQueueResponse>('/api/staff/v1/queues/disputes?status=won')).items,
      ).toEqual([]);
    });
  });

  describe('refund requests', () => {
    it('lists requests in their withdrawal window, soonest first, flags one past its time, and drops withdrawn and done ones', async () => {
      const first = await buy('refund-first@example.com', { monthly: false });
      const request = (bought: Awaited<ReturnType<typeof buy>>, method: 'POST' | 'DELETE') =>
        t.request({
          method,
          url: `/api/v2/subscriptions/${bought.subscriptionId}/refund-revoke`,
          cookie: bought.customerCookie,
        });
      expect((await request(first, 'POST')).statusCode).toBe(202);
      t.clock.advance(HOUR);
      const second = await buy('refund-second@example.com', { monthly: false });
      expect((await request(second, 'POST')).statusCode).toBe(202);
      const withdrawn = await buy('refund-withdrawn@example.com', { monthly: false });
      expect((await request(withdrawn, 'POST')).statusCode).toBe(202);
      expect((await request(withdrawn, 'DELETE')).statusCode).toBe(200);

      const queue = await get<StaffRefundRequestQueueResponse>(
        '/api/staff/v1/queues/refund-requests',
      );
      expect(queue.items.map((item) => item.customer.email)).toEqual([
        'refund-first@example.com',
        'refund-second@example.com',
      ]);
      expect(queue.items[0]).toMatchObject({
        subscription_reference: subscriptionReference(first.subscriptionId),
        overdue: false,
      });
      expect(queue.items[0]?.amount.amount_minor).toBeGreaterThan(0);
      expect(
        (
          await get<StaffRefundRequestQueueResponse>(
            '/api/staff/v1/queues/refund-requests?storefront=elsewhere',
          )
        ).items,
      ).toEqual([]);

      // Past its moment and not carried out (no run yet): flagged for somebody to look.
      t.clock.advance(23 * HOUR + 60_000);
      const late = await get<StaffRefundRequestQueueResponse>(
        '/api/staff/v1/queues/refund-requests',
      );
      expect(late.items.map((item) => item.overdue)).toEqual([true, false]);
      // The run carries out the due one: it leaves the queue.
      expect(await bill()).toMatchObject({ refunded: 1 });
      const after = await get<StaffRefundRequestQueueResponse>(
        '/api/staff/v1/queues/refund-requests',
      );
      expect(after.items.map((item) => item.customer.email)).toEqual(['refund-second@example.com']);
    });
  });

  describe('deletions', () => {
    it('lists pending deletions by erasure date, and the others by status', async () => {
      const later = await buy('delete-later@example.com');
      const sooner = await buy('delete-sooner@example.com');
      const changed = await buy('changed-mind@example.com');
      const now = t.clock.now().getTime();
      const insert = (customerId: string, status: string, completesIn: number) =>
        t.app.db.query(
          `INSERT INTO account_deletions (tenant_id, user_id, status, requested_at, completes_at, cancelled_at)
           VALUES ('burrow', $1, $2, $3, $4, $5)`,
          [
            customerId,
            status,
            new Date(now),
            new Date(now + completesIn),
            status === 'cancelled' ? new Date(now) : null,
          ],
        );
      await insert(later.customerId, 'pending', 14 * DAY);
      await insert(sooner.customerId, 'pending', 2 * DAY);
      await insert(changed.customerId, 'cancelled', 14 * DAY);

      const pending = await get<StaffDeletionQueueResponse>('/api/staff/v1/queues/deletions');
      expect(pending.items.map((item) => item.customer.id)).toEqual([
        sooner.customerId,
        later.customerId,
      ]);
      expect(pending.items[0]).toMatchObject({
        status: 'pending',
        customer: { email: 'delete-sooner@example.com', tenant_id: 'burrow' },
        completes_at: new Date(now + 2 * DAY).toISOString(),
      });
      const cancelled = await get<StaffDeletionQueueResponse>(
        '/api/staff/v1/queues/deletions?status=cancelled',
      );
      expect(cancelled.items.map((item) => item.customer.id)).toEqual([changed.customerId]);
    });

    it('refuses an unknown status filter with 400', async () => {
      const response = await t.request({
        method: 'GET',
        url: '/api/staff/v1/queues/deletions?status=whenever',
        cookie,
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
