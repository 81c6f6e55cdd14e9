import type { EstimateRequest } from '@burrow/contract/checkout';

/** Query keys of checkout. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  signedInUser: () => [...checkoutKeys.all, 'signed-in-user'] as const,
  estimate: (request: EstimateRequest | null) =>
    [...checkoutKeys.all, 'estimate', request] as const,
};
