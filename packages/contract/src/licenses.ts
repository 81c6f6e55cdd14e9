import { z } from 'zod';
import { EmailSchema } from './auth';

/** Seat changes of a business subscription (the legacy License Manager). */
export const LicenseUpdateRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('assign'),
    license_krn: z.string().min(1).max(200),
    email: EmailSchema,
  }),
  z.object({ action: z.literal('unassign'), license_krn: z.string().min(1).max(200) }),
  z.object({ action: z.literal('revoke'), license_krn: z.string().min(1).max(200) }),
]);
export type LicenseUpdateRequest = z.input<typeof LicenseUpdateRequestSchema>;

export const LicenseAutobillRequestSchema = z.object({
  subscription_id: z.string().min(1).max(200),
});
