import { z } from 'zod';

/** Demo mode only: what the outbox holds, so a person can follow the links in the emails. */
export const MailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

export const MailboxResponseSchema = z.object({ messages: z.array(MailboxMessageSchema) });
