import type { Subscription } from '@burrow/contract/subscriptions';
import { isReturningCustomer } from '@burrow/domain/buyer-standing';
import { WinBackBanner } from './win-back-banner';

interface WinBackPromptProps {
  subscriptions: readonly Subscription[];
  now: Date;
}

/**
 * The win-back offer, for a customer whose every subscription has expired: the audience the
 * server sells the offer to, by the same domain rule.
 */
export function WinBackPrompt({ subscriptions, now }: WinBackPromptProps) {
  return isReturningCustomer(subscriptions, now) ? <WinBackBanner /> : null;
}
