import type { Subscription } from '@burrow/contract/subscriptions';
import { isWinBackCandidate } from '../model/win-back-eligibility';
import { WinBackBanner } from './win-back-banner';

interface WinBackPromptProps {
  subscriptions: readonly Subscription[];
  now: Date;
}

/** The win-back offer, for a customer whose every subscription has expired. */
export function WinBackPrompt({ subscriptions, now }: WinBackPromptProps) {
  return isWinBackCandidate(subscriptions, now) ? <WinBackBanner /> : null;
}
