import type { Database } from '../../db/database';
import type { ShiftableClock } from '../../platform/clock';
import { DEMO_CLOCK_CHANNEL, loadDemoClockOffset } from './demo-clock-store';

/**
 * Keeps this node's demo clock at the offset stored for all nodes (decision 0131): loaded
 * now, then moved by each other node's notice, and reloaded whenever the listening
 * connection is reopened, so a move made while it was cut is not missed. Nothing is read
 * per request. On PGlite one process owns the database, so loading once is all there is.
 */
export async function shareDemoClock(
  db: Database,
  clock: ShiftableClock,
): Promise<{ close(): Promise<void> }> {
  const reload = async () => clock.catchUp(await loadDemoClockOffset(db));
  if (!db.listen) {
    await reload();
    return { close: async () => {} };
  }
  return db.listen(DEMO_CLOCK_CHANNEL, {
    onMessage: (payload) => {
      const offsetMs = Number(payload);
      if (Number.isFinite(offsetMs)) clock.catchUp(offsetMs);
    },
    onListening: reload,
  });
}
