import type { EstimateResponse } from '@burrow/contract/checkout';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SummaryState } from './order-summary';

/**
 * What `OrderSummary` shows for an estimate query: a prompt while nothing can be estimated
 * (`asked` false: the residence is not complete), else loading, the failure with a retry,
 * or the estimate (dimmed while a changed selection is re-estimated).
 */
export function summaryStateOf(
  asked: boolean,
  estimate: UseQueryResult<EstimateResponse, unknown>,
): SummaryState {
  if (!asked) return { kind: 'needs-residence' };
  if (estimate.isSuccess) {
    return { kind: 'ready', estimate: estimate.data, updating: estimate.isPlaceholderData };
  }
  if (estimate.isError) {
    return {
      kind: 'error',
      error: estimate.error,
      onRetry: () => void estimate.refetch(),
      retrying: estimate.isFetching,
    };
  }
  return { kind: 'loading' };
}
