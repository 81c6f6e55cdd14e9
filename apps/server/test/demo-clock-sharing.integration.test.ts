import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createPostgresDatabase } from '../src/db/postgres';
import { shareDemoClock } from '../src/modules/demo-clock/demo-clock-sharing';
import {
  loadDemoClockOffset,
  saveDemoClockOffset,
} from '../src/modules/demo-clock/demo-clock-store';
import { ShiftableClock } from '../src/platform/clock';
import { createTestDatabase, type TestDatabaseKind } from './support/test-database';

const DAY_MS = 86_400_000;

async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 100 && !check(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!check()) throw new Error(`never happened: ${what}`);
}

const toClose: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of toClose.splice(0).reverse()) await item.close();
});

async function freshDatabase(kind: TestDatabaseKind) {
  const created = await createTestDatabase(kind, 'migrated');
  toClose.push(created.db);
  return created;
}

// One process owns a PGlite database: the clock is loaded once, at start.
describe('the demo clock on pglite (decision 0131)', () => {
  it('starts where the stored clock stands and the stored offset never goes back', async () => {
    const { db } = await freshDatabase('pglite');
    await saveDemoClockOffset(db, 3 * DAY_MS);
    await saveDemoClockOffset(db, DAY_MS);
    expect(await loadDemoClockOffset(db)).toBe(3 * DAY_MS);

    const clock = new ShiftableClock();
    toClose.push(await shareDemoClock(db, clock));
    expect(clock.offsetMs).toBe(3 * DAY_MS);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the demo clock across nodes', () => {
  async function listenerBackends(db: Database): Promise<number[]> {
    const rows = await db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE application_name = 'burrow listener' AND datname = current_database()`,
    );
    return rows.map((row) => row.pid);
  }

  it('follows moves made on another node, also after its listening connection is cut', async () => {
    const { db: nodeA, url } = await freshDatabase('postgres');
    const nodeB = createPostgresDatabase(url ?? '', 2);
    toClose.push(nodeB);
    await saveDemoClockOffset(nodeA, DAY_MS / 2);
    const clockB = new ShiftableClock();
    toClose.push(await shareDemoClock(nodeB, clockB));
    expect(clockB.offsetMs).toBe(DAY_MS / 2);

    await saveDemoClockOffset(nodeA, DAY_MS);
    await eventually(() => clockB.offsetMs === DAY_MS, 'B hears the first move');

    const [listener] = await listenerBackends(nodeA);
    if (listener === undefined) throw new Error('B has no listening connection');
    await nodeA.query('SELECT pg_terminate_backend($1)', [listener]);
    // Made while B's listener is cut or just back: B reloads the stored offset on reconnect.
    await saveDemoClockOffset(nodeA, 2 * DAY_MS);
    await eventually(() => clockB.offsetMs === 2 * DAY_MS, 'B catches up after the cut');

    const [reopened] = await listenerBackends(nodeA);
    expect(reopened).not.toBe(listener);
    await saveDemoClockOffset(nodeA, 3 * DAY_MS);
    await eventually(() => clockB.offsetMs === 3 * DAY_MS, 'B hears moves after the cut');

    // A move behind the stored clock (two nodes moving at once) takes nobody back.
    await saveDemoClockOffset(nodeA, 2 * DAY_MS);
    expect(await loadDemoClockOffset(nodeB)).toBe(3 * DAY_MS);
    expect(clockB.offsetMs).toBe(3 * DAY_MS);
  });
});
