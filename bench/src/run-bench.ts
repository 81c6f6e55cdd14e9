import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadBenchConfig, type BenchConfig } from './bench-config';
import {
  createPgliteBenchDatabase,
  createPostgresBenchDatabase,
  type BenchDatabase,
} from './bench-database';
import type { BenchResults, DatabaseResults } from './bench-results';
import { measureBillingRun, type BillingRunFigures } from './billing-run-bench';
import { measureCheckout } from './checkout-load';
import { startCpuMeter, type CpuPerOperation } from './cpu-accounting';
import { firstLoadJs } from './first-load-js';
import { measureAtRate, measureThroughput, warmUp } from './http-load';
import { auditPages, type PageToAudit } from './lighthouse-pages';
import { describeMachine, loadAverage } from './machine';
import { buildForBench, type BuiltApp } from './production-build';
import { writeReport } from './report';
import { startBareBaseline, startBurrow, startHelloWorld } from './server-process';
import { readSuiteTiming } from './suite-timing';

/**
 * The pages are measured in English; the app loads the locale's catalogue (parsed at build
 * time) on demand before its first render (decision 0137), so it is part of every first load.
 */
const ENGLISH_CATALOGUE = 'src/i18n/messages/en.json?compiled';

/** The three pages of the issue, and the lazy route modules each loads first. */
const PAGES = [
  {
    name: 'plan page',
    path: '/order',
    modules: ['src/features/order/routes/order-route.tsx'],
  },
  {
    name: 'checkout',
    path: '/checkout?offer=default&price=vpn-premium-12m-usd',
    modules: ['src/features/checkout/routes/checkout-route.tsx'],
  },
  {
    name: 'dashboard',
    path: '/subscriptions',
    modules: [
      'src/shell/account-layout.tsx',
      'src/features/subscriptions/routes/dashboard-route.tsx',
    ],
    signedIn: true,
  },
] as const;

const DASHBOARD_PATH = '/api/v2/subscriptions/';
/** Due subscriptions of the billing run whose charges each wait on the provider. */
const LATENCY_RUN_RENEWALS = 2_000;

function git(config: BenchConfig, args: string[]): string {
  return execFileSync('git', args, { cwd: config.repoRoot, encoding: 'utf8' });
}

