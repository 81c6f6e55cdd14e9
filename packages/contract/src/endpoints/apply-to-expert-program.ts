import { ExpertProgramApplicationRequestSchema, ExpertProgramSchema } from '../expert-program';
import { endpoint } from './define-endpoint';

export const applyToExpertProgram = endpoint({
  method: 'PUT',
  path: '/api/v2/expert-program/application',
  auth: 'session',
  body: ExpertProgramApplicationRequestSchema,
  response: ExpertProgramSchema,
  status: 200,
});
