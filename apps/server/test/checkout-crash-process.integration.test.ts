import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  freePort,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from './support/server-process';
import { createTestDatabase } from './support/test-database';

const BUYERS = 6;
const CUSTOMER = { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' };

/**
 * Decision 0072, as an operator would see it: checkouts captured at the gateway are held
 * just before commit (a test connection holds the tenant's invoice counter, which the
 * recording transaction takes last), and the server process is killed with SIGKILL. After
 * a restart one buyer retries under the same attempt id and one under a new id — neither
 * waits for the dead process's claims — and nobody comes back for the others; the billing
 * run then refunds those. Every capture ends with exactly one paid invoice or a full refund.
 *
 * It needs a second connection to hold the lock from outside the server, so it runs on
 * PostgreSQL only; on PGlite the same crash is made in process by
 * checkout-recovery.integration.test.ts.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a server killed between capture and commit',
  () => {
    const started: ServerProcess[] = [];
    let close: (() => Promise<void>) | undefined;
    afterAll(async () => {
      for (const server of started) server.child.kill('SIGKILL');
      await Promise.all(started.map((server) => server.exited));
      await close?.();
    });

    async function boot(databaseUrl: string): Promise<ServerProcess> {
      const server = startServerProcess({
        DATABASE_URL: databaseUrl,
        PORT: String(await freePort()),
        SEED_DEMO_DATA: 'false',
        BILLING_RUN_INTERVAL_SECONDS: '0',
      });
      started.push(server);
      await waitUntilHealthy(server, 60_000);
      return server;
    }

    async function post(server: ServerProcess, url: string, body: unknown) {
      const response = await fetch(`${server.baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, text, cookies: response.headers.getSetCookie() };
    }

    async function paidCheckoutBody(server: ServerProcess, n: number) {
      const priceIds = ['vpn-basic-1m-usd'];
      const estimate = await post(server, '/api/v1/estimate', {
        offerId: 'default',
        priceIds,
        customer: CUSTOMER,
      });
      expect(estimate.status, estimate.text).toBe(200);
      const checkoutAttemptId = `killed-checkout-${n}`;
      const intent = await post(server, '/api/v1/payment-intent', {
        checkoutAttemptId,
        amount: JSON.parse(estimate.text).dueToday,
        paymentMethodType: 'card',
      });
      expect(intent.status, intent.text).toBe(201);
      const { paymentIntentId, chargebeeBody } = JSON.parse(intent.text);
      const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
      const confirmed = await post(
        server,
        `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`,
        {
          client_secret: clientSecret,
          test_token: 'tok_visa',
        },
      );
      expect(confirmed.status, confirmed.text).toBeLessThan(300);
      return {
        priceId: priceIds[0],
        priceIds,
        paymentIntentId: paymentIntentId as string,
        checkoutAttemptId,
        paymentSourceType: 'card',
        offerId: 'default',
        customer: { ...CUSTOMER, email: `killed-${n}@example.com` },
      };
    }

    const count = async (db: Database, sql: string) =>
      (await db.query<{ n: number }>(sql))[0]?.n ?? -1;

    it('leaves every capture paid by exactly one invoice or refunded in full', async () => {
      const database = await createTestDatabase('postgres');
      close = () => database.db.close();
      const { db } = database;
      const url = database.url ?? '';
      const first = await boot(url);
      const bodies = [];
      for (let n = 0; n < BUYERS; n += 1) bodies.push(await paidCheckoutBody(first, n));

      // Recording transactions take the invoice counter last: held here, none can commit.
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query(`SELECT 1 FROM invoice_sequences WHERE tenant_id = 'burrow' FOR UPDATE`);
      const inFlight = bodies.map((body) =>
        post(first, '/api/v1/checkout', body).catch(() => 'no answer'),
      );
      const captured = `SELECT count(*)::int AS n FROM sandbox_gateway_charges WHERE status = 'succeeded'`;
      const waitingOnCounter = `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%invoice_sequences%'`;
      for (let tries = 0; tries < 600; tries += 1) {
        if (
          (await count(db, captured)) === BUYERS &&
          (await count(db, waitingOnCounter)) === BUYERS
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await count(db, captured)).toBe(BUYERS);

      first.child.kill('SIGKILL');
      await first.exited;
      await Promise.all(inFlight);
      await locker.query('ROLLBACK');
      await locker.end();
      expect(await count(db, 'SELECT count(*)::int AS n FROM invoices')).toBe(0);
      expect(await count(db, 'SELECT count(*)::int AS n FROM users')).toBe(0);

      // Restarted at once: the dead process's claims block neither retry.
      const second = await boot(url);
      const sameAttempt = await post(second, '/api/v1/checkout', bodies[0]);
      expect(sameAttempt.status, sameAttempt.text).toBe(201);
      expect(sameAttempt.cookies.join(';')).toMatch(/burrow_session=/);
      const newAttempt = await post(second, '/api/v1/checkout', {
        ...bodies[1],
        checkoutAttemptId: 'killed-checkout-1-retry',
      });
      expect(newAttempt.status, newAttempt.text).toBe(201);

      // Nobody comes back for the others: the billing run gives their money back.
      const run = await post(second, '/api/dev/clock/advance', { days: 1 });
      expect(run.status, run.text).toBe(200);

      const charges = await db.query<{ amount: number; refunded: number; paid: number }>(
        `SELECT c.amount_minor::int AS amount,
              COALESCE((SELECT sum(r.amount_minor) FROM sandbox_gateway_refunds r WHERE r.charge_id = c.id), 0)::int AS refunded,
              (SELECT count(*) FROM invoices i WHERE i.charge_id = c.id AND i.status = 'paid'
                 AND i.total_minor = c.amount_minor)::int AS paid
         FROM sandbox_gateway_charges c WHERE c.status = 'succeeded'`,
      );
      expect(charges).toHaveLength(BUYERS);
      const paid = charges.filter((c) => c.paid === 1 && c.refunded === 0);
      const refunded = charges.filter((c) => c.paid === 0 && c.refunded === c.amount);
      expect(paid).toHaveLength(2);
      expect(refunded).toHaveLength(BUYERS - 2);
      expect(
        await count(
          db,
          'SELECT count(*)::int AS n FROM checkout_payments WHERE settled_at IS NULL',
        ),
      ).toBe(0);
      expect(await count(db, 'SELECT count(*)::int AS n FROM users')).toBe(2);
    }, 180_000);
  },
);
