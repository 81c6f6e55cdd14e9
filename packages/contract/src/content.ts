import { CONTENT_SLUG_PATTERN } from '@burrow/domain/content-pages';
import { z } from 'zod';

/**
 * A legal or help page, read from the operator's content files (decision 0099) and parsed
 * to data: the web renders these blocks as elements, so no file can put HTML on a page.
 */
export const ContentInlineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('strong'), text: z.string() }),
  z.object({ type: z.literal('link'), text: z.string(), href: z.string() }),
]);
export type ContentInline = z.infer<typeof ContentInlineSchema>;

export const ContentBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3)]),
    inlines: z.array(ContentInlineSchema),
  }),
  z.object({ type: z.literal('paragraph'), inlines: z.array(ContentInlineSchema) }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.array(ContentInlineSchema)),
  }),
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

export const ContentSlugParamsSchema = z.object({
  slug: z.string().max(64).regex(CONTENT_SLUG_PATTERN),
});

/** `locale`: the site prefix of the page's language (`de`, `zh-cn`); English when absent. */
export const ContentQuerySchema = z.object({
  locale: z
    .string()
    .max(10)
    .regex(/^[a-z]{2}(-[a-z]{2})?$/)
    .optional(),
});

export const ContentPageSchema = z.object({
  slug: z.string(),
  /** The language the words are in: the one asked for, or English when it has no file. */
  locale: z.string(),
  /** True when the asked-for language had no file and English stands in. */
  fallback: z.boolean(),
  title: z.string(),
  /** The file is the default text shipped with Burrow, for the operator to review. */
  template: z.boolean(),
  blocks: z.array(ContentBlockSchema),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;
