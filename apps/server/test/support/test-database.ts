import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database';
import { createPgliteDatabase } from '../../src/db/pglite';
import { createPostgresDatabase } from '../../src/db/postgres';
import type { DatabaseTemplate } from './database-templates';
import { databaseUrl, runAsAdmin } from './postgres-admin';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

// Each worker reads a template's dump once; every PGlite copy loads from that blob.
const pgliteDumps = new Map<DatabaseTemplate, Blob>();

function pgliteDump(template: DatabaseTemplate): Blob {
  let dump = pgliteDumps.get(template);
  if (!dump) {
    dump = new Blob([fs.readFileSync(inject('pgliteTemplates')[template])]);
    pgliteDumps.set(template, dump);
  }
  return dump;
}

/**
 * A database of its own, never shared between test files: empty, or a copy of one migrated
 * (and seeded) once per run by the global setup (database-templates.ts). In-memory PGlite,
 * or a new PostgreSQL database created from TEST_DATABASE_URL and dropped when closed.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  template?: DatabaseTemplate,
): Promise<{ db: Database; url: string | undefined }> {
  if (kind === 'pglite') {
    const db = await createPgliteDatabase(
      undefined,
      template ? { loadDataDir: pgliteDump(template) } : {},
    );
    return { db, url: undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `burrow_test_${randomBytes(6).toString('hex')}`;
  const templateName = template ? inject('postgresTemplates')[template] : undefined;
  if (template && !templateName) throw new Error(`no PostgreSQL template "${template}"`);
  await runAsAdmin(
    adminUrl,
    templateName ? `CREATE DATABASE ${name} TEMPLATE ${templateName}` : `CREATE DATABASE ${name}`,
  );
  const url = databaseUrl(adminUrl, name);
  const db = createPostgresDatabase(url, 5);
  return {
    url,
    db: {
      ...db,
      close: async () => {
        await db.close();
        await runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    },
  };
}
