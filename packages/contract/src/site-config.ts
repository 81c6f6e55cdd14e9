import { z } from 'zod';

/**
 * What the operator configured that the web must know before anyone signs in (a real
 * payment provider's public key joins it with that provider). Public: it names no customer
 * and no secret.
 */
export const SiteConfigResponseSchema = z.object({
  /** True while payments take no real money: every page shows the test-mode banner. */
  testMode: z.boolean(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponseSchema>;
