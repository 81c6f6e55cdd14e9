import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { OutboxFigures } from '../../platform/metrics';
import { EMAIL_MAX_ATTEMPTS } from './email-sender';

// Often enough to keep a backed-up queue in view, rarely enough not to bury other lines.
const REPEAT_WARNING_MS = 15 * 60_000;

/**
 * The outbox's backlog in one query: what GET /metrics reports and what the backlog warning
 * watches, so the two never disagree. An email given up (no attempts left) is not waiting.
 * `now` is the app's clock, so the age agrees with the times the outbox recorded.
 */
export async function readOutboxBacklog(db: Queryable, now: Date): Promise<OutboxFigures> {
  const [row] = await db.query<{ waiting: number; given_up: number; oldest: Date | null }>(
    `SELECT count(*) FILTER (WHERE sent_at IS NULL AND attempts < $1) AS waiting,
            count(*) FILTER (WHERE sent_at IS NULL AND attempts >= $1) AS given_up,
            min(created_at) FILTER (WHERE sent_at IS NULL AND attempts < $1) AS oldest
       FROM outbox_emails`,
    [EMAIL_MAX_ATTEMPTS],
  );
  const oldest = row?.oldest;
  return {
    waiting: row?.waiting ?? 0,
    givenUp: row?.given_up ?? 0,
    oldestWaitingSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}

export interface EmailBacklogWatch {
  /** Reads the backlog and logs what changed; the scheduler calls it every minute. */
  check(): Promise<void>;
}

/**
 * Tells the operator's log when email stops leaving (decision 0130): one warning while the
 * oldest unsent email is older than `warnAfterSeconds`, repeated at most every 15 minutes
 * while it stays so, and one info line when the queue has caught up. Each node watches the
 * shared outbox, so with several nodes each logs it.
 */
export function watchEmailBacklog(options: {
  db: Queryable;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  warnAfterSeconds: number;
}): EmailBacklogWatch {
  const { db, clock, log, warnAfterSeconds } = options;
  let lastWarningAt: number | undefined;
  return {
    async check() {
      const now = clock.now();
      const outbox = await readOutboxBacklog(db, now);
      if (outbox.oldestWaitingSeconds > warnAfterSeconds) {
        if (lastWarningAt === undefined || now.getTime() - lastWarningAt >= REPEAT_WARNING_MS) {
          lastWarningAt = now.getTime();
          log.warn(
            {
              oldestWaitingSeconds: Math.floor(outbox.oldestWaitingSeconds),
              waiting: outbox.waiting,
              warnAfterSeconds,
            },
            'email queue backed up: the oldest unsent email is older than EMAIL_BACKLOG_WARN_SECONDS',
          );
        }
        return;
      }
      if (lastWarningAt !== undefined) {
        lastWarningAt = undefined;
        log.info({ waiting: outbox.waiting }, 'email queue caught up');
      }
    },
  };
}
