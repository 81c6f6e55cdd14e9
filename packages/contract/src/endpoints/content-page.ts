import { ContentPageSchema, ContentQuerySchema, ContentSlugParamsSchema } from '../content';
import { endpoint } from './define-endpoint';

/** A legal or help page's words from the operator's content files (decision 0099). */
export const contentPage = endpoint({
  method: 'GET',
  path: '/api/v1/content/:slug',
  auth: 'public',
  params: ContentSlugParamsSchema,
  query: ContentQuerySchema,
  body: undefined,
  response: ContentPageSchema,
  status: 200,
});
