import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { emailsDeliveredTotal } from '../../platform/metrics';
import type { FastifyBaseLogger } from 'fastify';

const BATCH_SIZE = 20;
/** After this many failed attempts an email is given up (and counted so on /metrics). */
export const EMAIL_MAX_ATTEMPTS = 8;

interface PendingEmail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  attempts: number;
}

export interface EmailTransport {
  send(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
}

export function smtpTransport(smtpUrl: string): EmailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * Delivers queued emails. Each batch is claimed with FOR UPDATE SKIP LOCKED so several
 * servers can send side by side; a failed delivery is retried with back-off.
 */
export async function deliverPendingEmails(
  db: Database,
  transport: EmailTransport,
  from: string,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const batch = await tx.query<PendingEmail>(
      `SELECT id, to_address, subject, text_body, attempts FROM outbox_emails
       WHERE sent_at IS NULL AND next_attempt_at <= $1 AND attempts < $2
       ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED`,
      [now, EMAIL_MAX_ATTEMPTS, BATCH_SIZE],
    );
    for (const email of batch) {
      try {
        await transport.send({
          from,
          to: email.to_address,
          subject: email.subject,
          text: email.text_body,
        });
        await tx.query(
          `UPDATE outbox_emails SET sent_at = $2, attempts = attempts + 1 WHERE id = $1`,
          [email.id, clock.now()],
        );
        emailsDeliveredTotal.inc({ result: 'sent' });
      } catch (error) {
        emailsDeliveredTotal.inc({ result: 'failed' });
        const backoffMs = 30_000 * 2 ** email.attempts;
        log.warn({ err: error, emailId: email.id }, 'email delivery failed; will retry');
        await tx.query(
          `UPDATE outbox_emails SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3 WHERE id = $1`,
          [email.id, String(error).slice(0, 500), new Date(clock.now().getTime() + backoffMs)],
        );
      }
    }
    return batch.length;
  });
}
