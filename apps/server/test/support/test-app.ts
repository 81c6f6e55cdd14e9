import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import type { PaymentGateway } from '../../src/modules/payments/payment-gateway';
import type { SandboxFaults } from '../../src/modules/sandbox-gateway/faults';
import { ManualClock, type Clock } from '../../src/platform/clock';
import { loadConfig, type Config } from '../../src/platform/config';
import { loggingDatabase, type StatementLog } from './statement-log';
import { createTestDatabase, type TestDatabaseKind } from './test-database';
import { TEST_START } from './test-start';

export const TEST_ORIGIN = 'http://burrow.test';

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  config: Config;
  /** A request as the web app sends it: same origin, JSON. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Every SQL round trip the app made, when created with `logStatements`. */
  statementLog: StatementLog | undefined;
  /**
   * A restarted server: closes the app (never waiting for requests left hanging) and builds
   * a new one over the same database, clock and gateway tables; `app` is the new one after.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: TestDatabaseKind,
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    /** Receives every log line (give LOG_LEVEL in env: tests log nothing by default). */
    logStream?: { write(line: string): void };
    /** Makes the sandbox gateway (its port and its hosted API) misbehave now and then. */
    gatewayFaults?: SandboxFaults;
    /** Builds the payment gateway of each (re)started app; the sandbox one by default. */
    paymentGateway?: (db: Database, clock: Clock) => PaymentGateway;
    /** Writes down every SQL round trip the app makes (`statementLog`). */
    logStatements?: boolean;
  } = {},
): Promise<TestApp> {
  // A copy of a database migrated (and seeded at TEST_START) once per run.
  const created = await createTestDatabase(kind, options.seed ? 'seeded' : 'migrated');
  const logging = options.logStatements ? loggingDatabase(created.db) : undefined;
  const db = logging?.db ?? created.db;
  const clock = new ManualClock(TEST_START);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...options.env,
  });
  const start = async () => {
    const app = await buildApp({
      config,
      db,
      clock,
      logStream: options.logStream,
      gatewayFaults: options.gatewayFaults,
      paymentGateway: options.paymentGateway?.(db, clock),
    });
    options.beforeReady?.(app);
    await app.ready();
    return app;
  };
  const testApp: TestApp = {
    app: await start(),
    clock,
    config,
    statementLog: logging?.log,
    request: ({ cookie, headers, ...rest }) =>
      testApp.app.inject({
        ...rest,
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      }),
    restart: async () => {
      await testApp.app.close();
      testApp.app = await start();
    },
    close: async () => {
      await testApp.app.close();
      await db.close();
    },
  };
  return testApp;
}

/** The `name=value` pair of the session cookie a response set, for the next request. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('burrow_session'));
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export async function signIn(
  testApp: TestApp,
  email: string,
  password = 'demo-burrow-2026',
): Promise<string> {
  const response = await testApp.request({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { email, password },
  });
  return sessionCookieFrom(response);
}

/** The newest email to `to`, from the demo mailbox. */
export async function latestEmailTo(
  testApp: TestApp,
  to: string,
): Promise<{ subject: string; text: string; link: string | undefined }> {
  const response = await testApp.request({ method: 'GET', url: '/api/dev/mailbox' });
  const { messages } = response.json<{
    messages: { to: string; subject: string; text: string }[];
  }>();
  const message = messages.find((m) => m.to === to);
  if (!message) throw new Error(`no email to ${to}`);
  return { ...message, link: message.text.match(/https?:\/\/\S+/)?.[0] };
}

export function tokenFromLink(link: string | undefined): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
