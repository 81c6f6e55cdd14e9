import { emitEvent } from '@burrow/contract/endpoints/emit-event';
import { apiCall } from '../api-client';
import type { AnalyticsTransport, EventProperties } from './analytics';

const SESSION_KEY = 'burrow.analytics.session';

/** One id per browser tab session, so the collector can group a visit's page views. */
function sessionId(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

/** The loader: events go to Burrow's own collector, `POST /api/v1/emit-event`. */
export function createCollectorTransport(): AnalyticsTransport {
  return {
    send(event: string, properties: EventProperties) {
      // Fire and forget: a lost event is not the visitor's problem.
      void apiCall(
        emitEvent,
        { body: { event, properties: { ...properties, session_id: sessionId() } } },
        { onUnauthenticated: 'throw' },
      ).catch(() => undefined);
    },
  };
}
