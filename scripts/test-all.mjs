// `npm test`: every suite — domain, contract, the fake Stripe, server (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), web components, then browser journeys in headless Chromium —
// ending with one line `N passed, M failed`. Exits non-zero when anything failed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const CHROMIUM = '/usr/bin/chromium';
const NGINX = '/usr/sbin/nginx';
let passed = 0;
let failed = 0;
const problems = [];

// How long each stage took, written to .test-results/suite-timing.json for the bench's
// report (the suite has a time budget, and a duration is never asserted in a test).
const suiteStartedAt = new Date();
const loadAtStart = os.loadavg();
const stageSeconds = {};
function timed(stage, work) {
  const started = performance.now();
  try {
    return work();
  } finally {
    stageSeconds[stage] = Math.round((performance.now() - started) / 100) / 10;
  }
}

function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Installs Debian's `pkg` when `binary` is missing and we can (root, apt-get); true when the
 * binary is there afterwards, else a problem saying how to install it and what it is for.
 */
function ensureDebianPackage(binary, pkg, neededFor) {
  if (fs.existsSync(binary)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log(`\n${binary} is missing: installing Debian's ${pkg} package for ${neededFor}…`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', pkg]);
  }
  if (fs.existsSync(binary)) return true;
  problems.push(
    `${binary} is missing (needed by ${neededFor}). Install it with: sudo apt-get update && sudo apt-get install -y ${pkg}`,
  );
  return false;
}

// The nginx recipe's test skips without nginx: the run goes on, and says so at the end.
ensureDebianPackage(NGINX, 'nginx', 'the nginx recipe test (skipped without it)');

// 1. Unit, contract, integration and component tests, in two vitest runs: the pure business
// rules with coverage (its threshold fails the run), then every other project without the
// coverage instrumentation, which would slow every server and web worker for nothing.
const vitestRuns = [
  { name: 'domain', args: ['--project', 'domain', '--coverage.enabled=true'] },
  { name: 'others', args: ['--project', '!domain', '--coverage.enabled=false'] },
];
for (const { name, args } of vitestRuns) {
  const vitestJson = path.join(resultsDir, `vitest-${name}.json`);
  const vitestStatus = timed(`vitest ${name}`, () =>
    run('npx', [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ]),
  );
  const vitest = readJson(vitestJson);
  let runFailed = 0;
  if (vitest) {
    passed += vitest.numPassedTests;
    runFailed += vitest.numFailedTests;
    // A file that failed to load has no failed test but must still fail the run.
    runFailed += vitest.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
  }
  // A non-zero exit with no failed test: the run broke, or the coverage threshold was missed.
  if (!vitest || (vitestStatus !== 0 && runFailed === 0)) {
    runFailed += 1;
    problems.push(`vitest (${name}) did not complete or missed its coverage threshold`);
  }
  failed += runFailed;
}

// 2. Browser journeys need Debian's Chromium; install it when we can.
if (ensureDebianPackage(CHROMIUM, 'chromium', 'the browser tests')) {
  const built = timed('build', () => run('npm', ['run', 'build']));
  if (built !== 0) {
    failed += 1;
    problems.push('npm run build failed, so the browser tests could not run');
  } else {
    const playwrightJson = path.join(resultsDir, 'playwright.json');
    timed('browser journeys', () =>
      run(
        'npx',
        ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
      ),
    );
    const report = readJson(playwrightJson);
    if (report?.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
    } else {
      failed += 1;
      problems.push('the browser tests did not report');
    }
  }
} else {
  failed += 1;
}

const totalSeconds = Math.round((Date.now() - suiteStartedAt.getTime()) / 100) / 10;
const timing = {
  commit: currentCommit(),
  startedAt: suiteStartedAt.toISOString(),
  totalSeconds,
  stageSeconds,
  cores: os.availableParallelism(),
  loadAverageAtStart: loadAtStart,
  loadAverageAtEnd: os.loadavg(),
  passed,
  failed,
};
fs.writeFileSync(
  path.join(resultsDir, 'suite-timing.json'),
  `${JSON.stringify(timing, null, 2)}\n`,
);
const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`;
console.log(
  `\nSuite time: ${minutes(totalSeconds)} (${Object.entries(stageSeconds)
    .map(([stage, seconds]) => `${stage} ${minutes(seconds)}`)
    .join(', ')}) on ${timing.cores} cores`,
);

for (const problem of problems) console.log(`\n! ${problem}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