function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function benchDatabase(
  config: BenchConfig,
  built: BuiltApp,
  kind: 'pglite' | 'postgres',
  lighthouse: boolean,
): Promise<DatabaseResults> {
  const database: BenchDatabase =
    kind === 'postgres'
      ? await createPostgresBenchDatabase(config.postgresAdminUrl)
      : createPgliteBenchDatabase(config.workDir);
  const load: Record<string, string> = {};
  const { durationSeconds: seconds, connections, fixedRate } = config;
  try {
    load.baseline = loadAverage();
    log(`${kind}: hello-world baseline`);
    const hello = await startHelloWorld();
    let baseline: DatabaseResults['baseline'];
    try {
      await warmUp(hello.baseUrl, { path: '/' });
      baseline = {
        throughput: await measureThroughput(hello.baseUrl, { path: '/' }, connections, seconds),
        atRate: await measureAtRate(hello.baseUrl, { path: '/' }, fixedRate, seconds),
      };
    } finally {
      await hello.stop();
    }

    log(`${kind}: starting Burrow (migrations run at start)`);
    const burrow = await startBurrow(built.serverEntry, {
      ...database.serverEnv,
      WEB_DIST_DIR: built.webDistDir,
    });
    let checkout;
    const cpu: NonNullable<DatabaseResults['cpu']> = {};
    const record = (phase: keyof typeof cpu, figures: CpuPerOperation | undefined): void => {
      if (figures) cpu[phase] = figures;
    };
    let dashboard: DatabaseResults['dashboard'];
    let bareBaseline: DatabaseResults['bareBaseline'];
    const lighthouseFigures: DatabaseResults['lighthouse'] = {};
    try {
      load.checkout = loadAverage();
      log(`${kind}: checkout`);
      await measureCheckout(burrow.baseUrl, connections, 3, `${kind}-warm`);
      const checkoutMeter = startCpuMeter(burrow.pid);
      const { sessionCookies, ...checkoutFigures } = await measureCheckout(
        burrow.baseUrl,
        connections,
        seconds,
        kind,
      );
      record('checkout', checkoutMeter?.stop(checkoutFigures.completed));
      checkout = checkoutFigures;
      if (sessionCookies.length === 0)
        throw new Error('no checkout completed: nobody to sign in as');

      load.dashboard = loadAverage();
      log(`${kind}: GET ${DASHBOARD_PATH} as ${sessionCookies.length} customers`);
      const shape = { path: DASHBOARD_PATH, cookies: sessionCookies };
      await warmUp(burrow.baseUrl, shape);
      const dashboardMeter = startCpuMeter(burrow.pid);
      const dashboardThroughput = await measureThroughput(
        burrow.baseUrl,
        shape,
        connections,
        seconds,
      );
      record('dashboard', dashboardMeter?.stop(dashboardThroughput.requests));
      dashboard = {
        throughput: dashboardThroughput,
        atRate: await measureAtRate(burrow.baseUrl, shape, fixedRate, seconds),
      };
      if (database.serverEnv.DATABASE_URL) {
        log(`${kind}: the same request on the bare baseline route`);
        const bare = await startBareBaseline(database.serverEnv.DATABASE_URL);
        try {
          await warmUp(bare.baseUrl, shape);
          const bareMeter = startCpuMeter(bare.pid);
          const bareThroughput = await measureThroughput(bare.baseUrl, shape, connections, seconds);
          record('bareBaseline', bareMeter?.stop(bareThroughput.requests));
          bareBaseline = {
            throughput: bareThroughput,
            atRate: await measureAtRate(bare.baseUrl, shape, fixedRate, seconds),
          };
        } finally {
          await bare.stop();
        }
      }

      if (lighthouse) {
        load.lighthouse = loadAverage();
        log(`${kind}: Lighthouse`);
        const pages: PageToAudit[] = PAGES.map((page) => ({
          name: page.name,
          path: page.path,
          ...('signedIn' in page ? { cookie: sessionCookies[0] } : {}),
        }));
        const audited = await auditPages(
          config.chromePath,
          burrow.baseUrl,
          pages,
          config.lighthouseRuns,
        );
        for (const [name, figures] of audited) lighthouseFigures[name] = figures;
      }
    } finally {
      await burrow.stop();
    }

    load.billing = loadAverage();
    log(`${kind}: billing run over ${config.renewals} due subscriptions`);
    const billing = await measureBillingRun(database.serverEnv, config.renewals, 0);
    // PGlite renews one at a time by design: a provider's latency would only be summed there.
    let billingWithLatency: BillingRunFigures | undefined;
    if (kind === 'postgres' && config.chargeLatencyMs > 0) {
      load.billingWithLatency = loadAverage();
      // The budget is a rate: fewer renewals measure it as well, and a run that waits on the
      // provider would otherwise take an hour at today's concurrency.
      const renewals = Math.min(config.renewals, LATENCY_RUN_RENEWALS);
      log(
        `${kind}: billing run over ${renewals} more, the sandbox answering each charge after ${config.chargeLatencyMs} ms`,
      );
      billingWithLatency = await measureBillingRun(
        database.serverEnv,
        renewals,
        config.chargeLatencyMs,
      );
    }
    return {
      database: kind,
      databaseVersion: await database.describe(),
      baseline,
      dashboard,
      ...(bareBaseline ? { bareBaseline } : {}),
      checkout,
      ...(Object.keys(cpu).length > 0 ? { cpu } : {}),
      billing,
      ...(billingWithLatency ? { billingWithLatency } : {}),
      lighthouse: lighthouseFigures,
      load,
    };
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  const config = loadBenchConfig();
  const startedAt = new Date().toISOString();
  const machine = describeMachine(config.chromePath);
  const lighthouse = config.lighthouse && machine.chromium !== 'not found';
  log('building (production)');
  const built = buildForBench(config);
  const firstLoad = Object.fromEntries(
    PAGES.map((page) => [
      page.name,
      firstLoadJs(built.manifestPath, built.webDistDir, [...page.modules, ENGLISH_CATALOGUE]),
    ]),
  );
  const databases: DatabaseResults[] = [];
  for (const kind of config.databases) {
    databases.push(await benchDatabase(config, built, kind, lighthouse));
  }
  const results: BenchResults = {
    date: config.resultsDate,
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: git(config, ['rev-parse', '--short', 'HEAD']).trim(),
    uncommittedFiles: git(config, ['status', '--porcelain', '--', '.', ':!bench/results'])
      .split('\n')
      .filter(Boolean).length,
    machine,
    settings: {
      durationSeconds: config.durationSeconds,
      connections: config.connections,
      fixedRate: config.fixedRate,
      renewals: config.renewals,
      chargeLatencyMs: config.chargeLatencyMs,
      lighthouseRuns: lighthouse ? config.lighthouseRuns : 0,
    },
    firstLoadJs: firstLoad,
    databases,
  };
  const suite = readSuiteTiming(config.suiteTimingFile);
  if (suite) results.suite = suite;
  const file = writeReport(path.join(config.repoRoot, 'bench/results'), results);
  log(`wrote ${path.relative(config.repoRoot, file)}`);
}

await main();
