import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { limitDatabaseWork, NestedConnectionError } from '../src/db/limited-database';
import { createPostgresDatabase } from '../src/db/postgres';
import { createTestDatabase, testDatabaseKinds } from './support/test-database';

// Decision 0140: the billing run's many renewals in flight share a few connections.
describe.runIf(testDatabaseKinds.includes('postgres'))(
  'database work limited to a few connections',
  () => {
    it('runs at most that many statements and transactions at once, and every one of them', async () => {
      const { db, url } = await createTestDatabase('postgres');
      const pool = createPostgresDatabase(url ?? '', 6);
      const limited = limitDatabaseWork(pool, 2);
      const sleep = 'SELECT $1::int AS n, pg_sleep(0.2) AS slept';
      let mostAtOnce = 0;
      let done = false;
      // Watched from outside the limit: how many of them PostgreSQL is running at once.
      const watching = (async () => {
        while (!done) {
          const [row] = await db.query<{ running: number }>(
            `SELECT count(*) AS running FROM pg_stat_activity
              WHERE state = 'active' AND query LIKE '%pg_sleep(0.2)%' AND pid <> pg_backend_pid()`,
          );
          mostAtOnce = Math.max(mostAtOnce, row?.running ?? 0);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      try {
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, n) =>
            n % 2 === 0
              ? limited.transaction((tx) => tx.query<{ n: number }>(sleep, [n]))
              : limited.query<{ n: number }>(sleep, [n]),
          ),
        );
        expect(answers.map(([row]) => row?.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
        // The pool could run six at once; the limit lets two.
        expect(mostAtOnce).toBe(2);
      } finally {
        done = true;
        await watching;
        await pool.close();
        await db.close();
      }
    });
  },
);

describe.each(testDatabaseKinds)('a limited database on %s', (kind) => {
  let db: Database;
  // Opening a database (PGlite loads its template) is the slow part: a hook, with its longer limit.
  beforeAll(async () => {
    ({ db } = await createTestDatabase(kind));
  });
  afterAll(() => db.close());

  it('refuses a transaction a second connection, and rolls it back', async () => {
    const limited = limitDatabaseWork(db, 1);
    await db.exec('CREATE TABLE limited_probe (n int)');
    await expect(
      limited.transaction(async (tx) => {
        await tx.query('INSERT INTO limited_probe VALUES ($1)', [1]);
        // The mistake: the outer database, not `tx`. With one slot held by this very
        // transaction, waiting for another would never end.
        await limited.query('SELECT count(*) FROM limited_probe');
      }),
    ).rejects.toBeInstanceOf(NestedConnectionError);
    expect(await limited.query('SELECT count(*)::int AS n FROM limited_probe')).toEqual([{ n: 0 }]);
  });
});
