import { EventCountsQuerySchema, EventCountsResponseSchema } from '../analytics';
import { endpoint } from './define-endpoint';

/** Demo-mode operator view: analytics event counts per event and page (decision 0059). */
export const eventCounts = endpoint({
  method: 'GET',
  path: '/api/dev/analytics/event-counts',
  auth: 'public',
  query: EventCountsQuerySchema,
  body: undefined,
  response: EventCountsResponseSchema,
  status: 200,
});
