import {
  customerStateOf,
  grantsAccess,
  type SubscriptionItemStatus,
} from './subscription-lifecycle';

/** Where a referred friend stands, as the referrer sees it (decision 0055). */
export type ReferredFriendStatus = 'active' | 'in_trial' | 'ended';

/**
 * A referred friend's status from the subscription they bought through the link: in a
 * trial, subscribed (it gives access, a grace period included), or ended (expired,
 * refunded, or gone).
 */
export function referredFriendStatus(
  subscription: { status: SubscriptionItemStatus; revoked: boolean } | null,
): ReferredFriendStatus {
  if (!subscription) return 'ended';
  const state = customerStateOf(subscription.status, subscription.revoked);
  if (state === 'intrial') return 'in_trial';
  return grantsAccess(state) ? 'active' : 'ended';
}

/**
 * A friend's address as the referrer sees it: the first character of the mailbox and the
 * domain (`j•••@example.com`). The referrer knows whom they invited; anyone else who joined
 * through a shared link keeps their address to themselves.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
