import type { EstimateRequest } from '@burrow/contract/checkout';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: () => [...subscriptionKeys.all, 'list'] as const,
};

/** What the renewal modal reads: its own keys, so a renewal's success can leave them be. */
export const renewalKeys = {
  all: ['renewal'] as const,
  offer: (offerId: string, locale: string) =>
    [...renewalKeys.all, 'offer', offerId, locale] as const,
  customer: () => [...renewalKeys.all, 'customer'] as const,
  estimate: (request: EstimateRequest | null) => [...renewalKeys.all, 'estimate', request] as const,
};
