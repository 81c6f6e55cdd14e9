import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { deliverPendingEmails, smtpTransport } from './modules/notifications/email-sender';
import { watchEmailBacklog } from './modules/notifications/outbox-backlog';
import { completeDueDeletions } from './modules/identity/account-deletion-service';
import { pruneExpiredSessions } from './modules/identity/session-store';
import { pruneExpiredStaffSessions } from './modules/staff/staff-session-store';
import { ShiftableClock, systemClock } from './platform/clock';
import { shareDemoClock } from './modules/demo-clock/demo-clock-sharing';
import { runBilling } from './modules/billing/billing-run';
import { deliverDueWebhooks } from './modules/outbound-webhooks/webhook-delivery';
import { runSandboxFulfilment } from './modules/fulfilment/sandbox-fulfiller';
import { contextOf } from './app-context';
import {
  ConfigError,
  loadConfig,
  sandboxInProductionWarning,
  type Config,
} from './platform/config';
import { pruneRateLimits } from './platform/rate-limiter';
import { createScheduler, type Scheduler } from './platform/scheduler';
import { seedDemoData } from './seed/seed-demo-data';
import { seedDemoStaff } from './seed/demo-staff';

// Longer than any request should take; past it (counted after the drain) shutdown gives up
// and exits non-zero.
const SHUTDOWN_TIMEOUT_MS = 15_000;
// Long enough for a customer to see "being set up", short enough that demo add-ons arrive
// while they watch.
const SANDBOX_FULFILMENT_INTERVAL_MS = 5_000;

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let db: Database;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const applied = await migrate(db);
  // Demo mode's clock can be moved forward by the operator, on any node (modules/demo-clock);
  // production runs on the system clock and never builds it.
  const demoClock = config.demoMode ? new ShiftableClock() : undefined;
  const demoClockSharing = demoClock ? await shareDemoClock(db, demoClock) : undefined;
  const clock = demoClock ?? systemClock;
  const seeded = config.seedDemoData ? await seedDemoData(db, clock.now()) : false;
  if (config.seedDemoData) await seedDemoStaff(db, clock.now(), config);
  const app = await buildApp({ config, db, clock });
  if (demoClockSharing) app.addHook('onClose', () => demoClockSharing.close());
  app.log.info(
    {
      database: db.kind,
      migrations: applied.length,
      seededDemoData: seeded,
      demoMode: config.demoMode,
    },
    'database ready',
  );
  // Which provider takes payments and whether real money moves; never a key.
  app.log.info(
    { paymentProvider: config.paymentProvider, paymentTestMode: config.paymentTestMode },
    'payments ready',
  );
  const sandboxWarning = sandboxInProductionWarning(config);
  if (sandboxWarning) app.log.warn({ paymentProvider: config.paymentProvider }, sandboxWarning);
  // How email leaves, never SMTP_URL itself (it holds the mail server's password).
  const emailDelivery = config.emailDelivery.mode;
  if (emailDelivery === 'off' && !config.demoMode) {
    app.log.warn({ emailDelivery }, 'email delivery is off (EMAIL_DELIVERY=off): no email is sent');
  } else {
    app.log.info({ emailDelivery }, 'email ready');
  }

  const scheduler = startBackgroundWork(app, config, db);
  installShutdown(app, db, scheduler, config.shutdownDrainSeconds);
  await app.listen({ host: config.host, port: config.port });
}

function startBackgroundWork(app: FastifyInstance, config: Config, db: Database): Scheduler {
  const scheduler = createScheduler(app.log);
  if (config.emailDelivery.mode === 'smtp') {
    const transport = smtpTransport(config.emailDelivery.smtpUrl);
    scheduler.every('email delivery', 2_000, () =>
      deliverPendingEmails(db, transport, config.mailFrom, app.clock, app.log),
    );
    app.addHook('onClose', async () => transport.close());
    // Only where email is meant to leave: elsewhere the queue never empties by design.
    const backlog = watchEmailBacklog({
      db,
      clock: app.clock,
      log: app.log,
      warnAfterSeconds: config.emailBacklogWarnSeconds,
    });
    scheduler.every('email backlog', 60_000, () => backlog.check());
  }
  if (config.billingRunIntervalSeconds > 0) {
    scheduler.every('billing run', config.billingRunIntervalSeconds * 1000, () =>
      runBilling(contextOf(app)),
    );
  }
  if (config.sandboxFulfilment) {
    scheduler.every('sandbox fulfilment', SANDBOX_FULFILMENT_INTERVAL_MS, () =>
      runSandboxFulfilment(contextOf(app), app.log),
    );
  }
  // Outbound webhooks go out in every mode: the endpoints are the storefront's own receivers.
  scheduler.every('webhook delivery', 2_000, () => deliverDueWebhooks(app));
  scheduler.every('housekeeping', 10 * 60_000, async () => {
    const now = app.clock.now();
    await pruneExpiredSessions(db, now);
    await pruneExpiredStaffSessions(db, now);
    await pruneRateLimits(db, now);
    await completeDueDeletions(contextOf(app));
  });
  return scheduler;
}

/**
 * On SIGTERM/SIGINT: answer not-ready at once and keep serving for the drain delay, so the
 * load balancer takes this server out of rotation before its listener closes (decision
 * 0116); then stop accepting connections, let in-flight requests finish, stop background
 * work, close the database, exit 0.
 */
function installShutdown(
  app: FastifyInstance,
  db: Database,
  scheduler: Scheduler,
  drainSeconds: number,
): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.readiness.startDraining();
    app.log.info({ signal, drainSeconds }, 'shutting down: draining');
    await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await scheduler.stop();
      await db.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

await start();
