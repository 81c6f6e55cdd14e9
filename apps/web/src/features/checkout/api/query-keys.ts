import type { EstimateRequest } from '@burrow/contract/checkout';

/** Query keys of checkout. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  estimate: (request: EstimateRequest | null) =>
    [...checkoutKeys.all, 'estimate', request] as const,
};
