import { z } from 'zod';
import { MAX_EMAIL_LENGTH, isValidEmail, normalizeEmail } from '@burrow/domain/email';
import { MAX_PASSWORD_LENGTH } from '@burrow/domain/password-policy';

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(MAX_EMAIL_LENGTH, 'This email address is too long.')
  .refine(isValidEmail, 'Enter a valid email address.')
  .transform(normalizeEmail);

// Strength is judged by the server (422 weak_password); the wire only bounds the size.
const PasswordSchema = z
  .string()
  .min(1, 'Enter your password.')
  .max(MAX_PASSWORD_LENGTH * 4, 'This password is too long.');

export const SignupRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const LoginRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const MagicLinkRequestSchema = z.object({ email: EmailSchema });
export type MagicLinkRequest = z.input<typeof MagicLinkRequestSchema>;

export const MagicLinkConsumeRequestSchema = z.object({ token: z.string().min(16).max(128) });
export type MagicLinkConsumeRequest = z.input<typeof MagicLinkConsumeRequestSchema>;

/** Signup and magic-link answer alike whether or not the email has an account. */
export const CheckEmailResponseSchema = z.object({ status: z.literal('check_email') });
export type CheckEmailResponse = z.infer<typeof CheckEmailResponseSchema>;

export const SignedInResponseSchema = z.object({ redirect_to: z.string() });
export type SignedInResponse = z.infer<typeof SignedInResponseSchema>;

export const EmptyResponseSchema = z.object({});
