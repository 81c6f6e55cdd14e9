import type { Queryable } from '../../db/database';

/** Every node hears a move on this channel (decision 0131). */
export const DEMO_CLOCK_CHANNEL = 'burrow_demo_clock';

/** The demo clock's offset survives restarts, so moved time does not jump back. */
export async function loadDemoClockOffset(db: Queryable): Promise<number> {
  const [row] = await db.query<{ offset_ms: number }>(`SELECT offset_ms FROM demo_clock`);
  return row?.offset_ms ?? 0;
}

/**
 * Stores a move and tells every node in the same statement, so the notice goes out exactly
 * when the move is committed. The stored offset never goes back: of two moves made at once
 * on two nodes, the further one stands.
 */
export async function saveDemoClockOffset(db: Queryable, offsetMs: number): Promise<void> {
  await db.query(
    `WITH saved AS (
       INSERT INTO demo_clock (id, offset_ms) VALUES (true, $1)
       ON CONFLICT (id) DO UPDATE SET offset_ms = GREATEST(demo_clock.offset_ms, EXCLUDED.offset_ms)
       RETURNING offset_ms
     )
     SELECT pg_notify($2, offset_ms::text) FROM saved`,
    [Math.round(offsetMs), DEMO_CLOCK_CHANNEL],
  );
}
