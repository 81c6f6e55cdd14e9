import { DemoClockSchema } from '../demo-clock';
import { endpoint } from './define-endpoint';

export const demoClock = endpoint({
  method: 'GET',
  path: '/api/dev/clock',
  auth: 'public',
  body: undefined,
  response: DemoClockSchema,
  status: 200,
});
