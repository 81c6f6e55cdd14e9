import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

// Any constant shared by all Burrow servers: the advisory lock that serialises migrations.
const MIGRATION_LOCK_KEY = 7_428_211;

export const defaultMigrationsDir = path.resolve(import.meta.dirname, 'migrations');

/**
 * Applies the SQL files of `migrationsDir` in name order, each once, recorded in
 * schema_migrations. Several servers starting together wait on one advisory lock, so each
 * file runs exactly once; all pending files apply in one transaction, so a failing file
 * leaves the schema as it was.
 */
export async function migrate(
  db: Database,
  migrationsDir = defaultMigrationsDir,
): Promise<string[]> {
  const files = await migrationFileNames(migrationsDir);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map(
        (row) => row.name,
      ),
    );
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = await fs.readFile(path.join(migrationsDir, file), 'utf8');
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    }
  });
  return appliedMigrations(db);
}

/** The migrations this build ships, in the order they apply. */
export async function migrationFileNames(migrationsDir = defaultMigrationsDir): Promise<string[]> {
  return (await fs.readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
}

export async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  return rows.map((row) => row.name);
}
