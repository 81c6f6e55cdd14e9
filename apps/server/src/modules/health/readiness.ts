import type { NotReadyReason } from '@burrow/contract/health';
import type { Database } from '../../db/database';

/** Whether this process is on its way out; only ever turns on (decision 0116). */
export interface Readiness {
  readonly draining: boolean;
  /** SIGTERM: answer not-ready from now on, while requests are still served. */
  startDraining(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

// A database that does not answer within this is as good as unreachable to a probe.
const READINESS_QUERY_TIMEOUT_MS = 2_000;

/**
 * Why this node should not get traffic, empty when it should: the database answers one
 * cheap query that also counts which of this build's migrations are applied, and the
 * process is not draining.
 */
export async function notReadyReasons(
  db: Database,
  readiness: Readiness,
  shippedMigrations: readonly string[],
): Promise<NotReadyReason[]> {
  const reasons: NotReadyReason[] = [];
  const applied = await withTimeout(
    db.query<{ applied: number }>(
      'SELECT count(*)::int AS applied FROM schema_migrations WHERE name = ANY($1::text[])',
      [shippedMigrations],
    ),
  ).then(
    (rows) => rows[0]?.applied ?? 0,
    () => undefined,
  );
  if (applied === undefined) reasons.push('database_unavailable');
  else if (applied < shippedMigrations.length) reasons.push('migrations_pending');
  if (readiness.draining) reasons.push('draining');
  return reasons;
}

async function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('readiness query timed out')),
      READINESS_QUERY_TIMEOUT_MS,
    );
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
