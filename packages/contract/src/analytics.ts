import { z } from 'zod';

/** A calendar day, YYYY-MM-DD, from 1970 on: PostgreSQL refuses day 00 or month 13 (and year 0). */
const Day = z.iso
  .date({ error: 'A date as YYYY-MM-DD.' })
  .refine((day) => day >= '1970-01-01', 'A date from 1970 on.');

/**
 * `GET /api/dev/analytics/event-counts?from=&to=`: days in UTC, both included. Either may be
 * left out: `to` is then the server's today and `from` six days before `to` (decision 0061).
 * An empty value is not a date, so a web form that sends both fields validates with it too.
 */
export const EventCountsQuerySchema = z
  .object({ from: Day.optional(), to: Day.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to.',
    path: ['to'],
  });
export type EventCountsQuery = z.infer<typeof EventCountsQuerySchema>;

export const EventCountsResponseSchema = z.object({
  /** The range counted, as asked or defaulted. */
  from: z.string(),
  to: z.string(),
  counts: z.array(
    z.object({
      event: z.string(),
      /** The path the event happened on; null when the client did not say. */
      page: z.string().nullable(),
      count: z.number().int(),
      /** Distinct browser sessions. */
      sessions: z.number().int(),
    }),
  ),
});
export type EventCounts = z.infer<typeof EventCountsResponseSchema>;

/**
 * `GET /api/dev/analytics/payment-outcomes?from=&to=` (decision 0079): the newest payment
 * results and attempted sign-ups of a range of UTC days (the same range rules as the event
 * counts), newest first, at most `PAYMENT_OUTCOMES_LIMIT` of each. Demo mode only, like the
 * counts: it shows buyers' emails, and there is no operator sign-in yet.
 */
export const PAYMENT_OUTCOMES_LIMIT = 200;

export const PaymentOutcomesResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  paymentResults: z.array(
    z.object({
      at: z.string(),
      /** `one_checkout_order` from the server's checkout, `web:one_checkout_order` from a browser. */
      source: z.string(),
      event: z.string(),
      result: z.string(),
      type: z.string(),
      gateway: z.string(),
      transId: z.string().nullable(),
      errorCode: z.string().nullable(),
    }),
  ),
  attemptedSignups: z.array(
    z.object({ at: z.string(), email: z.string(), signupStage: z.string() }),
  ),
});
export type PaymentOutcomes = z.infer<typeof PaymentOutcomesResponseSchema>;
