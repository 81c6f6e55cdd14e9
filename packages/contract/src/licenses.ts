import { z } from 'zod';
import { EmailSchema } from './auth';

/**
 * Who holds a seat of a business subscription, on both billing systems: give a free or
 * revoked seat to an address, or revoke a held one (`@burrow/domain/seat-actions`).
 */
export const LicenseUpdateRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('assign'),
    license_krn: z.string().min(1).max(200),
    email: EmailSchema,
  }),
  z.object({ action: z.literal('revoke'), license_krn: z.string().min(1).max(200) }),
]);
export type LicenseUpdateRequest = z.input<typeof LicenseUpdateRequestSchema>;

export const LicenseAutobillRequestSchema = z.object({
  subscription_id: z.string().min(1).max(200),
});

/** Removes a free or revoked seat (never a held one: revoke it first), on both billing systems. */
export const SeatRemoveRequestSchema = z.object({
  subscription_id: z.string().min(1).max(200),
  license_krn: z.string().min(1).max(200),
});
export type SeatRemoveRequest = z.input<typeof SeatRemoveRequestSchema>;

/**
 * Emails a held seat's holder an invitation: a sign-in link that lands on their own device
 * setup. The holder gets an account if the address has none.
 */
export const SeatInviteRequestSchema = z.object({
  license_krn: z.string().min(1).max(200),
});
export type SeatInviteRequest = z.input<typeof SeatInviteRequestSchema>;

export const SeatInviteResponseSchema = z.object({
  status: z.literal('sent'),
  /** The address the invitation went to: the seat's holder. */
  email: z.string(),
});
export type SeatInviteResponse = z.infer<typeof SeatInviteResponseSchema>;
