import { EsimListResponseSchema } from '../esims';
import { endpoint } from './define-endpoint';

export const listEsims = endpoint({
  method: 'GET',
  path: '/api/v2/esims/',
  auth: 'session',
  body: undefined,
  response: EsimListResponseSchema,
  status: 200,
});
