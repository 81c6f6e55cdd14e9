import { MAX_PASSWORD_LENGTH } from '@burrow/domain/password-policy';
import { z } from 'zod';
import { EmailSchema } from './auth';

/**
 * The password that confirms a sensitive change. Empty is allowed on the wire: an account
 * that never set a password confirms with a recent emailed-link sign-in instead
 * (decision 0042), and the server decides which applies.
 */
export const PasswordConfirmationSchema = z
  .string()
  .max(MAX_PASSWORD_LENGTH * 4, 'This password is too long.');

/** The same field on a form for an account that has a password: it must be filled in. */
export const RequiredPasswordSchema = PasswordConfirmationSchema.min(1, 'Enter your password.');

// Strength is judged by the server (422 weak_password); the wire only bounds the size.
export const NewPasswordSchema = z
  .string()
  .min(1, 'Enter a new password.')
  .max(MAX_PASSWORD_LENGTH * 4, 'This password is too long.');

const isNewAddress = (body: { old_email: string; new_email: string }) =>
  body.old_email !== body.new_email;
const notTheSameAddress = {
  path: ['new_email'],
  message: 'Enter an address different from your current one.',
};

export const EmailUpdateRequestSchema = z
  .object({ old_email: EmailSchema, new_email: EmailSchema, password: PasswordConfirmationSchema })
  .refine(isNewAddress, notTheSameAddress);
export type EmailUpdateRequest = z.input<typeof EmailUpdateRequestSchema>;

/** The change-email form of an account with a password: the wire rules, password required. */
export const EmailUpdateFormSchema = z
  .object({ old_email: EmailSchema, new_email: EmailSchema, password: RequiredPasswordSchema })
  .refine(isNewAddress, notTheSameAddress);

/** Nothing changes until the link sent to the new address is followed. */
export const EmailUpdateResponseSchema = z.object({
  status: z.literal('confirmation_sent'),
  new_email: z.string(),
});
export type EmailUpdateResponse = z.infer<typeof EmailUpdateResponseSchema>;

export const EmailConfirmRequestSchema = z.object({ code: z.string().min(16).max(128) });
export type EmailConfirmRequest = z.input<typeof EmailConfirmRequestSchema>;

export const EmailConfirmResponseSchema = z.object({ email: z.string() });
export type EmailConfirmResponse = z.infer<typeof EmailConfirmResponseSchema>;

export const PasswordUpdateRequestSchema = z.object({
  current_password: PasswordConfirmationSchema,
  new_password: NewPasswordSchema,
});
export type PasswordUpdateRequest = z.input<typeof PasswordUpdateRequestSchema>;

/** The change-password form of an account with a password. */
export const PasswordUpdateFormSchema = z.object({
  current_password: RequiredPasswordSchema,
  new_password: NewPasswordSchema,
});

export const DeletionRequestSchema = z.object({ password: PasswordConfirmationSchema });
export type DeletionRequest = z.input<typeof DeletionRequestSchema>;

/** The delete-account form of an account with a password. */
export const DeletionFormSchema = z.object({ password: RequiredPasswordSchema });

/** Where the customer must go to stop a subscription that blocks deletion. */
export const CancelAtSchema = z.enum(['app_store', 'play_store', 'original_seller']);

export const AccountDeletionSchema = z.object({
  /** `completed` is only ever the answer of the DELETE that carries it out. */
  status: z.enum(['none', 'pending', 'completed']),
  requested_at: z.string().nullable(),
  /** When a pending deletion will be carried out; it can be cancelled until then. */
  completes_at: z.string().nullable(),
  grace_period_days: z.number().int().min(0),
  /** Subscriptions billed by somebody else that must be cancelled there first. */
  blocking_subscriptions: z.array(
    z.object({ subscription_id: z.string(), plan_name: z.string(), cancel_at: CancelAtSchema }),
  ),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;
