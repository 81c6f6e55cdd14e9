import type { ContactMessageResponse } from '@burrow/contract/support-messages';
import type { ContactTopic } from '@burrow/domain/contact-form';
import { normalizeEmail } from '@burrow/domain/email';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limiter';
import { customerContact } from '../identity/identity-service';
import { renderEmail } from '../notifications/emails';
import { enqueueEmail } from '../notifications/outbox';

/**
 * Each message emails support and the address typed in, so both limits count every call:
 * per client against a flood from one place, per address against mail-bombing someone.
 */
const LIMITS = {
  perClient: { name: 'contact:client', limit: 10, windowSeconds: 3600 },
  perAddress: { name: 'contact:address', limit: 5, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

export interface ContactSender {
  tenantId: string;
  ip: string;
  /** The signed-in account, if any: the message is linked to it and answered in its language. */
  userId: string | undefined;
  /** The page's language, for a visitor who is not signed in. */
  visitorLocale: string;
}

export interface ContactForm {
  topic: ContactTopic;
  email: string;
  message: string;
}

/**
 * Stores a contact-form message for the customer's timeline and, in the same transaction,
 * emails it to the configured support address (in English, the operator's language) and an
 * acknowledgement with a copy to the sender in their language (decision 0099).
 */
export async function sendContactMessage(
  ctx: AppContext,
  sender: ContactSender,
  form: ContactForm,
): Promise<ContactMessageResponse> {
  const { db, clock, config } = ctx;
  const now = clock.now();
  await enforceRateLimit(db, LIMITS.perClient, `${sender.tenantId}:${sender.ip}`, now);
  await enforceRateLimit(
    db,
    LIMITS.perAddress,
    `${sender.tenantId}:${normalizeEmail(form.email)}`,
    now,
  );
  const account = sender.userId
    ? await customerContact(db, sender.tenantId, sender.userId)
    : undefined;
  const locale = account?.locale ?? sender.visitorLocale;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO support_messages (tenant_id, user_id, email, topic, message, locale, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        sender.tenantId,
        account ? (sender.userId ?? null) : null,
        form.email,
        form.topic,
        form.message,
        locale,
        now,
      ],
    );
    // Short enough to read out on the phone; the full id stays in the table.
    const reference = row!.id.slice(0, 8).toUpperCase();
    const { topic, message } = form;
    await enqueueEmail(
      tx,
      {
        tenantId: sender.tenantId,
        to: config.supportEmail,
        ...renderEmail('en', {
          kind: 'support_message',
          reference,
          topic,
          from: form.email,
          account: account?.email ?? null,
          message,
        }),
      },
      now,
    );
    await enqueueEmail(
      tx,
      {
        tenantId: sender.tenantId,
        to: form.email,
        ...renderEmail(locale, { kind: 'support_message_received', reference, topic, message }),
      },
      now,
    );
    return { reference, email: form.email };
  });
}

/** Account erasure (decision 0043): the customer's messages to support go with the account. */
export async function eraseSupportMessages(
  tx: Queryable,
  tenantId: string,
  userId: string,
  email: string,
): Promise<void> {
  await tx.query(
    `DELETE FROM support_messages WHERE tenant_id = $1 AND (user_id = $2 OR lower(email) = $3)`,
    [tenantId, userId, normalizeEmail(email)],
  );
}
