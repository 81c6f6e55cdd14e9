import { DeviceIdParamsSchema, DeviceSchema, RenameDeviceRequestSchema } from '../devices';
import { endpoint } from './define-endpoint';

export const renameDevice = endpoint({
  method: 'PATCH',
  path: '/api/v2/devices/:id',
  auth: 'session',
  params: DeviceIdParamsSchema,
  body: RenameDeviceRequestSchema,
  response: DeviceSchema,
  status: 200,
});
