/** Query keys of the account-billing feature. */
export const accountBillingKeys = {
  all: ['account-billing'] as const,
  deletion: () => [...accountBillingKeys.all, 'deletion'] as const,
};
