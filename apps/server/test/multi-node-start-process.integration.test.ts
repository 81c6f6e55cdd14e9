import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { DEMO_ACCOUNTS, DEMO_GIFT_CARDS } from '../src/seed/demo-accounts';
import { demoEmail } from '../src/seed/seed-demo-data';
import {
  freePort,
  startServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from './support/server-process';
import { createTestDatabase } from './support/test-database';

const DAY_MS = 86_400_000;

/**
 * Decision 0131, as an operator sees it: two demo nodes started at the same moment on one
 * empty PostgreSQL both come up, the demo data is there once, and the demo clock moved on
 * one node is the clock of the other. PostgreSQL only: PGlite's data directory belongs to
 * one process.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two nodes started together', () => {
  const started: ServerProcess[] = [];
  let db: Database | undefined;
  afterAll(async () => {
    for (const server of started) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    await db?.close();
  });

  async function clockOf(server: ServerProcess): Promise<{ offset_ms: number }> {
    const response = await fetch(`${server.baseUrl}/api/dev/clock`);
    expect(response.status).toBe(200);
    return (await response.json()) as { offset_ms: number };
  }

  it('both come up with the demo data seeded once and share the demo clock', async () => {
    const created = await createTestDatabase('postgres');
    db = created.db;
    const env = {
      DATABASE_URL: created.url ?? '',
      SEED_DEMO_DATA: 'true',
      BILLING_RUN_INTERVAL_SECONDS: '0',
      SANDBOX_FULFILMENT: 'false',
    };
    const [a, b] = [
      startServerProcess({ ...env, PORT: String(await freePort()) }),
      startServerProcess({ ...env, PORT: String(await freePort()) }),
    ];
    if (!a || !b) throw new Error('two nodes expected');
    started.push(a, b);
    await Promise.all([waitUntilHealthy(a, 60_000), waitUntilHealthy(b, 60_000)]);

    const users = await db.query<{ email: string; copies: number }>(
      `SELECT email, count(*)::int AS copies FROM users WHERE email = ANY($1) GROUP BY email`,
      [DEMO_ACCOUNTS.map((account) => demoEmail(account.situation))],
    );
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    expect(users.every((user) => user.copies === 1)).toBe(true);
    const [cards] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM gift_cards WHERE code = ANY($1)`,
      [DEMO_GIFT_CARDS.map((card) => card.code)],
    );
    expect(cards?.count).toBe(DEMO_GIFT_CARDS.length);

    const before = await clockOf(b);
    const moved = await fetch(`${a.baseUrl}/api/dev/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.baseUrl },
      body: JSON.stringify({ days: 2 }),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const onA = (await moved.json()) as { offset_ms: number };
    expect(onA.offset_ms - before.offset_ms).toBeGreaterThanOrEqual(2 * DAY_MS - 1_000);

    // B hears of the move through the database; it may take a moment to arrive.
    let onB = await clockOf(b);
    for (let tries = 0; tries < 50 && onB.offset_ms < onA.offset_ms - 1_000; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      onB = await clockOf(b);
    }
    expect(onB.offset_ms).toBeGreaterThanOrEqual(onA.offset_ms - 1_000);
  }, 120_000);
});
