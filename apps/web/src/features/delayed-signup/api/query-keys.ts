/** Query keys of the delayed-signup page. */
export const delayedSignupKeys = {
  all: ['delayed-signup'] as const,
  subscriptions: () => [...delayedSignupKeys.all, 'subscriptions'] as const,
};
