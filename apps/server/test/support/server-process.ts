import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const sourceDir = path.resolve(import.meta.dirname, '../../src');

/** The entry points as sources (run through tsx); a built one is a `.js` file in a dist/. */
export const sourceEntries = {
  server: path.join(sourceDir, 'server.ts'),
  billing: path.join(sourceDir, 'billing-cli.ts'),
  admin: path.join(sourceDir, 'admin-cli.ts'),
};

/** Node's arguments for an entry point: a source through tsx, a bundle as production runs it. */
function nodeArguments(entry: string, args: readonly string[]): string[] {
  return [...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []), entry, ...args];
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

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs the real server as a child process: src/server.ts through tsx, or the built file
 * `entry` names (dist/server.js) with plain Node.
 */
export function startServerProcess(
  env: Record<string, string>,
  entry = sourceEntries.server,
): ServerProcess {
  const child = spawn(process.execPath, nodeArguments(entry, []), {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/**
 * Runs a command-line entry point (the billing command, the operator's CLI) to its end, as
 * a source through tsx or a built file: its exit code and everything it printed.
 */
export function runEntryPoint(
  entry: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, nodeArguments(entry, args), {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output, stdout }));
  });
}
