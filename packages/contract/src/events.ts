import { z } from 'zod';

const Text = (max: number) => z.string().trim().min(1).max(max);

/** A first-party analytics event (page view, click) from the web app. */
export const EmitEventRequestSchema = z.object({
  event: Text(100),
  properties: z
    .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .optional(),
});

/** docs/product.md#payment-outcomes payment_result: the outcome of a payment attempt as the client saw it. */
export const PaymentResultWriteSchema = z.object({
  uid: z.string().max(200).optional(),
  timestamp: z.number().int().optional(),
  system: Text(50),
  version: Text(50),
  event: Text(100),
  source: Text(100),
  result: z.enum(['success', 'failure']),
  type: Text(50),
  gateway: Text(50),
  forterResult: z.string().max(100).optional(),
  transId: z.string().max(200).optional(),
  errorText: z.string().max(500).optional(),
  errorCode: z.string().max(100).optional(),
});
export type PaymentResultWrite = z.infer<typeof PaymentResultWriteSchema>;

/** docs/product.md#payment-outcomes attempted_signups: a visitor who started buying and stopped, and where. */
export const AttemptedSignupRequestSchema = z.object({
  email: z.string().trim().max(254).email(),
  domain: z.string().max(253),
  signup_stage: z.enum(['EMAIL_ENTERED', 'PAYMENT_FAILED']),
});
export type AttemptedSignupRequest = z.infer<typeof AttemptedSignupRequestSchema>;

export const AcceptedResponseSchema = z.object({ status: z.literal('accepted') });
