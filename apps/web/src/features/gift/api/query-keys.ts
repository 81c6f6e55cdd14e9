/** Query keys of the gift-card page. */
export const giftKeys = {
  all: ['gift'] as const,
  signedInUser: () => [...giftKeys.all, 'signed-in-user'] as const,
};
