import { shouldRetryOrderQuery } from '@burrow/domain/checkout-retry';
import { isApiError } from '../api-client';

/**
 * Decision 0016: reads of the order flow (offer, estimate) get up to 3 retries on network
 * failures and server errors; a 4xx is an answer and is not retried.
 */
export function retryOrderRead(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const outcome =
    error.code === 'network_error'
      ? ({ kind: 'network-error' } as const)
      : ({ kind: 'response', status: error.status } as const);
  return shouldRetryOrderQuery(failureCount, outcome);
}
