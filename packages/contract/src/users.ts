import { z } from 'zod';
import { isPublishedLocale } from '@burrow/domain/locales';

export const CurrentUserSchema = z.object({
  krn: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  /** False for an account made at checkout or by link that never set a password. */
  has_password: z.boolean(),
  business_customer: z.boolean(),
  business_subscription: z.object({ is_chargebee: z.boolean() }).nullable(),
  has_credit_card: z.boolean(),
  free_trial_status: z.string().nullable(),
  locale: z.string(),
  country: z.string().nullable(),
  created_at: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/**
 * `PUT /api/v2/users/locale` (decision 0057): the site prefix the signed-in customer chose in
 * the language dialog, which their invoices and emails then use. Only a published one.
 */
export const LocaleUpdateRequestSchema = z.object({
  locale: z.string().refine(isPublishedLocale, { message: 'Not a published language.' }),
});
export type LocaleUpdateRequest = z.infer<typeof LocaleUpdateRequestSchema>;

export const LocaleUpdateResponseSchema = z.object({ locale: z.string() });
