import type { Config } from '../platform/config';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import { createPgliteDatabase } from './pglite';
import { createPostgresDatabase } from './postgres';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR (locked to us). */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl) {
    return createPostgresDatabase(config.databaseUrl, config.databasePoolSize);
  }
  const releaseLock = lockDataDir(config.dataDir);
  try {
    const db = await createPgliteDatabase(config.dataDir);
    return {
      ...db,
      close: async () => {
        await db.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
