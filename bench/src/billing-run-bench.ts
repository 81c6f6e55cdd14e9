import { contextOf } from '../../apps/server/src/app-context';
import type { Database, Queryable } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open-database';
import {
  runBilling,
  type BillingRunSummary,
} from '../../apps/server/src/modules/billing/billing-run';
import { configuredGateway } from '../../apps/server/src/modules/payments/configured-gateway';
import { processLogger } from '../../apps/server/src/platform/business-events';
import { ManualClock } from '../../apps/server/src/platform/clock';
import { loadConfig } from '../../apps/server/src/platform/config';
import { startCpuMeter, type CpuPerOperation } from './cpu-accounting';
import { productionEnv } from './server-process';

export interface BillingRunFigures {
  /** How long the sandbox gateway took to answer each charge, as a real provider would. */
  chargeLatencyMs: number;
  renewalsPerSecond: number;
  seconds: number;
  summary: BillingRunSummary;
  seededSeconds: number;
  /** CPU per renewal: the app is the bench's own process, which runs the billing. */
  cpu?: CpuPerOperation;
}

async function columnsOf(db: Queryable, table: string): Promise<string[]> {
  const rows = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/**
 * `count` customers whose subscriptions are all due now, copied in bulk from one customer a
 * real checkout created (so every column — price, tax residence, the gateway's saved card
 * token — is what a purchase writes). The columns are read from the schema, so new columns
 * are copied too.
 */
async function seedDueSubscriptions(
  db: Database,
  count: number,
  now: Date,
  label: string,
): Promise<void> {
  const [template] = await db.query<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM subscriptions
      WHERE billing_system = 'burrow' AND status = 'active' AND payment_source_token IS NOT NULL
      ORDER BY purchased_at LIMIT 1`,
  );
  if (!template) throw new Error('no purchased subscription to copy: the checkout phase made none');
  const userOverrides: Record<string, string> = {
    id: 'gen_random_uuid()',
    email: `'renewal-${label}-' || g || '@bench.burrow.test'`,
    referral_code: `'BENCH${label.toUpperCase()}' || g`,
  };
  const userColumns = await columnsOf(db, 'users');
  const subscriptionOverrides: Record<string, string> = {
    id: 'gen_random_uuid()',
    user_id: 'u.id',
    setup_link_token: 'NULL',
    current_period_start: `$2::timestamptz - interval '1 year'`,
    current_period_end: `$2::timestamptz - interval '1 hour'`,
  };
  const subscriptionColumns = (await columnsOf(db, 'subscriptions')).filter(
    (column) => column !== 'billing_claim' && column !== 'billing_claimed_until',
  );
  const pick = (columns: string[], overrides: Record<string, string>, from: string) =>
    columns.map((column) => overrides[column] ?? `${from}.${column}`).join(', ');
  await db.query(
    `WITH new_users AS (
       INSERT INTO users (${userColumns.join(', ')})
       SELECT ${pick(userColumns, userOverrides, 't')}
         FROM generate_series(1, $1::int) g, users t WHERE t.id = $3
       RETURNING id
     )
     INSERT INTO subscriptions (${subscriptionColumns.join(', ')})
     SELECT ${pick(subscriptionColumns, subscriptionOverrides, 't')}
       FROM new_users u, subscriptions t WHERE t.id = $4`,
    [count, now, template.user_id, template.id],
  );
  await db.exec('ANALYZE');
}

/**
 * Seeds `count` due subscriptions, then times one billing run through its entry point
 * (`runBilling`, what the scheduler and `npm run billing` call) renewing them all, with the
 * sandbox gateway answering each charge after `chargeLatencyMs` as a real provider would.
 * The run is configured as a staging server outside production mode, where the sandbox's
 * latency setting is honoured (production refuses it); the billing run reads nothing else
 * that production mode changes.
 */
export async function measureBillingRun(
  serverEnv: Record<string, string>,
  count: number,
  chargeLatencyMs: number,
): Promise<BillingRunFigures> {
  const config = loadConfig({
    ...productionEnv('http://127.0.0.1'),
    ...serverEnv,
    NODE_ENV: 'test',
    SANDBOX_CHARGE_LATENCY_MS: String(chargeLatencyMs),
    LOG_LEVEL: 'warn',
  });
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const now = new Date();
    const seedStart = performance.now();
    await seedDueSubscriptions(db, count, now, `l${chargeLatencyMs}`);
    const seededSeconds = (performance.now() - seedStart) / 1000;
    const clock = new ManualClock(now);
    const ctx = contextOf({
      db,
      config,
      clock,
      paymentGateway: configuredGateway(config, db, clock),
      log: processLogger(config.logLevel),
    });
    const meter = startCpuMeter();
    const start = performance.now();
    const summary = await runBilling(ctx);
    const seconds = (performance.now() - start) / 1000;
    const cpu = meter?.stop(summary.renewed);
    return {
      ...(cpu ? { cpu } : {}),
      chargeLatencyMs,
      renewalsPerSecond: summary.renewed / seconds,
      seconds,
      summary,
      seededSeconds,
    };
  } finally {
    await db.close();
  }
}
