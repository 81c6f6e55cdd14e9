import { contactFormProblems, type ContactTopic } from '@burrow/domain/contact-form';
import { z } from 'zod';

/**
 * The contact form (decision 0099). The rules are the domain's `contactFormProblems`, the
 * same function the web checks the form with; a refused field answers 400 `invalid_request`
 * with the problem's stable code (`email_invalid`, `message_too_short`, …) in
 * `details.fields`.
 */
export const ContactMessageRequestSchema = z
  .object({
    topic: z.string().max(32),
    email: z.string().max(320),
    message: z.string().max(20_000),
  })
  .superRefine((form, ctx) => {
    for (const [field, problem] of Object.entries(contactFormProblems(form))) {
      ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  })
  .transform((form) => ({
    // The refinement above let only a known topic through.
    topic: form.topic as ContactTopic,
    email: form.email.trim(),
    message: form.message.trim(),
  }));
export type ContactMessageRequest = z.input<typeof ContactMessageRequestSchema>;

export const ContactMessageResponseSchema = z.object({
  /** A short reference the acknowledgement email repeats, for the customer to quote. */
  reference: z.string(),
  /** Where the acknowledgement went. */
  email: z.string(),
});
export type ContactMessageResponse = z.infer<typeof ContactMessageResponseSchema>;
