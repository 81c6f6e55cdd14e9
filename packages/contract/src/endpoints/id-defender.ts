import { IdDefenderResponseSchema } from '../id-defender';
import { endpoint } from './define-endpoint';

export const idDefender = endpoint({
  method: 'GET',
  path: '/api/v2/id-defender/',
  auth: 'session',
  body: undefined,
  response: IdDefenderResponseSchema,
  status: 200,
});
