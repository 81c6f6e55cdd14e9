export const setupKeys = {
  all: ['setup'] as const,
  subscriptions: () => [...setupKeys.all, 'subscriptions'] as const,
};
