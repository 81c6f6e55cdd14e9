import type { Queryable } from '../../db/database';

/** The demo clock's offset survives restarts, so moved time does not jump back. */
export async function loadDemoClockOffset(db: Queryable): Promise<number> {
  const [row] = await db.query<{ offset_ms: number }>(`SELECT offset_ms FROM demo_clock`);
  return row?.offset_ms ?? 0;
}

export async function saveDemoClockOffset(db: Queryable, offsetMs: number): Promise<void> {
  await db.query(
    `INSERT INTO demo_clock (id, offset_ms) VALUES (true, $1) ON CONFLICT (id) DO UPDATE SET offset_ms = $1`,
    [Math.round(offsetMs)],
  );
}
