import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { createPostgresDatabase } from '../src/db/postgres';
import { runBilling } from '../src/modules/billing/billing-run';
import { createSandboxGateway } from '../src/modules/sandbox-gateway/sandbox-gateway';
import { ManualClock } from '../src/platform/clock';
import { purchase } from './support/purchase';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.runIf(testDatabaseKinds.includes('postgres'))(
  'two billing runs at once on PostgreSQL',
  () => {
    let t: TestApp;
    let url: string;
    beforeAll(async () => {
      t = await createTestApp('postgres');
      const [row] = await t.app.db.query<{ db: string }>('SELECT current_database() AS db');
      const parsed = new URL(process.env.TEST_DATABASE_URL ?? '');
      parsed.pathname = `/${row?.db}`;
      url = parsed.toString();
    });
    afterAll(() => t.close());

    it('renew each due subscription exactly once', async () => {
      const count = 24;
      for (let i = 0; i < count; i += 1) {
        const { response } = await purchase(t, {
          email: `concurrent-${i}@example.com`,
          priceIds: ['vpn-basic-1m-usd'],
        });
        expect(response.statusCode).toBe(201);
      }
      const due = new Date(t.clock.now().getTime() + 32 * 86_400_000);
      // Two independent "servers": each its own connection pool, clock and gateway client, and
      // each renewing with several workers (BILLING_RUN_CONCURRENCY's default).
      const servers = [0, 1].map(() => {
        const db = createPostgresDatabase(url, 4);
        const clock = new ManualClock(due);
        return {
          db,
          ctx: contextOf({
            db,
            config: t.config,
            clock,
            paymentGateway: createSandboxGateway(db, clock),
            log: t.app.log,
          }),
        };
      });
      try {
        const summaries = await Promise.all(servers.map((server) => runBilling(server.ctx)));
        expect(summaries.reduce((sum, s) => sum + s.renewed, 0)).toBe(count);
        const [charges] = await t.app.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'charge' AND operation_key LIKE 'renewal:%'`,
        );
        expect(charges?.n).toBe(count);
        const [gatewayCharges] = await t.app.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM sandbox_gateway_charges WHERE intent_id IS NULL`,
        );
        expect(gatewayCharges?.n).toBe(count);
        const [invoices] = await t.app.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM invoices`,
        );
        expect(invoices?.n).toBe(count * 2);
        // Renewals made at once (two runs, several workers each) still number gap-free.
        const numbers = await t.app.db.query<{ serial: number }>(
          `SELECT split_part(number, '-', 3)::int AS serial FROM invoices ORDER BY 1`,
        );
        const firstSerial = numbers[0]?.serial ?? Number.NaN;
        expect(numbers.map((row) => row.serial)).toEqual(numbers.map((_, i) => firstSerial + i));
        const [unnumbered] = await t.app.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox_emails WHERE subject LIKE '%[[%' OR text_body LIKE '%[[%'`,
        );
        expect(unnumbered?.n).toBe(0);
      } finally {
        await Promise.all(servers.map((server) => server.db.close()));
      }
    });
  },
);
