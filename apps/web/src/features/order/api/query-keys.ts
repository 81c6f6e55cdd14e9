/** Query keys of the order page. */
export const orderKeys = {
  all: ['order'] as const,
  currentBillingCycle: () => [...orderKeys.all, 'current-billing-cycle'] as const,
};
