export const setupKeys = {
  all: ['setup'] as const,
  subscriptions: () => [...setupKeys.all, 'subscriptions'] as const,
  /** One subscription's devices, by its setup link token (absent: the first active plan). */
  activation: (token: string | null) => [...setupKeys.all, 'activation', token] as const,
};
