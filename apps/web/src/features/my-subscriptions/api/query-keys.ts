import type { SubscriptionChange } from '@burrow/contract/plan-changes';

/** Query keys of the My Subscription page; a confirmed change invalidates all but the preview's. */
export const mySubscriptionKeys = {
  all: ['my-subscriptions'] as const,
  subscriptions: () => [...mySubscriptionKeys.all, 'subscriptions'] as const,
  offer: (subscriptionId: string, locale: string) =>
    [...mySubscriptionKeys.all, 'offer', subscriptionId, locale] as const,
  comparison: (subscriptionId: string, priceIds: readonly string[], couponCode: string | null) =>
    [...mySubscriptionKeys.all, 'comparison', subscriptionId, priceIds, couponCode] as const,
  estimates: () => [...mySubscriptionKeys.all, 'estimate'] as const,
  estimate: (subscriptionId: string, change: SubscriptionChange, couponCode: string | null) =>
    [...mySubscriptionKeys.estimates(), subscriptionId, change, couponCode] as const,
};
