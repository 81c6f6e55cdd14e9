import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';

/**
 * This server process, as other processes on the same database see it: work it claims
 * (a checkout attempt, a payment being captured) names its `id`, and any process can ask
 * whether the claimant is gone — killed, crashed or stopped — to take the work over at
 * once instead of waiting for a lease to run out (decision 0072).
 */
export interface ServerInstance {
  readonly id: string;
  /** True only when the process that took a claim as `holder` is certainly not running. */
  isGone(holder: string | null): Promise<boolean>;
  close(): Promise<void>;
}

// The first key of the two-key advisory locks that mark live instances; the one-key space
// (migrations' lock) does not overlap it.
const LIVENESS_LOCK_SPACE = 7_428_212;

/** An instance id as the second key of its advisory lock. */
function lockKeyOf(instanceId: string): number {
  return createHash('sha256').update(instanceId).digest().readInt32BE(0);
}

/**
 * On PostgreSQL the process holds a session advisory lock on a connection of its own for
 * as long as it lives; the database drops it when the connection closes, even after a
 * `kill -9`, so a lock that can be taken means its holder is gone. On embedded PGlite one
 * process owns the data directory (it is locked to it), so every other holder is gone.
 */
export async function startServerInstance(db: Database): Promise<ServerInstance> {
  const id = randomUUID();
  if (!db.openDedicatedConnection) {
    return {
      id,
      isGone: async (holder) => holder !== null && holder !== id,
      close: async () => {},
    };
  }
  const connection = await db.openDedicatedConnection();
  await connection.query('SELECT pg_advisory_lock($1, $2)', [LIVENESS_LOCK_SPACE, lockKeyOf(id)]);
  return {
    id,
    async isGone(holder) {
      if (holder === null || holder === id) return false;
      // Taken inside a transaction and released by its end: only a probe.
      return db.transaction(async (tx) => {
        const [probe] = await tx.query<{ free: boolean }>(
          'SELECT pg_try_advisory_xact_lock($1, $2) AS free',
          [LIVENESS_LOCK_SPACE, lockKeyOf(holder)],
        );
        return probe?.free === true;
      });
    },
    close: () => connection.close(),
  };
}
