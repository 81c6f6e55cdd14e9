import fs from 'node:fs';
import path from 'node:path';
import { createPostgresDatabase } from '../../apps/server/src/db/postgres';

export interface BenchDatabase {
  /** The server's own variables that point it at this database. */
  serverEnv: Record<string, string>;
  describe(): Promise<string>;
  drop(): Promise<void>;
}

// One database per bench process: two benches on one PostgreSQL server must not drop each other's.
const BENCH_DATABASE = `burrow_bench_${process.pid}`;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A dedicated database on the PostgreSQL server, created empty and dropped afterwards. */
export async function createPostgresBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const admin = createPostgresDatabase(withDatabase(adminUrl, 'postgres'), 1);
  try {
    await admin.exec(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await admin.close();
  }
  const url = withDatabase(adminUrl, BENCH_DATABASE);
  return {
    serverEnv: { DATABASE_URL: url },
    describe: async () => {
      const db = createPostgresDatabase(url, 1);
      try {
        const [row] = await db.query<{ version: string }>('SELECT version()');
        return row?.version.split(' on ')[0] ?? 'PostgreSQL';
      } finally {
        await db.close();
      }
    },
    drop: async () => {
      const again = createPostgresDatabase(withDatabase(adminUrl, 'postgres'), 1);
      try {
        await again.exec(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
      } finally {
        await again.close();
      }
    },
  };
}

/** A fresh embedded PGlite data directory under bench/.work. */
export function createPgliteBenchDatabase(workDir: string): BenchDatabase {
  const dataDir = path.join(workDir, 'pglite-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    serverEnv: { DATA_DIR: dataDir },
    describe: async () => 'embedded PGlite (PostgreSQL 18 in WebAssembly), one connection',
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
