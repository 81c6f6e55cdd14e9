import { shouldRetryOrderQuery } from '@burrow/domain/checkout-retry';
import { isApiError } from '../../../lib/api-client';

/**
 * Decision 0016: order-flow reads get a bounded second chance (a lost read loses a sale),
 * retrying only what may succeed next time: network failures and server errors.
 */
export function retryOrderQuery(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const outcome =
    error.code === 'network_error'
      ? ({ kind: 'network-error' } as const)
      : ({ kind: 'response', status: error.status } as const);
  return shouldRetryOrderQuery(failureCount, outcome);
}
