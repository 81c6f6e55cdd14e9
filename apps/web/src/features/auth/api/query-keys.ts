/** Query keys of the auth feature; everything about the signed-in person hangs off `all`. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
};
