import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { createPgliteDatabase } from '../../src/db/pglite';
import { createPostgresDatabase } from '../../src/db/postgres';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, empty database: in-memory PGlite, or a new PostgreSQL database created from
 * TEST_DATABASE_URL and dropped when closed, so test files never share state.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
): Promise<{ db: Database; url: string | undefined }> {
  if (kind === 'pglite') return { db: await createPgliteDatabase(undefined), url: undefined };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `burrow_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = createPostgresDatabase(url, 5);
  return {
    url,
    db: {
      ...db,
      close: async () => {
        await db.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    },
  };
}
