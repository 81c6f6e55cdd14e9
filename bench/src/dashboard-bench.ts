import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadBenchConfig } from './bench-config';
import { createPostgresBenchDatabase } from './bench-database';
import { measureCheckout } from './checkout-load';
import { startCpuMeter } from './cpu-accounting';
import { measureAtRate, measureThroughput, warmUp, type LoadFigures } from './http-load';
import { loadAverage } from './machine';
import { startBareBaseline, startBurrow } from './server-process';

/**
 * `npm run bench:dashboard`: only the dashboard-vs-bare-route measurement of the full bench
 * (run-bench.ts, phase 3 on PostgreSQL), for working on that budget in minutes rather than
 * the full run's hour. Builds the server bundle alone (the dashboard's API needs no web
 * build), buys a few seconds of checkouts to have customers to sign in as, then measures
 * the same request on Burrow and on the bare baseline route, the same way as the full bench.
 * Prints the figures; writes no results file. With `BENCH_CPU_PROFILE_DIR` set, Burrow runs
 * under `node --cpu-prof` and writes its profile there when it stops.
 */

const DASHBOARD_PATH = '/api/v2/subscriptions/';

/** Throughput and latency, with the CPU each request cost the server and PostgreSQL. */
async function measured(
  name: string,
  pid: number,
  measure: () => Promise<LoadFigures>,
): Promise<string> {
  const meter = startCpuMeter(pid);
  const figures = await measure();
  const cpu = meter?.stop(figures.requests);
  const cost = cpu
    ? `  CPU ms/request app ${cpu.appMs.toFixed(2)} PostgreSQL ${cpu.databaseMs.toFixed(2)}`
    : '';
  return `${name.padEnd(24)} ${figures.requestsPerSecond.toFixed(0).padStart(6)}/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms${cost}  failures ${figures.failures}`;
}

async function main(): Promise<void> {
  const config = loadBenchConfig();
  const { durationSeconds: seconds, connections, fixedRate } = config;
  const serverDir = path.join(config.workDir, 'dashboard-server');
  fs.mkdirSync(config.workDir, { recursive: true });
  execFileSync('node', ['apps/server/scripts/build.mjs', serverDir], {
    cwd: config.repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const database = await createPostgresBenchDatabase(config.postgresAdminUrl);
  const results: string[] = [];
  try {
    const profiling = config.cpuProfileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${config.cpuProfileDir}`]
      : [];
    const burrow = await startBurrow(
      path.join(serverDir, 'server.js'),
      database.serverEnv,
      profiling,
    );
    let sessionCookies: string[];
    try {
      // A loaded machine may complete no order in a few seconds: buy until someone has.
      sessionCookies = [];
      for (let round = 0; round < 5 && sessionCookies.length < connections; round += 1) {
        const bought = await measureCheckout(burrow.baseUrl, connections, 3, `dashboard-${round}`);
        sessionCookies.push(...bought.sessionCookies);
      }
      if (sessionCookies.length === 0)
        throw new Error('no checkout completed: nobody to sign in as');
      const shape = { path: DASHBOARD_PATH, cookies: sessionCookies };
      await warmUp(burrow.baseUrl, shape);
      results.push(`load before dashboard: ${loadAverage()}`);
      results.push(
        await measured('dashboard throughput', burrow.pid, () =>
          measureThroughput(burrow.baseUrl, shape, connections, seconds),
        ),
        await measured(`dashboard at ${fixedRate}/s`, burrow.pid, () =>
          measureAtRate(burrow.baseUrl, shape, fixedRate, seconds),
        ),
      );
    } finally {
      await burrow.stop();
    }
    const shape = { path: DASHBOARD_PATH, cookies: sessionCookies };
    const bare = await startBareBaseline(database.serverEnv.DATABASE_URL ?? '');
    try {
      await warmUp(bare.baseUrl, shape);
      results.push(`load before bare route: ${loadAverage()}`);
      results.push(
        await measured('bare route throughput', bare.pid, () =>
          measureThroughput(bare.baseUrl, shape, connections, seconds),
        ),
        await measured(`bare route at ${fixedRate}/s`, bare.pid, () =>
          measureAtRate(bare.baseUrl, shape, fixedRate, seconds),
        ),
      );
    } finally {
      await bare.stop();
    }
  } finally {
    await database.drop();
  }
  console.log(results.join('\n'));
}

await main();
