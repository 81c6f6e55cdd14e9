import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  runEntryPoint,
  sourceEntries,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from './support/server-process';
import { TEST_ENTITLEMENT_SIGNING_KEYS } from './support/entitlement-signing-keys';

/**
 * The real server and billing command in production mode (decision 0068): with no payment
 * provider they refuse to start and say what to set, so the sandbox gateway can never sell
 * there; with the staging switch the server starts, warns in its log and tells every page
 * to show the test-mode banner.
 */

const SWITCH = 'SANDBOX_PAYMENTS_IN_PRODUCTION';

const started: ServerProcess[] = [];
afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
});

function productionEnv(dataDir: string, port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
    ENTITLEMENT_SIGNING_KEYS: TEST_ENTITLEMENT_SIGNING_KEYS,
    // Production needs SMTP_URL or email explicitly off (decision 0130).
    EMAIL_DELIVERY: 'off',
    DATA_DIR: dataDir,
    PORT: String(port),
    BILLING_RUN_INTERVAL_SECONDS: '0',
    // Nothing balances traffic here: stop at once instead of production's drain delay.
    SHUTDOWN_DRAIN_SECONDS: '0',
  };
}

describe('production mode as a process', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-production-'));

  // Production defaults to Stripe (decision 0087): without its keys it names them.
  it('refuses to start without a payment provider, naming the settings', async () => {
    const server = startServerProcess(productionEnv(dataDir(), await freePort()));
    started.push(server);
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(
      /STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER is stripe/,
    );
    const sandbox = startServerProcess({
      ...productionEnv(dataDir(), await freePort()),
      PAYMENT_PROVIDER: 'sandbox',
    });
    started.push(sandbox);
    expect(await sandbox.exited).not.toBe(0);
    expect(sandbox.output()).toMatch(
      new RegExp(`${SWITCH} must be true for PAYMENT_PROVIDER=sandbox in production`),
    );
    expect(sandbox.output()).toMatch(new RegExp(`set ${SWITCH}=true only for a staging site`));
  });

  it('runs no billing without a payment provider either', async () => {
    const { code, output } = await runEntryPoint(
      sourceEntries.billing,
      [],
      productionEnv(dataDir(), 0),
    );
    expect(code).not.toBe(0);
    expect(output).toMatch(/STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER is stripe/);
  });

  it('starts a staging site with the switch, warns in its log and tells pages to show the banner', async () => {
    const port = await freePort();
    const server = startServerProcess({ ...productionEnv(dataDir(), port), [SWITCH]: 'true' });
    started.push(server);
    await waitUntilHealthy(server);
    expect(server.output()).toMatch(new RegExp(`${SWITCH} is on: this production server`));

    const config = await fetch(`${server.baseUrl}/api/v1/site-config`);
    expect(await config.json()).toEqual({
      testMode: true,
      paymentProvider: 'sandbox',
      stripePublishableKey: null,
    });
    expect((await fetch(`${server.baseUrl}/sandbox-gateway/assets/gateway.css`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
