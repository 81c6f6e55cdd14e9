/** Query keys of the refunds feature. */
export const refundKeys = {
  all: ['refunds'] as const,
  estimate: (subscriptionId: string) => [...refundKeys.all, 'estimate', subscriptionId] as const,
};
