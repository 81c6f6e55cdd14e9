import { isBeforeNow } from './instant';
import { chooseLicense } from './license-choice';
import type { SubscriptionState } from './subscription-status';

/** The free-trial types whose status has its own active and expired forms (docs/product.md#subscription-states). */
export const TRIAL_STATUS_TYPES = [
  'multi_device_free_trial',
  'free_trial',
  'chargebee_free_trial',
] as const;

type TrialStatusType = (typeof TRIAL_STATUS_TYPES)[number];

export type DerivedSubscriptionStatus =
  'active' | 'revoked' | `${TrialStatusType}_active` | `${TrialStatusType}_expired`;

export interface DerivedStatusInput {
  state: SubscriptionState;
  type: string;
  next_payment_date: string | null;
  licenses?: readonly { state: string }[];
}

function isTrialStatusType(type: string): type is TrialStatusType {
  return (TRIAL_STATUS_TYPES as readonly string[]).includes(type);
}

/**
 * docs/product.md#subscription-states derived status: `active` or `revoked` by default; the free-trial types give
 * `<type>_active` or `<type>_expired`. A revocation shows through the licence chosen by
 * {@link chooseLicense} as well as through the subscription's own state.
 */
export function derivedSubscriptionStatus(
  sub: DerivedStatusInput,
  now: Date,
): DerivedSubscriptionStatus {
  const revoked = sub.state === 'revoked' || chooseLicense(sub.licenses ?? [])?.state === 'revoked';
  if (isTrialStatusType(sub.type)) {
    // A trial that was revoked, or whose end passed without it becoming a paid plan, is over.
    const lapsed =
      sub.state !== 'active' && sub.state !== 'intrial' && isBeforeNow(sub.next_payment_date, now);
    return revoked || lapsed ? `${sub.type}_expired` : `${sub.type}_active`;
  }
  return revoked ? 'revoked' : 'active';
}
