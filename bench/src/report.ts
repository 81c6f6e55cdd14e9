import fs from 'node:fs';
import path from 'node:path';
import type { BenchResults, DatabaseResults } from './bench-results';
import type { BillingRunFigures } from './billing-run-bench';
import type { CpuPerOperation } from './cpu-accounting';
import { atLeast, atMost, BUDGETS, type Verdict } from './budgets';
import type { LoadFigures } from './http-load';

/** Everything below this line in an existing report is kept when the bench rewrites it. */
export const ANALYSIS_MARKER = '<!-- analysis: written by people, kept when the bench reruns -->';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—');
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
const mark = (verdict: Verdict) =>
  verdict === 'met' ? '✅ met' : verdict === 'missed' ? '❌ missed' : '—';

function loadRow(name: string, figures: LoadFigures, baseline?: LoadFigures): string {
  const share = baseline
    ? ` (${((figures.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}% of hello-world)`
    : '';
  return `| ${name} | ${perSecond(figures.requestsPerSecond)}${share} | ${ms(figures.p50Ms)} | ${ms(figures.p99Ms)} | ${figures.failures} of ${figures.requests.toLocaleString('en-US')} |`;
}

function cpuRow(name: string, cpu: CpuPerOperation): string {
  return `| ${name} | ${cpu.appMs.toFixed(2)} | ${cpu.databaseMs.toFixed(2)} | ${cpu.loadGeneratorMs.toFixed(2)} | ${cpu.otherMs.toFixed(2)} | ${perSecond(cpu.appCeilingPerSecond)} | ${perSecond(cpu.machineCeilingPerSecond)} |`;
}

/**
 * What each operation cost in CPU, and the throughput that cost allows: a budget above both
 * ceilings cannot be met on these cores by tuning the load, only by doing less per operation.
 */
function cpuSection(db: DatabaseResults): string[] {
  const rows: string[] = [];
  if (db.cpu?.checkout) rows.push(cpuRow('an order (checkout)', db.cpu.checkout));
  if (db.cpu?.dashboard) rows.push(cpuRow('a dashboard request', db.cpu.dashboard));
  if (db.cpu?.bareBaseline) rows.push(cpuRow('a bare baseline route request', db.cpu.bareBaseline));
  if (db.billing.cpu) rows.push(cpuRow('a renewal (billing run)', db.billing.cpu));
  if (db.billingWithLatency?.cpu)
    rows.push(
      cpuRow(
        `a renewal, ${db.billingWithLatency.chargeLatencyMs} ms per charge`,
        db.billingWithLatency.cpu,
      ),
    );
  if (rows.length === 0) return [];
  const cores = (db.cpu?.checkout ?? db.billing.cpu)?.cores ?? 0;
  return [
    '### CPU per operation',
    '',
    `CPU milliseconds each operation cost during its throughput phase, from \`/proc\`: the Node process serving it (for the billing run, the bench's own process, which runs it), PostgreSQL's processes${db.database === 'pglite' ? ' (none here: PGlite runs inside the Node process, so its work is in the app column)' : ''}, the load generator and the rest of the machine. The ceilings are the throughput that cost allows: one Node process has one event loop (1,000 ms of CPU a second), and the app with its database on all ${cores} cores, the load generated elsewhere.`,
    '',
    '| Operation | App ms | Database ms | Load generator ms | Other ms | Ceiling: one Node process | Ceiling: the cores |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ];
}

function databaseSection(results: BenchResults, db: DatabaseResults): string {
  const judged = db.database === 'postgres';
  const { settings } = results;
  const lines: string[] = [];
  const title = db.database === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
  lines.push(`## ${title}`, '', `Database: ${db.databaseVersion}.`, '');
  lines.push(
    `### \`GET /api/v2/subscriptions/\` (the dashboard's request)`,
    '',
    `Signed in as ${'one of the customers the checkout phase created'}, round robin.`,
    '',
    '| Load | Requests/s | p50 | p99 | Failed |',
    '| --- | ---: | ---: | ---: | ---: |',
    loadRow(`hello-world, ${settings.connections} connections`, db.baseline.throughput),
    loadRow(
      `Burrow, ${settings.connections} connections`,
      db.dashboard.throughput,
      db.baseline.throughput,
    ),
    loadRow(`hello-world at ${settings.fixedRate}/s`, db.baseline.atRate),
    loadRow(`Burrow at ${settings.fixedRate}/s`, db.dashboard.atRate),
    ...(db.bareBaseline
      ? [
          loadRow(
            `bare baseline route, ${settings.connections} connections`,
            db.bareBaseline.throughput,
          ),
          loadRow(`bare baseline route at ${settings.fixedRate}/s`, db.bareBaseline.atRate),
        ]
      : []),
    '',
  );
  const c = db.checkout;
  lines.push(
    '### Checkout (payment intent, sandbox confirmation, checkout)',
    '',
    `${settings.connections} buyers at once, each a new customer; an order is the three answers.`,
    '',
    '| Orders/s | Order p50 | Order p99 | Completed | Failed |',
    '| ---: | ---: | ---: | ---: | ---: |',
    `| ${c.ordersPerSecond.toFixed(1)} | ${ms(c.orderP50Ms)} | ${ms(c.orderP99Ms)} | ${c.completed} | ${c.failed} |`,
    '',
  );
  const billingLine = (b: BillingRunFigures) =>
    `${b.summary.renewed.toLocaleString('en-US')} renewed, ${b.summary.failed} failed, ${b.summary.expired} expired, ${b.summary.deferred} deferred in ${b.seconds.toFixed(1)} s — **${perSecond(b.renewalsPerSecond)}**.`;
  const b = db.billing;
  lines.push(
    '### Billing run',
    '',
    `${settings.renewals.toLocaleString('en-US')} due subscriptions seeded in bulk (${b.seededSeconds.toFixed(1)} s, not timed), then one \`runBilling\`:`,
    billingLine(b),
    '',
  );
  if (db.billingWithLatency) {
    lines.push(
      `Again over newly seeded due subscriptions (at most 2,000), the sandbox answering each charge after ${db.billingWithLatency.chargeLatencyMs} ms (a real provider's round trip):`,
      billingLine(db.billingWithLatency),
      '',
    );
  }
  lines.push(...cpuSection(db));
  const pages = Object.entries(db.lighthouse);
  if (pages.length > 0) {
    lines.push(
      '### Lighthouse (mobile, median of ' + (pages[0]?.[1].runs ?? 0) + ' runs)',
      '',
      '| Page | Performance | LCP | TBT | CLS | Script transferred (requests) |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...pages.map(
        ([name, f]) =>
          `| ${name} | ${f.performance} | ${ms(f.lcpMs)} | ${ms(f.tbtMs)} | ${f.cls.toFixed(3)} | ${kb(f.scriptTransferBytes)} (${f.scriptRequests}) |`,
      ),
      '',
    );
  } else {
    lines.push('### Lighthouse', '', 'Not run (BENCH_LIGHTHOUSE=false or no Chromium).', '');
  }
  lines.push(
    'Load average (1 / 5 / 15 min) as each phase started: ' +
      Object.entries(db.load)
        .map(([phase, load]) => `${phase} ${load}`)
        .join('; ') +
      '.',
    '',
  );
  if (!judged) lines.push('The server-side budgets are judged on PostgreSQL only.', '');
  return lines.join('\n');
}

