import { NotReadyResponseSchema, ReadyResponseSchema } from '../health';
import { endpoint } from './define-endpoint';

/** Readiness for a load balancer: 503 while the database, migrations or a drain say no. */
export const ready = endpoint({
  method: 'GET',
  path: '/api/ready',
  auth: 'public',
  summary: 'Readiness: whether this server should get traffic (decision 0116)',
  body: undefined,
  response: ReadyResponseSchema,
  status: 200,
  otherResponses: {
    503: {
      description:
        'Not ready: the database did not answer, a migration is not applied, or the server is draining before it stops.',
      schema: NotReadyResponseSchema,
    },
  },
});
