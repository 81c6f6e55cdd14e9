import { z } from 'zod';
import { MoneySchema } from './offers';

export const RefundRefusalSchema = z.enum([
  'already_refunded',
  'billed_by_app_store',
  'billed_by_play_store',
  'billed_by_partner',
  'gift_card',
  'outside_money_back_window',
]);

export const RefundEstimateRequestSchema = z.object({
  subscription_id: z.string().min(1, 'Choose the subscription to refund.').max(200),
});

export const PendingRefundSchema = z.object({
  requested_at: z.string(),
  /** When the refund is carried out unless withdrawn first. */
  refund_at: z.string(),
  amount: MoneySchema,
});

export const CompletedRefundSchema = z.object({
  refunded_at: z.string(),
  amount: MoneySchema,
});

export const RefundEstimateResponseSchema = z.object({
  subscription_id: z.string(),
  eligible: z.boolean(),
  reason: RefundRefusalSchema.nullable(),
  /** What would come back: the payments for this subscription inside the guarantee. */
  amount: MoneySchema.nullable(),
  money_back_guarantee_days: z.number().int(),
  guarantee_ends_at: z.string(),
  pending_request: PendingRefundSchema.nullable(),
  /** The refund carried out for this subscription, if any: what came back and when. */
  completed_refund: CompletedRefundSchema.nullable(),
});
export type RefundEstimateResponse = z.infer<typeof RefundEstimateResponseSchema>;

export const RefundRequestResponseSchema = z.object({
  status: z.enum(['pending', 'cancelled']),
  pending_request: PendingRefundSchema.nullable(),
});
export type RefundRequestResponse = z.infer<typeof RefundRequestResponseSchema>;
