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

describe('a server process told to stop (decision 0116)', () => {
  it('turns not-ready at SIGTERM while still answering, then closes its listener and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-drain-'));
    const server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_SECONDS: '3',
    });
    started.push(server);
    await waitUntilHealthy(server);
    const ready = () => fetch(`${server.baseUrl}/api/ready`);
    expect((await ready()).status).toBe(200);

    server.child.kill('SIGTERM');
    let answer = await ready();
    while (answer.status === 200) answer = await ready();
    // The listener is still open: the balancer hears "not ready" rather than a refusal.
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'not_ready', reasons: ['draining'] });
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);

    expect(await server.exited).toBe(0);
    await expect(ready()).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
