import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPendingEmails } from '../src/modules/notifications/email-sender';
import { enqueueEmail } from '../src/modules/notifications/outbox';
import {
  watchEmailBacklog,
  type EmailBacklogWatch,
} from '../src/modules/notifications/outbox-backlog';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Email that stops leaving is said in the operator's log (decision 0130): one warning once
 * the oldest unsent email is older than EMAIL_BACKLOG_WARN_SECONDS, again at most every 15
 * minutes while it stays so, and one line when the queue has caught up. The age is the one
 * GET /metrics reports.
 */
const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const MINUTE = 60_000;

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

describe.each(testDatabaseKinds)('the email backlog warning on %s', (kind) => {
  let t: TestApp;
  let watch: EmailBacklogWatch;
  const lines: string[] = [];
  const backlogLines = () =>
    lines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg.startsWith('email queue'));

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info', EMAIL_BACKLOG_WARN_SECONDS: '900' },
      logStream: { write: (line) => lines.push(line) },
    });
    watch = watchEmailBacklog({
      db: t.app.db,
      clock: t.clock,
      log: t.app.log,
      warnAfterSeconds: t.config.emailBacklogWarnSeconds,
    });
  });
  afterAll(() => t.close());

  const oldestAgeOnMetrics = async () => {
    const response = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const line = response.body
      .split('\n')
      .find((candidate) => candidate.startsWith('burrow_email_outbox_oldest_waiting_seconds '));
    return Number(line?.split(' ')[1]);
  };

  it('warns once the oldest unsent email is older than the limit, as often as every 15 minutes', async () => {
    await t.app.db.transaction((tx) =>
      enqueueEmail(
        tx,
        { tenantId: 'burrow', to: 'jane@example.com', subject: 'Receipt', text: 'Paid.' },
        t.clock.now(),
      ),
    );
    await watch.check();
    t.clock.advance(15 * MINUTE);
    await watch.check();
    expect(backlogLines()).toEqual([]);

    t.clock.advance(MINUTE);
    await watch.check();
    expect(backlogLines()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/^email queue backed up/),
        oldestWaitingSeconds: 960,
        waiting: 1,
        warnAfterSeconds: 900,
      }),
    ]);
    expect(await oldestAgeOnMetrics()).toBe(960);

    // Still backed up: no second line until 15 minutes after the first.
    t.clock.advance(14 * MINUTE);
    await watch.check();
    expect(backlogLines()).toHaveLength(1);
    t.clock.advance(MINUTE);
    await watch.check();
    expect(backlogLines()).toHaveLength(2);
    expect(backlogLines()[1]).toMatchObject({ level: 40, oldestWaitingSeconds: 1860 });
  });

  it('says once when the queue has caught up, and warns again only if it backs up again', async () => {
    const sent: string[] = [];
    await deliverPendingEmails(
      t.app.db,
      { send: async (message) => void sent.push(message.to) },
      'Burrow <no-reply@burrow.test>',
      t.clock,
      t.app.log,
    );
    expect(sent).toEqual(['jane@example.com']);
    await watch.check();
    await watch.check();
    const [, , caughtUp, ...rest] = backlogLines();
    expect(caughtUp).toMatchObject({ level: 30, msg: 'email queue caught up', waiting: 0 });
    expect(rest).toEqual([]);
    expect(await oldestAgeOnMetrics()).toBe(0);

    await t.app.db.transaction((tx) =>
      enqueueEmail(
        tx,
        { tenantId: 'burrow', to: 'sam@example.com', subject: 'Reset', text: 'Link.' },
        t.clock.now(),
      ),
    );
    t.clock.advance(16 * MINUTE);
    await watch.check();
    expect(backlogLines().slice(3)).toEqual([
      expect.objectContaining({ level: 40, oldestWaitingSeconds: 960, waiting: 1 }),
    ]);
  });
});
