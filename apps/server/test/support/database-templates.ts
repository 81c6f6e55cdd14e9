// vitest global setup: migrates (and seeds) one database of each kind once per run, so each
// test's database starts as a copy instead of replaying every migration and the demo seed.
// Copying a PGlite data directory or a PostgreSQL template costs a fraction of building one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openPglite, pgliteDatabaseOf } from '../../src/db/pglite';
import { createPostgresDatabase } from '../../src/db/postgres';
import { seedDemoData } from '../../src/seed/seed-demo-data';
import { databaseUrl, runAsAdmin } from './postgres-admin';
import { TEST_START } from './test-start';

export type DatabaseTemplate = 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Dumped PGlite data directories (tar files), by template. */
    pgliteTemplates: Record<DatabaseTemplate, string>;
    /** PostgreSQL template database names, by template; empty without TEST_DATABASE_URL. */
    postgresTemplates: Partial<Record<DatabaseTemplate, string>>;
  }
}

async function prepare(db: Database, template: DatabaseTemplate): Promise<void> {
  await migrate(db);
  if (template === 'seeded') await seedDemoData(db, TEST_START);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates: DatabaseTemplate[] = ['migrated', 'seeded'];
  const dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'burrow-test-templates-'));
  const pgliteTemplates = {} as Record<DatabaseTemplate, string>;
  for (const template of templates) {
    const pglite = await openPglite(undefined);
    await prepare(pgliteDatabaseOf(pglite), template);
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(dumpDir, `${template}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    pgliteTemplates[template] = file;
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplates: Partial<Record<DatabaseTemplate, string>> = {};
  if (adminUrl) {
    const runId = randomBytes(4).toString('hex');
    for (const template of templates) {
      const name = `burrow_template_${runId}_${template}`;
      await runAsAdmin(adminUrl, `CREATE DATABASE ${name}`);
      const db = createPostgresDatabase(databaseUrl(adminUrl, name), 2);
      try {
        await prepare(db, template);
      } finally {
        // A template must have no connections left, or copying it fails.
        await db.close();
      }
      postgresTemplates[template] = name;
    }
  }

  project.provide('pgliteTemplates', pgliteTemplates);
  project.provide('postgresTemplates', postgresTemplates);

  return async () => {
    fs.rmSync(dumpDir, { recursive: true, force: true });
    if (adminUrl) {
      for (const name of Object.values(postgresTemplates)) {
        await runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  };
}