function suiteSection(results: BenchResults): string {
  const suite = results.suite;
  if (!suite) return '## `npm test`\n\nNo timing file found (BENCH_SUITE_TIMING).\n';
  const load = (figures: number[]) => figures.map((value) => value.toFixed(2)).join(' / ');
  return [
    '## `npm test`',
    '',
    `Commit \`${suite.commit}\`, started ${suite.startedAt}, ${suite.cores} cores: ${suite.passed} passed, ${suite.failed} failed. Load average ${load(suite.loadAverageAtStart)} at the start, ${load(suite.loadAverageAtEnd)} at the end.`,
    '',
    '| Stage | Minutes |',
    '| --- | ---: |',
    ...Object.entries(suite.stageSeconds).map(
      ([stage, seconds]) => `| ${stage} | ${(seconds / 60).toFixed(1)} |`,
    ),
    `| **total** | **${(suite.totalSeconds / 60).toFixed(1)}** |`,
    '',
  ].join('\n');
}

function budgetTable(results: BenchResults): string {
  const rows: string[] = [];
  for (const [page, limit] of Object.entries(BUDGETS.firstLoadJsGzipKb)) {
    const figure = results.firstLoadJs[page];
    if (!figure) continue;
    rows.push(
      `| ${page}: first-load JS (gzip) | ${kb(figure.gzipBytes)} | ≤ ${limit} KB | ${mark(atMost(figure.gzipBytes / 1024, limit))} |`,
    );
  }
  for (const db of results.databases) {
    for (const [name, figure] of Object.entries(db.lighthouse)) {
      rows.push(
        `| ${name}: Lighthouse mobile performance (${db.database}) | ${figure.performance} | ≥ ${BUDGETS.lighthousePerformance.minimum} | ${mark(atLeast(figure.performance, BUDGETS.lighthousePerformance.minimum))} |`,
      );
    }
  }
  const pglite = results.databases.find((db) => db.database === 'pglite');
  if (pglite) {
    const { minimum } = BUDGETS.dashboardPgliteRequestsPerSecond;
    rows.push(
      `| dashboard requests/s (pglite) | ${perSecond(pglite.dashboard.throughput.requestsPerSecond)} | ≥ ${perSecond(minimum)} | ${mark(atLeast(pglite.dashboard.throughput.requestsPerSecond, minimum))} |`,
    );
  }
  const pg = results.databases.find((db) => db.database === 'postgres');
  if (pg) {
    const bare = pg.bareBaseline;
    const { minimumThroughputShare, maximumP99Ratio, rate } = BUDGETS.dashboardVsBareBaseline;
    if (bare) {
      const share = pg.dashboard.throughput.requestsPerSecond / bare.throughput.requestsPerSecond;
      const p99Ratio = pg.dashboard.atRate.p99Ms / bare.atRate.p99Ms;
      const atBudgetRate = results.settings.fixedRate === rate;
      rows.push(
        `| dashboard throughput vs bare baseline (postgres) | ${(share * 100).toFixed(0)}% (${perSecond(pg.dashboard.throughput.requestsPerSecond)} of ${perSecond(bare.throughput.requestsPerSecond)}) | ≥ ${minimumThroughputShare * 100}% | ${mark(atLeast(share, minimumThroughputShare))} |`,
        `| dashboard p99 vs bare baseline at ${results.settings.fixedRate}/s (postgres) | ${p99Ratio.toFixed(2)}× (${ms(pg.dashboard.atRate.p99Ms)} vs ${ms(bare.atRate.p99Ms)}) | ≤ ${maximumP99Ratio}× at ${rate}/s | ${mark(atBudgetRate ? atMost(p99Ratio, maximumP99Ratio) : 'no budget')} |`,
      );
    }
    rows.push(
      `| checkout orders/s (postgres) | ${pg.checkout.ordersPerSecond.toFixed(1)} | ≥ ${BUDGETS.checkoutOrdersPerSecond.minimum} | ${mark(atLeast(pg.checkout.ordersPerSecond, BUDGETS.checkoutOrdersPerSecond.minimum))} |`,
      `| billing renewals/s (postgres) | ${Math.round(pg.billing.renewalsPerSecond)} | ≥ ${BUDGETS.billingRenewalsPerSecond.minimum.toLocaleString('en-US')} | ${mark(atLeast(pg.billing.renewalsPerSecond, BUDGETS.billingRenewalsPerSecond.minimum))} |`,
    );
    const slow = pg.billingWithLatency;
    const budget = BUDGETS.billingRenewalsPerSecondWithLatency;
    if (slow) {
      rows.push(
        `| billing renewals/s, ${slow.chargeLatencyMs} ms per charge (postgres) | ${Math.round(slow.renewalsPerSecond)} | ≥ ${budget.minimum} at ${budget.chargeLatencyMs} ms | ${mark(slow.chargeLatencyMs === budget.chargeLatencyMs ? atLeast(slow.renewalsPerSecond, budget.minimum) : 'no budget')} |`,
      );
    }
  }
  if (results.suite) {
    const minutes = results.suite.totalSeconds / 60;
    const { maximum } = BUDGETS.testSuiteMinutes;
    rows.push(
      `| \`npm test\` (commit ${results.suite.commit}, ${results.suite.cores} cores) | ${minutes.toFixed(1)} min | ≤ ${maximum} min | ${mark(atMost(minutes, maximum))} |`,
    );
  }
  return [
    '## Budgets',
    '',
    '| Figure | Measured | Budget | |',
    '| --- | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
}

export function renderReport(results: BenchResults): string {
  const m = results.machine;
  const s = results.settings;
  const firstLoad = Object.entries(results.firstLoadJs).map(
    ([page, figure]) => `| ${page} | ${kb(figure.gzipBytes)} | ${figure.files.length} |`,
  );
  return [
    `# Bench results, ${results.date}`,
    '',
    `Generated by \`npm run bench\` (bench/README.md) at commit \`${results.commit}\`${results.uncommittedFiles > 0 ? ` plus ${results.uncommittedFiles} uncommitted files` : ''}, ${results.startedAt} to ${results.finishedAt}.`,
    '',
    '## Machine',
    '',
    `- ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB memory; ${m.os}`,
    `- Node ${m.node}; ${m.chromium}`,
    `- Load generator (autocannon), server and database share these cores. Figures from a shared machine are noisy: compare them with the hello-world baseline of the same run, not across runs.`,
    `- Settings: ${s.durationSeconds} s per load phase, ${s.connections} connections for throughput, ${s.fixedRate} requests/s for latency, ${s.renewals.toLocaleString('en-US')} renewals (then as many with ${s.chargeLatencyMs} ms per charge on PostgreSQL), Lighthouse median of ${s.lighthouseRuns}.`,
    '',
    budgetTable(results),
    '## First-load JavaScript (from the Vite manifest)',
    '',
    'The entry chunk, the route’s lazy module(s) and their static imports, gzipped (level 6).',
    '',
    '| Page | gzip | Files |',
    '| --- | ---: | ---: |',
    ...firstLoad,
    '',
    ...results.databases.map((db) => databaseSection(results, db)),
    suiteSection(results),
  ].join('\n');
}

/** Writes results/<date>.md (keeping any analysis below the marker) and results/<date>.json. */
export function writeReport(resultsDir: string, results: BenchResults): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${results.date}.md`);
  let analysis = `${ANALYSIS_MARKER}\n\n## Analysis\n\n(Not yet written.)\n`;
  if (fs.existsSync(file)) {
    const previous = fs.readFileSync(file, 'utf8');
    const at = previous.indexOf(ANALYSIS_MARKER);
    if (at >= 0) analysis = previous.slice(at);
  }
  fs.writeFileSync(file, `${renderReport(results)}\n${analysis}`);
  fs.writeFileSync(
    path.join(resultsDir, `${results.date}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  return file;
}
