import { z } from 'zod';
import { NewPasswordSchema } from './account-settings';
import { EmailSchema } from './auth';

/**
 * Asking for a password-reset link (decision 0066). Answered `check_email` whether or not
 * the address has an account, like sign-up and sign-in links.
 */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;

/** Setting a new password with the emailed reset token: the token is the credential. */
export const PasswordResetConfirmRequestSchema = z.object({
  token: z.string().min(16).max(128),
  new_password: NewPasswordSchema,
});
export type PasswordResetConfirmRequest = z.input<typeof PasswordResetConfirmRequestSchema>;

/** The set-new-password form: the token comes from the link, not from a field. */
export const PasswordResetFormSchema = PasswordResetConfirmRequestSchema.pick({
  new_password: true,
});
export type PasswordResetForm = z.input<typeof PasswordResetFormSchema>;
