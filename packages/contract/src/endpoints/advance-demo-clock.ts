import { AdvanceClockRequestSchema, DemoClockSchema } from '../demo-clock';
import { endpoint } from './define-endpoint';

export const advanceDemoClock = endpoint({
  method: 'POST',
  path: '/api/dev/clock/advance',
  auth: 'public',
  body: AdvanceClockRequestSchema,
  response: DemoClockSchema,
  status: 200,
});
