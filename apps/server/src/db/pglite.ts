import { PGlite, types } from '@electric-sql/pglite';
import type { Database, SqlParam } from './database';

/**
 * Embedded PostgreSQL (WASM). It has a single connection: while a transaction is open
 * every other query waits for it, which keeps it correct but serial.
 */
export async function createPgliteDatabase(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  return pgliteDatabaseOf(await openPglite(dataDir, options));
}

/**
 * The embedded engine itself, for what only it can do (dumping its data directory).
 * `loadDataDir` starts from a directory dumped earlier instead of running initdb.
 */
export function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: {
      [types.INT8]: (value: string) => Number(value),
      [types.NUMERIC]: (value: string) => Number(value),
    },
  });
}

export function pgliteDatabaseOf(db: PGlite): Database {
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
