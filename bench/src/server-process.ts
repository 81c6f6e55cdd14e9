import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  /** The server's process, whose CPU the bench counts (cpu-accounting.ts). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * What makes the server a production server (config.ts requires these there). The bench
 * buys through the sandbox gateway, so it runs as a staging site (decision 0068).
 */
export function productionEnv(publicUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: 'bench-session-secret-not-for-production-0123456789',
    // A key made for the bench alone: production signs entitlement tokens with its own (decision 0089).
    ENTITLEMENT_SIGNING_KEYS:
      '[{"kid":"bench","kty":"OKP","crv":"Ed25519","x":"fuOh0ZHQvyxE0cTKVyJewBwL0EuiC5Id35bHneTwn2A","d":"APOhx3S70MfHIX7V7c0X_GckyN3wthWqZXzgKfhLACA"}]',
    SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    // The bench measures no email: queued receipts stay in the outbox (decision 0130).
    EMAIL_DELIVERY: 'off',
    // No load balancer to drain from: stop at once (decision 0116).
    SHUTDOWN_DRAIN_SECONDS: '0',
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForAnswer(child: ChildProcess, url: string, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url}:\n${output()}`);
}

function supervise(child: ChildProcess, baseUrl: string, readyPath: string) {
  let output = '';
  child.stdout?.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)),
  );
  child.stderr?.on(
    'data',
    (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)),
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const server: RunningServer = {
    baseUrl,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return waitForAnswer(child, `${baseUrl}${readyPath}`, () => output).then(() => server);
}

/**
 * Burrow's production bundle as a child process, configured the way an operator would
 * (production mode, its own variables), with background billing off so only the load under
 * measurement runs. Request logs are written as in production, to /dev/null. `nodeArgs` go to
 * Node itself (the dashboard bench's `--cpu-prof`, which NODE_OPTIONS does not accept).
 */
export async function startBurrow(
  serverEntry: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: path.dirname(serverEntry),
    env: {
      PATH: process.env.PATH ?? '',
      ...productionEnv(baseUrl),
      HOST: '127.0.0.1',
      PORT: String(port),
      BILLING_RUN_INTERVAL_SECONDS: '0',
      // The load comes from one address; behind a proxy every buyer has their own, as here.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return supervise(child, baseUrl, '/api/health');
}

/** One of the bench's own TypeScript servers (through tsx), given a free port as its first argument. */
async function startBenchServer(
  script: string,
  args: readonly string[],
  readyPath: string,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, script), String(port), ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return supervise(child, `http://127.0.0.1:${port}`, readyPath);
}

export function startHelloWorld(): Promise<RunningServer> {
  return startBenchServer('hello-world-server.ts', [], '/');
}

/**
 * The dashboard's bare baseline route (bare-baseline-server.ts) over Burrow's own PostgreSQL
 * database, reading the sessions Burrow created, with production's cookie name and secret.
 */
export function startBareBaseline(databaseUrl: string): Promise<RunningServer> {
  const { SESSION_SECRET: sessionSecret = '' } = productionEnv('');
  return startBenchServer(
    'bare-baseline-server.ts',
    [databaseUrl, sessionSecret, 'burrow', '__Host-burrow_session'],
    '/health',
  );
}
