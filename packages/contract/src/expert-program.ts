import { z } from 'zod';

/** The caller's place in the expert programme (docs/product.md#customer-pages; only while its switch is on). */
export const ExpertProgramSchema = z.object({
  status: z.enum(['not_applied', 'applied']),
  applied_at: z.string().nullable(),
});
export type ExpertProgram = z.infer<typeof ExpertProgramSchema>;

export const ExpertProgramApplicationRequestSchema = z.object({
  /** Why they would make a good expert: read by the programme's team. */
  motivation: z
    .string()
    .trim()
    .min(20, 'Tell us a little more: at least 20 characters.')
    .max(2000, 'Keep it under 2,000 characters.'),
});
export type ExpertProgramApplicationRequest = z.input<typeof ExpertProgramApplicationRequestSchema>;
