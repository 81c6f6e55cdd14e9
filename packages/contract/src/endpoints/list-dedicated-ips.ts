import { DedicatedIpListResponseSchema } from '../dedicated-ip';
import { endpoint } from './define-endpoint';

export const listDedicatedIps = endpoint({
  method: 'GET',
  path: '/api/v2/dedicated-ip/',
  auth: 'session',
  body: undefined,
  response: DedicatedIpListResponseSchema,
  status: 200,
});
