import type { GiftCardCheckResponse } from '@burrow/contract/gift-cards';

/** docs/product.md#gift-cards-and-redeem-codes: gift card redemption in three steps. */
export const GIFT_STEPS = ['code', 'account', 'redeem'] as const;
export type GiftStep = (typeof GIFT_STEPS)[number];

/** Where the visitor is: what they have told us so far decides the step. */
export interface GiftProgressState {
  /** The checked card, once step 1 has succeeded. */
  card: GiftCardCheckResponse | null;
  /** The email for a new account, once step 2 has been answered. */
  email: string | null;
}

/**
 * The step to show. A signed-in customer has nothing to tell us in step 2, so they go from
 * the code straight to redeeming it to their account.
 */
export function currentGiftStep(state: GiftProgressState, signedIn: boolean): GiftStep {
  if (state.card === null) return 'code';
  if (signedIn || state.email !== null) return 'redeem';
  return 'account';
}
