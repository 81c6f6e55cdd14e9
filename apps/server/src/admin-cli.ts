import { processLogger } from './platform/business-events';
import { contextOf } from './app-context';
import { runCli } from './cli/run-cli';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { configuredGateway } from './modules/payments/configured-gateway';
import { loadDemoClockOffset } from './modules/demo-clock/demo-clock-store';
import { ShiftableClock, systemClock } from './platform/clock';
import { ConfigError, loadConfig } from './platform/config';

/**
 * `npm run burrow -- <group> <command> …`: the operator's tool (service API keys today; see
 * cli/command-groups.ts), on the database the configuration names, like `npm run billing`.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    // The server's time: in demo mode moved by the demo clock (keys expire and deliveries
    // fall due on it), as server.ts builds it.
    const clock = config.demoMode ? new ShiftableClock(await loadDemoClockOffset(db)) : systemClock;
    const ctx = contextOf({
      db,
      config,
      clock,
      paymentGateway: configuredGateway(config, db, clock),
      log: processLogger(config.logLevel),
    });
    return await runCli(process.argv.slice(2), {
      ctx,
      print: (line) => console.log(line),
      printError: (line) => console.error(line),
    });
  } finally {
    await db.close();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
