import {
  DedicatedIpIdParamsSchema,
  DedicatedIpLocationRequestSchema,
  DedicatedIpSchema,
} from '../dedicated-ip';
import { endpoint } from './define-endpoint';

export const setDedicatedIpLocation = endpoint({
  method: 'PUT',
  path: '/api/v2/dedicated-ip/:id/location',
  auth: 'session',
  params: DedicatedIpIdParamsSchema,
  body: DedicatedIpLocationRequestSchema,
  response: DedicatedIpSchema,
  status: 200,
});
