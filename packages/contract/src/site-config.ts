import { z } from 'zod';

/**
 * What the operator configured that the web must know before anyone signs in. Public: it
 * names no customer and no secret (a publishable key is public by design: Stripe.js runs
 * with it in every buyer's browser).
 */
export const SiteConfigResponseSchema = z.object({
  /** True while payments take no real money: every page shows the test-mode banner. */
  testMode: z.boolean(),
  /**
   * Who takes payments. 'stripe': the payment step runs Stripe's Payment Element; anything
   * else is a provider with a hosted page the payment dialog frames.
   */
  paymentProvider: z.enum(['sandbox', 'stripe']),
  /** Stripe's publishable key (`pk_test_…` / `pk_live_…`) when Stripe takes payments, else null. */
  stripePublishableKey: z.string().nullable(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponseSchema>;
