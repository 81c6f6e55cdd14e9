import { PGlite, types } from '@electric-sql/pglite';
import type { Database, SqlParam } from './database';

/**
 * Embedded PostgreSQL (WASM). It has a single connection: while a transaction is open
 * every other query waits for it, which keeps it correct but serial.
 */
export async function createPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: {
      [types.INT8]: (value: string) => Number(value),
      [types.NUMERIC]: (value: string) => Number(value),
    },
  });
  return {
    kind: 'pglite',
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      return (await db.query<Row>(sql, params as unknown[])).rows;
    },
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row extends object>(sql: string, params: readonly SqlParam[] = []) =>
            (await tx.query<Row>(sql, params as unknown[])).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => db.close(),
  };
}
