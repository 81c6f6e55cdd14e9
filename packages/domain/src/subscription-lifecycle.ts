import type { SubscriptionState } from './subscription-status';

/** Billing's own item statuses (docs/product.md#subscription-states "Subscription item status"). */
export type SubscriptionItemStatus =
  'future' | 'in_trial' | 'active' | 'non_renewing' | 'paused' | 'cancelled';

/**
 * The customer-facing state (docs/product.md#refunds) that an item status shows as. A refund-and-revoke
 * overrides everything; a paused or future subscription still belongs to the customer and
 * shows as active, so the account area keeps offering its actions (a paused one gives no
 * access meanwhile: `itemGrantsAccess`).
 */
export function customerStateOf(
  status: SubscriptionItemStatus,
  revoked: boolean,
): SubscriptionState {
  if (revoked) return 'revoked';
  switch (status) {
    case 'in_trial':
      return 'intrial';
    case 'cancelled':
      return 'cancelled';
    case 'future':
    case 'active':
    case 'non_renewing':
    case 'paused':
      return 'active';
  }
}

/** Whether the customer may use what the subscription entitles them to right now. */
export function grantsAccess(state: SubscriptionState): boolean {
  return state === 'active' || state === 'intrial';
}

/**
 * Whether an item in `status` lets the customer use the VPN now: its customer state grants
 * access, except while paused — a pause suspends access until it resumes (decision 0102).
 */
export function itemGrantsAccess(status: SubscriptionItemStatus, revoked: boolean): boolean {
  return status !== 'paused' && grantsAccess(customerStateOf(status, revoked));
}
