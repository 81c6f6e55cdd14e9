/** docs/product.md#offers-coupons-and-who-may-buy-what: the server's words when a returning customer asks for a free period. */
export const FREE_PERIOD_NEW_USERS_ONLY_MESSAGE = 'free periods are only available for new users';

/** The message key the web shows for it (docs/product.md#checkout-errors: the free-trial-already-used message). */
export const FREE_TRIAL_ALREADY_USED_KEY = 'checkout.errors.free_trial_already_used';

/**
 * docs/product.md#offers-coupons-and-who-may-buy-what: free-period offers are only for new users, i.e. customers who have never held a
 * subscription (a trial included), so a free period cannot be collected twice.
 */
export function mayUseFreePeriod(previousSubscriptionCount: number): boolean {
  return previousSubscriptionCount === 0;
}

/** Whether a server message is that refusal (docs/product.md#checkout-errors shows free-trial-already-used for it). */
export function isFreePeriodMessage(serverMessage: string): boolean {
  return serverMessage.toLowerCase().includes(FREE_PERIOD_NEW_USERS_ONLY_MESSAGE);
}
