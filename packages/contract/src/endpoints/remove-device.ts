import { EmptyResponseSchema } from '../auth';
import { DeviceIdParamsSchema } from '../devices';
import { endpoint } from './define-endpoint';

export const removeDevice = endpoint({
  method: 'DELETE',
  path: '/api/v2/devices/:id',
  auth: 'session',
  params: DeviceIdParamsSchema,
  body: undefined,
  response: EmptyResponseSchema,
  status: 200,
});
