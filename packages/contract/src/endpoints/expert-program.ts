import { ExpertProgramSchema } from '../expert-program';
import { endpoint } from './define-endpoint';

export const expertProgram = endpoint({
  method: 'GET',
  path: '/api/v2/expert-program/',
  auth: 'session',
  body: undefined,
  response: ExpertProgramSchema,
  status: 200,
});
