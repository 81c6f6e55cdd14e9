import path from 'node:path';

/**
 * The bench's own settings. The bench is not the server: it reads its environment here,
 * and hands the server its configuration as the server's own variables (config.ts).
 */
export interface BenchConfig {
  /** Where a dedicated bench database is created and dropped on this PostgreSQL server. */
  postgresAdminUrl: string;
  /** Which databases to measure. */
  databases: ReadonlyArray<'pglite' | 'postgres'>;
  /** Due subscriptions the billing run renews. */
  renewals: number;
  /**
   * The sandbox gateway's answer time per charge in the billing run's second measurement
   * on PostgreSQL (a real provider's); 0 skips it.
   */
  chargeLatencyMs: number;
  /** Seconds each HTTP load phase runs. */
  durationSeconds: number;
  /** Connections of the fixed-concurrency phases. */
  connections: number;
  /** Requests per second of the fixed-rate latency phase. */
  fixedRate: number;
  lighthouse: boolean;
  /** Lighthouse runs per page; the median is reported. */
  lighthouseRuns: number;
  chromePath: string;
  /** The report's file name (the date); today in UTC unless set. */
  resultsDate: string;
  repoRoot: string;
  workDir: string;
  /** The timing file of the `npm test` run to report (a clean-clone CI run's, ideally). */
  suiteTimingFile: string;
  /** Where the dashboard bench has Burrow write a V8 CPU profile (`--cpu-prof`); none unless set. */
  cpuProfileDir?: string;
}

function wholeNumber(name: string, fallback: number, minimum: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum)
    throw new Error(`${name} must be a whole number of at least ${minimum}`);
  return value;
}

const positiveInt = (name: string, fallback: number) => wholeNumber(name, fallback, 1);

export function loadBenchConfig(): BenchConfig {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const only = process.env.BENCH_DATABASES ?? 'pglite,postgres';
  const databases = only.split(',').map((name) => name.trim());
  for (const name of databases) {
    if (name !== 'pglite' && name !== 'postgres')
      throw new Error(`BENCH_DATABASES: unknown database ${name}`);
  }
  return {
    postgresAdminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432',
    databases: databases as Array<'pglite' | 'postgres'>,
    renewals: positiveInt('BENCH_RENEWALS', 100_000),
    chargeLatencyMs: wholeNumber('BENCH_CHARGE_LATENCY_MS', 300, 0),
    durationSeconds: positiveInt('BENCH_DURATION_SECONDS', 20),
    connections: positiveInt('BENCH_CONNECTIONS', 20),
    fixedRate: positiveInt('BENCH_RATE', 500),
    lighthouse: process.env.BENCH_LIGHTHOUSE !== 'false',
    lighthouseRuns: positiveInt('BENCH_LIGHTHOUSE_RUNS', 3),
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    resultsDate: process.env.BENCH_DATE ?? new Date().toISOString().slice(0, 10),
    repoRoot,
    workDir: path.join(repoRoot, 'bench/.work'),
    suiteTimingFile:
      process.env.BENCH_SUITE_TIMING ?? path.join(repoRoot, '.test-results/suite-timing.json'),
    ...(process.env.BENCH_CPU_PROFILE_DIR
      ? { cpuProfileDir: path.resolve(process.env.BENCH_CPU_PROFILE_DIR) }
      : {}),
  };
}
