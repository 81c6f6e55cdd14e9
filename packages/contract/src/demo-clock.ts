import { z } from 'zod';

/** Demo mode only: the server's clock, which an operator moves forward to watch billing. */
export const DemoClockSchema = z.object({
  now: z.string(),
  offset_ms: z.number().int(),
  /** What the billing run did to catch up after the last move. */
  last_run: z
    .object({
      renewed: z.number(),
      failed: z.number(),
      expired: z.number(),
      deferred: z.number(),
      refunded: z.number(),
      resumed: z.number(),
      /** Renewal and trial reminders emailed. */
      reminded: z.number(),
    })
    .nullable(),
});
export type DemoClock = z.infer<typeof DemoClockSchema>;

/** How far one move may take the demo clock: each move runs all the billing it skips. */
export const MAX_CLOCK_ADVANCE_DAYS = 3660;

export const AdvanceClockRequestSchema = z
  .object({
    days: z.number().int().min(1).max(MAX_CLOCK_ADVANCE_DAYS).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine(
    (body) => (body.days === undefined) !== (body.to === undefined),
    'Give either days or to.',
  );
