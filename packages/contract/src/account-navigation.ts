import { z } from 'zod';

/**
 * The operator's choices the account menu rules take (`NavigationPolicy` in
 * `@burrow/domain/navigation-policy`, decision 0012), so the web computes the same menu the
 * server's own checks (referrals, the expert programme) agree with.
 */
export const NavigationPolicyResponseSchema = z.object({
  /** ISO 3166-1 alpha-2, uppercase. */
  sanctioned_countries: z.array(z.string().length(2)),
  expert_program_enabled: z.boolean(),
  referral_program_enabled: z.boolean(),
});
export type NavigationPolicyResponse = z.infer<typeof NavigationPolicyResponseSchema>;
