import { randomUUID } from 'node:crypto';
import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paidPurchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, sessionCookieFrom, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const FAILED = 'autobill-failed@demo.burrow.test';

/** The console's actions on a customer's account (decision 0122), through HTTP. */
describe.each(testDatabaseKinds)('staff account actions on %s', (kind) => {
  let t: TestApp;
  let support: string;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
    support = await staffSessionCookie(t, 'support');
    admin = await staffSessionCookie(t, 'admin');
  });
  afterEach(() => t.close());

  const post = (
    endpoint: keyof typeof staffEndpoints,
    params: Record<string, string>,
    payload: object,
    cookie: string,
  ) =>
    t.request({
      method: staffEndpoints[endpoint].method,
      url: staffPathOf(staffEndpoints[endpoint].path, params),
      payload,
      cookie,
    });
  const auditOf = (action: string) =>
    t.app.db.query<{
      customer_id: string | null;
      target: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      reason: string | null;
    }>(
      `SELECT customer_id, target, before, after, reason FROM staff_audit_log WHERE action = $1 ORDER BY seq`,
      [action],
    );
  const userId = async (email: string) =>
    (await t.app.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]))[0]
      ?.id ?? '';

  describe('retrying a failed payment', () => {
    const dueInvoice = async () =>
      (
        await t.app.db.query<{ id: string; number: string }>(
          `SELECT i.id, i.number FROM invoices i JOIN users u ON u.id = i.user_id
            WHERE u.email = $1 AND i.status = 'payment_due'`,
          [FAILED],
        )
      )[0];
    const retry = (invoiceId: string, extra: object = {}, cookie = support) =>
      post(
        'staffRetryPayment',
        { invoiceId },
        { reason: 'Customer fixed their card', idempotency_key: randomUUID(), ...extra },
        cookie,
      );

    it('answers a decline with its reason and keeps the dunning schedule, as the customer’s own retry', async () => {
      const invoice = await dueInvoice();
      const [before] = await t.app.db.query<{ dunning_attempts: number; next_retry_at: Date }>(
        `SELECT dunning_attempts, next_retry_at FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
        [FAILED],
      );
      const response = await retry(invoice?.id ?? '');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        outcome: 'declined',
        decline_reason: 'payment_declined',
        invoice: { number: invoice?.number, status: 'payment_due' },
      });
      const [after] = await t.app.db.query<{
        dunning_attempts: number;
        next_retry_at: Date;
        customer_retry_attempts: number;
      }>(
        `SELECT dunning_attempts, next_retry_at, customer_retry_attempts FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
        [FAILED],
      );
      expect(after).toMatchObject({
        dunning_attempts: before?.dunning_attempts,
        next_retry_at: before?.next_retry_at,
        customer_retry_attempts: 1,
      });
      const [entry] = await auditOf('payment.retried');
      expect(entry).toMatchObject({
        customer_id: await userId(FAILED),
        target: `invoice:${invoice?.id}`,
        reason: 'Customer fixed their card',
        before: { invoice_status: 'payment_due' },
        after: { invoice_status: 'payment_due', outcome: 'declined' },
      });
    });

    it('pays the invoice with the stored method once it works, once per key, then has nothing to retry', async () => {
      const invoice = await dueInvoice();
      await t.app.db.query(
        `UPDATE subscriptions SET payment_source_token = 'pm_card_visa'
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [FAILED],
      );
      const key = randomUUID();
      const first = await retry(invoice?.id ?? '', { idempotency_key: key });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        outcome: 'paid',
        decline_reason: null,
        invoice: { status: 'paid' },
        subscription: { status: 'active' },
      });
      const charges = async () =>
        (
          await t.app.db.query(
            `SELECT id FROM ledger_entries WHERE user_id = $1 AND kind = 'charge'`,
            [await userId(FAILED)],
          )
        ).length;
      const charged = await charges();
      // The same key answers the first outcome again and charges nothing more.
      const repeat = await retry(invoice?.id ?? '', { idempotency_key: key });
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual(first.json());
      expect(await charges()).toBe(charged);
      expect(await auditOf('payment.retried')).toHaveLength(1);
      // The customer sees it paid.
      const cookie = await signIn(t, FAILED);
      const invoices = (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json()
        .invoices as { number: string; status: string }[];
      expect(invoices.find((row) => row.number === invoice?.number)?.status).toBe('paid');
      // A new key: nothing is due any more.
      const again = await retry(invoice?.id ?? '');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('nothing_to_retry');
    });

    it('refuses a paid invoice (409), an unknown one (404), a missing reason (400) and a key used elsewhere (409)', async () => {
      const paid = await paidPurchase(t, 'paid-up@example.com');
      expect((await retry(paid.invoiceId)).json().error.code).toBe('nothing_to_retry');
      expect((await retry(randomUUID())).statusCode).toBe(404);
      const invoice = await dueInvoice();
      expect((await retry(invoice?.id ?? '', { reason: ' ' })).statusCode).toBe(400);
      const key = randomUUID();
      expect((await retry(invoice?.id ?? '', { idempotency_key: key })).statusCode).toBe(200);
      const reused = await retry(paid.invoiceId, { idempotency_key: key });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.code).toBe('idempotency_key_reused');
    });
  });

  describe('resending an email', () => {
    it('queues a copy to the customer, leaves the original as it was, and repeats nothing on the same key', async () => {
      const email = 'resend-me@example.com';
      await paidPurchase(t, email);
      const [original] = await t.app.db.query<{
        id: string;
        subject: string;
        text_body: string;
        created_at: Date;
      }>(
        `SELECT id, subject, text_body, created_at FROM outbox_emails WHERE to_address = $1 ORDER BY created_at LIMIT 1`,
        [email],
      );
      const count = async () =>
        (await t.app.db.query(`SELECT id FROM outbox_emails WHERE to_address = $1`, [email]))
          .length;
      const before = await count();
      const key = randomUUID();
      const resend = () =>
        post(
          'staffResendEmail',
          { emailId: original?.id ?? '' },
          { idempotency_key: key },
          support,
        );
      const first = await resend();
      expect(first.statusCode, first.body).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({
        customer_id: await userId(email),
        original_email_id: original?.id,
        email: { subject: original?.subject, to: email },
      });
      expect(body.email.id).not.toBe(original?.id);
      const [copy] = await t.app.db.query<{ text_body: string; sent_at: Date | null }>(
        `SELECT text_body, sent_at FROM outbox_emails WHERE id = $1`,
        [String(body.email.id)],
      );
      expect(copy).toEqual({ text_body: original?.text_body, sent_at: null });
      const [unchanged] = await t.app.db.query<{ created_at: Date }>(
        `SELECT created_at FROM outbox_emails WHERE id = $1`,
        [original?.id ?? ''],
      );
      expect(unchanged?.created_at).toEqual(original?.created_at);
      expect((await resend()).json()).toEqual(body);
      expect(await count()).toBe(before + 1);
      const entries = await auditOf('email.resent');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        target: `email:${original?.id}`,
        after: { email_id: body.email.id },
      });
      // Ids only: the address stays out of a log that outlives an erased account.
      expect(JSON.stringify(entries[0])).not.toContain(email);
      // The customer's page lists the copy, pending until the outbox sends it.
      const page = (
        await t.request({
          method: 'GET',
          url: staffPathOf(staffEndpoints.staffCustomer.path, { customerId: body.customer_id }),
          cookie: support,
        })
      ).json();
      expect(page.emails).toContainEqual(
        expect.objectContaining({ id: body.email.id, status: 'pending' }),
      );
    });

    it('refuses an email to nobody’s current address and an unknown one (404)', async () => {
      const id = await t.app.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO outbox_emails (tenant_id, to_address, subject, text_body, created_at, next_attempt_at)
           VALUES ('burrow', 'stranger@example.com', 'Hi', 'Hi', $1, $1) RETURNING id`,
          [t.clock.now()],
        );
        return row?.id ?? '';
      });
      const stranger = await post(
        'staffResendEmail',
        { emailId: id },
        { idempotency_key: randomUUID() },
        support,
      );
      expect(stranger.statusCode).toBe(404);
      const unknown = await post(
        'staffResendEmail',
        { emailId: randomUUID() },
        { idempotency_key: randomUUID() },
        support,
      );
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('ending every session', () => {
    it('signs the customer out everywhere, with the reason in the audit log', async () => {
      const email = 'active@demo.burrow.test';
      const bought = { customerId: await userId(email) };
      const first = await signIn(t, email);
      const second = await signIn(t, email);
      const me = (cookie: string) => t.request({ method: 'GET', url: '/api/v2/users/me', cookie });
      expect((await me(second)).statusCode).toBe(200);
      const response = await post(
        'staffEndCustomerSessions',
        { customerId: bought.customerId },
        { reason: 'Customer reported a stolen laptop' },
        support,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ customer_id: bought.customerId, ended: 2 });
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(401);
      // A repeat ends nothing more.
      const repeat = await post(
        'staffEndCustomerSessions',
        { customerId: bought.customerId },
        { reason: 'Customer reported a stolen laptop' },
        support,
      );
      expect(repeat.json().ended).toBe(0);
      expect((await auditOf('customer.sessions_ended'))[0]).toMatchObject({
        customer_id: bought.customerId,
        before: { sessions: 2 },
        after: { sessions: 0 },
        reason: 'Customer reported a stolen laptop',
      });
    });

    it('requires a reason (400) and a customer (404)', async () => {
      const bought = await paidPurchase(t, 'no-reason@example.com');
      const missing = await post(
        'staffEndCustomerSessions',
        { customerId: bought.customerId },
        { reason: 'x' },
        support,
      );
      expect(missing.statusCode).toBe(400);
      const unknown = await post(
        'staffEndCustomerSessions',
        { customerId: randomUUID() },
        { reason: 'A real reason' },
        support,
      );
      expect(unknown.statusCode).toBe(404);
      expect(await auditOf('customer.sessions_ended')).toEqual([]);
    });
  });

  describe('account deletion', () => {
    it('starts and cancels the customer’s own deletion, with the same emails and state they see', async () => {
      const email = 'leaving@example.com';
      const bought = await paidPurchase(t, email);
      const cookie = sessionCookieFrom(bought.response);
      const deletionSeen = async () =>
        (await t.request({ method: 'GET', url: '/api/v2/users/deletion', cookie })).json();
      const emails = async () =>
        (
          await t.app.db.query<{ subject: string }>(
            `SELECT subject FROM outbox_emails WHERE to_address = $1 ORDER BY created_at, id`,
            [email],
          )
        ).map((row) => row.subject);
      const before = await emails();
      const start = () =>
        post(
          'staffStartDeletion',
          { customerId: bought.customerId },
          { reason: 'Asked by phone, identity checked' },
          admin,
        );
      const started = await start();
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json()).toMatchObject({
        customer_id: bought.customerId,
        changed: true,
        deletion: { status: 'pending' },
      });
      expect(await deletionSeen()).toMatchObject({
        status: 'pending',
        completes_at: started.json().deletion.completes_at,
      });
      const afterStart = await emails();
      expect(afterStart).toHaveLength(before.length + 1);
      // The email the customer's own request sends.
      expect(afterStart.filter((subject) => /delet/i.test(subject))).toHaveLength(1);
      const repeat = await start();
      expect(repeat.json()).toMatchObject({ changed: false, deletion: started.json().deletion });
      expect(await emails()).toEqual(afterStart);
      expect(await auditOf('deletion.started')).toHaveLength(1);

      const cancel = () =>
        post(
          'staffCancelDeletion',
          { customerId: bought.customerId },
          { reason: 'Changed their mind on the phone' },
          admin,
        );
      const cancelled = await cancel();
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ changed: true, deletion: { status: 'none' } });
      expect((await deletionSeen()).status).toBe('none');
      expect(await emails()).toHaveLength(afterStart.length + 1);
      expect((await cancel()).json()).toMatchObject({ changed: false });
      expect(await emails()).toHaveLength(afterStart.length + 1);
      const [entry] = await auditOf('deletion.cancelled');
      expect(entry).toMatchObject({
        customer_id: bought.customerId,
        before: { deletion: 'pending' },
        after: { deletion: 'cancelled' },
        reason: 'Changed their mind on the phone',
      });
    });

    it('is for admins only, and requires a reason', async () => {
      const bought = await paidPurchase(t, 'staying@example.com');
      const bySupport = await post(
        'staffStartDeletion',
        { customerId: bought.customerId },
        { reason: 'Asked by phone' },
        support,
      );
      expect(bySupport.statusCode).toBe(403);
      const noReason = await post(
        'staffStartDeletion',
        { customerId: bought.customerId },
        {},
        admin,
      );
      expect(noReason.statusCode).toBe(400);
      expect(await auditOf('deletion.started')).toEqual([]);
    });
  });
});
