import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db/database';
import {
  deliverPendingEmails,
  smtpTransport,
  type EmailTransport,
} from '../src/modules/notifications/email-sender';
import { enqueueEmail } from '../src/modules/notifications/outbox';
import { ManualClock } from '../src/platform/clock';
import { createTestDatabase, testDatabaseKinds } from './support/test-database';
import { freePort } from './support/server-process';

const silentLog = { warn: () => undefined };

interface Received {
  to: string[];
  raw: string;
}

describe.each(testDatabaseKinds)('email delivery over SMTP on %s', (kind) => {
  let db: Database;
  let smtp: SMTPServer;
  let port: number;
  const received: Received[] = [];
  const clock = new ManualClock(new Date('2026-06-15T12:00:00Z'));

  beforeAll(async () => {
    db = (await createTestDatabase(kind, 'migrated')).db;
    port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await db.close();
  });

  it('delivers a queued email once and marks it sent', async () => {
    await db.transaction((tx) =>
      enqueueEmail(
        tx,
        { tenantId: 'burrow', to: 'jane@example.com', subject: 'Hello', text: 'Link: http://x/y' },
        clock.now(),
      ),
    );
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      expect(
        await deliverPendingEmails(
          db,
          transport,
          'Burrow <no-reply@burrow.test>',
          clock,
          silentLog,
        ),
      ).toBe(1);
      expect(
        await deliverPendingEmails(
          db,
          transport,
          'Burrow <no-reply@burrow.test>',
          clock,
          silentLog,
        ),
      ).toBe(0);
    } finally {
      transport.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['jane@example.com']);
    expect(received[0]?.raw).toMatch(/^Subject: Hello$/m);
    expect(received[0]?.raw).toMatch(/^From: Burrow <no-reply@burrow\.test>$/m);
    expect(received[0]?.raw).toContain('Link: http://x/y');
    const [row] = await db.query<{ sent_at: Date | null; attempts: number }>(
      `SELECT sent_at, attempts FROM outbox_emails WHERE to_address = 'jane@example.com'`,
    );
    expect(row?.sent_at).toEqual(clock.now());
    expect(row?.attempts).toBe(1);
  });

  it('keeps an email whose delivery failed and retries it later with back-off', async () => {
    await db.transaction((tx) =>
      enqueueEmail(
        tx,
        { tenantId: 'burrow', to: 'retry@example.com', subject: 'Retry', text: 'x' },
        clock.now(),
      ),
    );
    const failing: EmailTransport = {
      send: async () => {
        throw new Error('421 try again later');
      },
    };
    expect(await deliverPendingEmails(db, failing, 'a@b.c', clock, silentLog)).toBe(1);
    // Not due again until its back-off has passed.
    expect(await deliverPendingEmails(db, failing, 'a@b.c', clock, silentLog)).toBe(0);
    const [row] = await db.query<{ sent_at: Date | null; attempts: number; last_error: string }>(
      `SELECT sent_at, attempts, last_error FROM outbox_emails WHERE to_address = 'retry@example.com'`,
    );
    expect(row).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: expect.stringContaining('421'),
    });

    clock.advance(31_000);
    const working: EmailTransport = { send: async () => undefined };
    expect(await deliverPendingEmails(db, working, 'a@b.c', clock, silentLog)).toBe(1);
  });
});
