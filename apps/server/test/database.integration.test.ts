import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock';
import { migrate } from '../src/db/migrate';
import { createPostgresDatabase } from '../src/db/postgres';
import { createTestDatabase, testDatabaseKinds } from './support/test-database';

describe('the PGlite data directory lock', () => {
  it('refuses a second holder with a message that says what to do', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-lock-'));
    // Pretend another live process (our parent) holds it.
    fs.writeFileSync(path.join(dir, 'burrow.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/single-process.*DATABASE_URL/s);
  });

  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-lock-'));
    fs.writeFileSync(path.join(dir, 'burrow.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'burrow.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'burrow.lock'))).toBe(false);
  });
});

describe.each(testDatabaseKinds)('migrations on %s', (kind) => {
  it('apply once and are recorded; running again changes nothing', async () => {
    const { db } = await createTestDatabase(kind);
    try {
      const first = await migrate(db);
      const second = await migrate(db);
      expect(first).toEqual(second);
      expect(first[0]).toBe('0001_foundation.sql');
    } finally {
      await db.close();
    }
  });

  it('return int8 and timestamptz as numbers and Dates on every driver', async () => {
    const { db } = await createTestDatabase(kind);
    try {
      const [row] = await db.query<{ n: number; at: Date }>(`SELECT count(*) AS n, now() AS at`);
      expect(typeof row?.n).toBe('number');
      expect(row?.at).toBeInstanceOf(Date);
    } finally {
      await db.close();
    }
  });

  it('roll a failed transaction back entirely', async () => {
    const { db } = await createTestDatabase(kind);
    try {
      await migrate(db);
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`INSERT INTO tenants (id, name) VALUES ('rolled-back', 'x')`);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await db.query(`SELECT id FROM tenants WHERE id = 'rolled-back'`)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))(
  'migrations with several servers starting at once',
  () => {
    it('apply each file exactly once', async () => {
      const { db, url } = await createTestDatabase('postgres');
      const servers = Array.from({ length: 4 }, () => createPostgresDatabase(url ?? '', 2));
      try {
        const results = await Promise.all(servers.map((server) => migrate(server)));
        for (const result of results) expect(result).toEqual(results[0]);
        const [row] = await db.query<{ n: number }>('SELECT count(*) AS n FROM tenants');
        expect(row?.n).toBe(1);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
        await db.close();
      }
    });
  },
);

describe.runIf(testDatabaseKinds.includes('postgres'))(
  'prepared statements on PostgreSQL (decision 0139)',
  () => {
    it('prepares a statement with parameters once per connection and reuses it', async () => {
      const { db, url } = await createTestDatabase('postgres');
      const server = createPostgresDatabase(url ?? '', 1);
      const sql = 'SELECT $1::int + 1 AS n';
      try {
        for (const value of [1, 2, 3]) {
          expect(await server.query<{ n: number }>(sql, [value])).toEqual([{ n: value + 1 }]);
        }
        const prepared = await server.query<{ calls: number }>(
          `SELECT count(*) AS calls FROM pg_prepared_statements WHERE statement = $1`,
          [sql],
        );
        expect(prepared).toEqual([{ calls: 1 }]);
      } finally {
        await server.close();
        await db.close();
      }
    });

    it('survives a column added under a prepared statement, as in a rolling upgrade', async () => {
      const { db, url } = await createTestDatabase('postgres');
      const server = createPostgresDatabase(url ?? '', 1);
      const sql = 'SELECT * FROM prepared_probe WHERE a = $1';
      try {
        await db.exec('CREATE TABLE prepared_probe (a int); INSERT INTO prepared_probe VALUES (1)');
        expect(await server.query(sql, [1])).toEqual([{ a: 1 }]);

        // Another node's migration: outside a transaction the read is retried afresh.
        await db.exec('ALTER TABLE prepared_probe ADD COLUMN b int DEFAULT 2');
        expect(await server.query(sql, [1])).toEqual([{ a: 1, b: 2 }]);

        // Inside a transaction that one transaction fails; the next one prepares afresh.
        await db.exec('ALTER TABLE prepared_probe ADD COLUMN c int DEFAULT 3');
        await expect(server.transaction((tx) => tx.query(sql, [1]))).rejects.toThrow(
          /cached plan must not change result type/,
        );
        await expect(server.transaction((tx) => tx.query(sql, [1]))).resolves.toEqual([
          { a: 1, b: 2, c: 3 },
        ]);
      } finally {
        await server.close();
        await db.close();
      }
    });
  },
);
