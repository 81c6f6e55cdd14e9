import type { SubscriptionChange } from '@burrow/contract/plan-changes';

/** A change the customer chose to review: what it is, and how the page names it. */
export interface ChangeRequest {
  change: SubscriptionChange;
  /** The coupon the preview is priced with: only one the comparison showed applying. */
  couponCode: string | null;
  /** What the change is about, in the reader's words: a plan and its length, or an add-on. */
  subject: string;
}
