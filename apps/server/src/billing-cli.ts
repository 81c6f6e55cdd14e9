import { parseArgs } from 'node:util';
import { contextOf } from './app-context';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { runBilling } from './modules/billing/billing-run';
import { configuredGateway } from './modules/payments/configured-gateway';
import { processLogger } from './platform/business-events';
import { ManualClock } from './platform/clock';
import { ConfigError, loadConfig, sandboxInProductionWarning } from './platform/config';

/**
 * `npm run billing -- --until <ISO date>`: one billing run as of that moment (default now),
 * on the configured database, for operators and cron. Several can run at once on
 * PostgreSQL; work is claimed with SKIP LOCKED.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { until: { type: 'string' } } });
  const until = values.until ? new Date(values.until) : new Date();
  if (Number.isNaN(until.getTime()))
    throw new ConfigError([`--until is not a date: ${values.until}`]);
  // The server's rules: production without a payment provider refuses, here as there.
  const config = loadConfig();
  const sandboxWarning = sandboxInProductionWarning(config);
  if (sandboxWarning) console.warn(sandboxWarning);
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const clock = new ManualClock(until);
    const summary = await runBilling(
      contextOf({
        db,
        config,
        clock,
        paymentGateway: configuredGateway(config, db, clock),
        log: processLogger(config.logLevel),
      }),
    );
    console.log(JSON.stringify({ until: until.toISOString(), ...summary }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
