import { z } from 'zod';

export const ChangelogEntrySchema = z.object({
  id: z.string(),
  published_on: z.string(),
  title: z.string(),
  body: z.string(),
});
export type ChangelogEntry = z.infer<typeof ChangelogEntrySchema>;

export const ChangelogResponseSchema = z.object({ entries: z.array(ChangelogEntrySchema) });
export type ChangelogResponse = z.infer<typeof ChangelogResponseSchema>;
