import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  APP_PORT,
  CLOCK_PORT,
  FAKE_STRIPE_PORT,
  STRIPE_APP_PORT,
  STRIPE_TEST_KEYS,
} from './tests/support/servers';

const PORT = APP_PORT;
const root = path.resolve(import.meta.dirname, '..');
// A fresh embedded database per run, so the demo accounts are exactly as seeded.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Journeys that move the demo clock get a server of their own: time travel would end the
// sessions and change the demo accounts the other journeys rely on.
const clockDataDir =
  process.env.E2E_CLOCK_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-e2e-clock-'));
process.env.E2E_CLOCK_DATA_DIR = clockDataDir;
// Journeys that change the clock server's state run there, and only there.
const CLOCK_SERVER_JOURNEYS = [
  '**/billing-clock.spec.ts',
  '**/renewal-modal.spec.ts',
  '**/refund.spec.ts',
  '**/renewal-pause.spec.ts',
];
// Journeys that change demo accounts the main server's journeys read, and that need the
// clock server before its clock moves: they run there first (decision 0041).
const BEFORE_CLOCK_JOURNEYS = ['**/payment-methods.spec.ts', '**/expert-program.spec.ts'];
// Journeys that pay through Stripe run on a server of their own whose provider is Stripe,
// against a local fake Stripe API (decision 0083).
const stripeDataDir =
  process.env.E2E_STRIPE_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-e2e-stripe-'));
process.env.E2E_STRIPE_DATA_DIR = stripeDataDir;
const STRIPE_JOURNEYS = ['**/stripe-checkout.spec.ts'];
// Journeys that move the Stripe server's clock: after the other Stripe journeys, one at a time.
const STRIPE_CLOCK_JOURNEYS = ['**/stripe-sca-renewal.spec.ts'];
const serverEnv = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development' };

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, '.test-results/e2e-output'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A hang guard, not a speed check: a checkout journey took 29 s at load average 18.
  timeout: 60_000,
  // Also a hang guard: on a busy 2-core machine (load average 10 while the journeys run) a
  // renderer starved of CPU took over 5 s from the click on "Sign in" to the dashboard's URL,
  // Playwright's default limit. Waiting longer costs nothing when the page is on time.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [
        ...CLOCK_SERVER_JOURNEYS,
        ...BEFORE_CLOCK_JOURNEYS,
        ...STRIPE_JOURNEYS,
        ...STRIPE_CLOCK_JOURNEYS,
      ],
    },
    {
      name: 'chromium-stripe',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${STRIPE_APP_PORT}` },
      testMatch: STRIPE_JOURNEYS,
    },
    {
      // The year the SCA renewal journey moves ends every session on the Stripe server.
      name: 'chromium-stripe-clock',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${STRIPE_APP_PORT}` },
      testMatch: STRIPE_CLOCK_JOURNEYS,
      dependencies: ['chromium-stripe'],
      fullyParallel: false,
      workers: 1,
    },
    {
      // The autobill-failed customer's overdue renewal is paid here; a year later (the
      // clock journey) it would have expired.
      name: 'chromium-clock-server-first',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${CLOCK_PORT}` },
      testMatch: BEFORE_CLOCK_JOURNEYS,
    },
    {
      // One at a time, in any order: the clock journey ends every session on that server,
      // the renewal journey adds the expired customer's subscriptions and the refund journey
      // moves the clock a day.
      name: 'chromium-clock-server',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${CLOCK_PORT}` },
      testMatch: CLOCK_SERVER_JOURNEYS,
      dependencies: ['chromium-clock-server-first'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node apps/server/dist/server.js',
      cwd: root,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, PORT: String(PORT), DATA_DIR: dataDir },
    },
    {
      command: 'node apps/server/dist/server.js',
      cwd: root,
      url: `http://127.0.0.1:${CLOCK_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The operator's expert-programme switch is on here only, so its journey can apply.
      env: {
        ...serverEnv,
        PORT: String(CLOCK_PORT),
        DATA_DIR: clockDataDir,
        EXPERT_PROGRAM_ENABLED: 'true',
      },
    },
    {
      command: `npx tsx packages/fake-stripe/src/cli.ts --port ${FAKE_STRIPE_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/_fake/events`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node apps/server/dist/server.js',
      cwd: root,
      url: `http://127.0.0.1:${STRIPE_APP_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(STRIPE_APP_PORT),
        DATA_DIR: stripeDataDir,
        PAYMENT_PROVIDER: 'stripe',
        ...STRIPE_TEST_KEYS,
        STRIPE_API_BASE: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
      },
    },
  ],
});
