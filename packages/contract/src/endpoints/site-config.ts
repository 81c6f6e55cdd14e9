import { SiteConfigResponseSchema } from '../site-config';
import { endpoint } from './define-endpoint';

export const siteConfig = endpoint({
  method: 'GET',
  path: '/api/v1/site-config',
  auth: 'public',
  body: undefined,
  response: SiteConfigResponseSchema,
  status: 200,
});
