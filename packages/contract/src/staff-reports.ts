import { z } from 'zod';

/**
 * The operator console's business reports (decision 0126, permission `reports:read`): the
 * summary finance reads and the accountant's CSV exports. Days are UTC calendar days
 * (`YYYY-MM-DD`), both ends included; amounts are integer minor units of the currency beside
 * them, never added across currencies; rates are basis points (1 bp = 0.01 %), null when there
 * was nothing to divide by.
 */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD.');

/** Absent `from`/`to`: the last 30 days up to today. Absent `storefront`: every storefront. */
export const StaffReportQuerySchema = z.object({
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  storefront: z.string().trim().min(1).max(64).optional(),
});
export type StaffReportQuery = z.input<typeof StaffReportQuerySchema>;

const CurrencyAmountSchema = z.object({ currency: z.string(), amount_minor: z.number().int() });

export const StaffReportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  storefront: z.string().nullable(),
  /** The moment "now" was for the figures that are about now. */
  as_of: z.string(),
  subscribers: z.object({
    /** Served now (active, or renewal off with paid time left); trials and pauses apart. */
    active: z.number().int(),
    trials: z.number().int(),
    paused: z.number().int(),
    /** Active subscribers per tier × plan length, every pair that has one. */
    by_plan: z.array(
      z.object({ tier: z.string(), months: z.number().int(), count: z.number().int() }),
    ),
  }),
  /** Monthly recurring revenue per currency, tax excluded. */
  mrr: z.array(CurrencyAmountSchema),
  /** Every day of the range: subscriptions started and churned that day. */
  daily: z.array(z.object({ day: z.string(), new: z.number().int(), churned: z.number().int() })),
  /** Automatic renewals due within 30 days of now: how many, and what they will charge. */
  renewals_due: z.object({
    count: z.number().int(),
    by_currency: z.array(CurrencyAmountSchema.extend({ count: z.number().int() })),
  }),
  refund_rate: z.array(
    z.object({
      currency: z.string(),
      collected_minor: z.number().int(),
      refunded_minor: z.number().int(),
      rate_bp: z.number().int().nullable(),
    }),
  ),
  recovery_rate: z.object({
    failed: z.number().int(),
    recovered: z.number().int(),
    rate_bp: z.number().int().nullable(),
  }),
});
export type StaffReportSummary = z.infer<typeof StaffReportSummarySchema>;

/** A CSV export answers bytes, not JSON: its registry entry's `response` describes nothing. */
export const StaffCsvExportSchema = z.string();
