import type { BillingRunFigures } from './billing-run-bench';
import type { CheckoutFigures } from './checkout-load';
import type { CpuPerOperation } from './cpu-accounting';
import type { FirstLoadJs } from './first-load-js';
import type { LoadFigures } from './http-load';
import type { LighthouseFigures } from './lighthouse-pages';
import type { MachineDescription } from './machine';
import type { SuiteTiming } from './suite-timing';

export interface DatabaseResults {
  database: 'pglite' | 'postgres';
  databaseVersion: string;
  baseline: { throughput: LoadFigures; atRate: LoadFigures };
  dashboard: { throughput: LoadFigures; atRate: LoadFigures };
  /**
   * The same request on the bare baseline route (Fastify + pg, the session lookup and one
   * indexed query) over the same database and sessions; PostgreSQL only, since PGlite's one
   * process cannot share its database with a second server.
   */
  bareBaseline?: { throughput: LoadFigures; atRate: LoadFigures };
  checkout: Omit<CheckoutFigures, 'sessionCookies'>;
  /**
   * CPU per operation of the throughput phases (an order, a dashboard request, a request of
   * the bare route), to show what limits each figure on these cores; Linux only.
   */
  cpu?: Partial<Record<'checkout' | 'dashboard' | 'bareBaseline', CpuPerOperation>>;
  billing: BillingRunFigures;
  /** The same run with the sandbox answering each charge late, as a real provider; PostgreSQL only. */
  billingWithLatency?: BillingRunFigures;
  lighthouse: Record<string, LighthouseFigures>;
  /** Load averages when each phase started. */
  load: Record<string, string>;
}

export interface BenchResults {
  date: string;
  startedAt: string;
  finishedAt: string;
  commit: string;
  /** Files changed but not committed when the bench built: the build is of those too. */
  uncommittedFiles: number;
  machine: MachineDescription;
  settings: {
    durationSeconds: number;
    connections: number;
    fixedRate: number;
    renewals: number;
    chargeLatencyMs: number;
    lighthouseRuns: number;
  };
  firstLoadJs: Record<string, FirstLoadJs>;
  databases: DatabaseResults[];
  /** The last `npm test` run's timing, when one was found (BENCH_SUITE_TIMING). */
  suite?: SuiteTiming;
}
