import type { SubscriptionChange } from '@burrow/contract/plan-changes';

/** Query keys of the My Subscription page; a confirmed change invalidates every key. */
export const mySubscriptionKeys = {
  all: ['my-subscriptions'] as const,
  subscriptions: () => [...mySubscriptionKeys.all, 'subscriptions'] as const,
  comparison: (subscriptionId: string, priceIds: readonly string[], couponCode: string | null) =>
    [...mySubscriptionKeys.all, 'comparison', subscriptionId, priceIds, couponCode] as const,
  estimate: (subscriptionId: string, change: SubscriptionChange, couponCode: string | null) =>
    [...mySubscriptionKeys.all, 'estimate', subscriptionId, change, couponCode] as const,
};
