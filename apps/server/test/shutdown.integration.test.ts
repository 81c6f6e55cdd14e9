import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from './support/server-process';

const started: ServerProcess[] = [];
afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
});

async function boot(dataDir: string, port: number): Promise<ServerProcess> {
  const server = startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO_DATA: 'false',
  });
  started.push(server);
  await waitUntilHealthy(server);
  return server;
}

function api(server: ServerProcess, url: string, body: object, cookie?: string) {
  return fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function confirmedAccount(
  server: ServerProcess,
  email: string,
  password: string,
): Promise<void> {
  expect((await api(server, '/api/v2/auth/signup', { email, password })).status).toBe(202);
  const mailbox = (await (await fetch(`${server.baseUrl}/api/dev/mailbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const link =
    mailbox.messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  expect((await api(server, '/api/v2/auth/magic-link/consume', { token })).status).toBe(200);
}

describe('the server process on embedded PGlite', () => {
  it('refuses a second server on the same data directory, then on SIGTERM during traffic exits 0 keeping every acknowledged write', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-shutdown-'));
    const port = await freePort();
    const first = await boot(dataDir, port);

    // A second process on the same directory would silently lose writes: it must refuse.
    const second = startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      SEED_DEMO_DATA: 'false',
    });
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the embedded database/);

    await confirmedAccount(first, 'before-restart@example.com', 'a long unusual passphrase');

    // Traffic: sign-ups in flight while SIGTERM arrives.
    const acknowledged: string[] = [];
    const traffic = Array.from({ length: 4 }, async (_, worker) => {
      for (let i = 0; i < 50; i += 1) {
        const email = `load-${worker}-${i}@example.com`;
        try {
          const response = await api(first, '/api/v2/auth/signup', {
            email,
            password: 'a long unusual passphrase',
          });
          if (response.status === 202) acknowledged.push(email);
        } catch {
          return; // the server stopped accepting connections
        }
      }
    });
    while (acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGTERM');
    await Promise.all(traffic);
    const code = await first.exited;
    if (code !== 0) console.log(first.output());
    expect(code).toBe(0);
    expect(first.output()).not.toMatch(/"level":50/);

    const restarted = await boot(dataDir, port);
    const login = await api(restarted, '/api/v2/auth/login', {
      email: 'before-restart@example.com',
      password: 'a long unusual passphrase',
    });
    expect(login.status).toBe(200);

    // Each acknowledged sign-up committed its account and its confirmation email together.
    const mailbox = (await (await fetch(`${restarted.baseUrl}/api/dev/mailbox`)).json()) as {
      messages: { to: string }[];
    };
    const mailed = new Set(mailbox.messages.map((m) => m.to));
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);
    for (const email of acknowledged) expect(mailed).toContain(email);

    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'burrow.lock'))).toBe(false);
  }, 90_000);
});
