import type { AccountPage, PublicPage } from './page-routes';
import { isInAppPurchaseMethod } from './payment-method';
import {
  DEFAULT_SUPPORT_LINKS,
  retryPaymentPath,
  UPDATE_PAYMENT_PATH,
  type ActionFacts,
  type SupportLinks,
} from './subscription-actions';
import { canTurnAutobillOn, subscriptionCondition } from './subscription-status';

/**
 * The at-risk situations the dashboard puts first, each with what is owed, by when, and
 * the one thing that fixes it:
 * - `payment_failed`: Burrow's renewal charge failed; access lasts until the retries end.
 * - `payment_overdue`: a plan Burrow bills is past its payment date with no failure yet.
 * - `billed_elsewhere_overdue`: a plan billed by a store or another biller is past the date
 *   it was paid through; only that biller can take the payment.
 * - `expiring_autobill_off`: the plan will not renew and ends soon.
 */
export type AttentionKind =
  'payment_failed' | 'payment_overdue' | 'billed_elsewhere_overdue' | 'expiring_autobill_off';

export type AttentionActionId =
  | 'retry_payment'
  | 'confirm_payment'
  | 'update_payment'
  | 'store_instructions'
  | 'turn_autobill_on'
  | 'renew';

export interface AttentionAction {
  id: AttentionActionId;
  href: string;
}

export interface Attention {
  kind: AttentionKind;
  /** When access ends unless the action is taken (ISO 8601); null when not known. */
  deadline: string | null;
  action: AttentionAction;
}

export interface AttentionFacts extends ActionFacts {
  /** False for plans billed by an app store, a legacy agreement or a partner. */
  handled_by_chargebee: boolean;
  /** The server's end of access for a plan past its payment date (grace included). */
  payment_deadline: string | null;
}

/** Where the autobill switch lives: Account & Billing. */
export const AUTOBILL_SETTINGS_PATH: AccountPage = '/account-billing';
/** Where a plan is bought again when it cannot renew by itself. */
export const RENEW_PATH: PublicPage = '/order';

function storeInstructions(sub: AttentionFacts, links: SupportLinks): string {
  if (!isInAppPurchaseMethod(sub.next_payment_method)) return links.failedAutoRenewal;
  return sub.next_payment_method === 'AppStore'
    ? links.iosInAppPurchases
    : links.playStoreSubscriptions;
}

/**
 * The at-risk situation of a subscription at `now` (the server's clock), or null when it
 * needs nothing from the customer. Follows the dashboard's condition, so the card and the
 * badge always agree.
 */
export function subscriptionAttention(
  sub: AttentionFacts,
  now: Date,
  links: SupportLinks = DEFAULT_SUPPORT_LINKS,
): Attention | null {
  const condition = subscriptionCondition(sub, now);
  if (condition === 'autobill_failed') {
    return {
      kind: 'payment_failed',
      deadline: sub.payment_deadline,
      action: {
        // The bank holds the renewal for the customer to confirm (SCA): the retry page does it.
        id: sub.auto_bill_authentication_required ? 'confirm_payment' : 'retry_payment',
        href: retryPaymentPath(sub.krn),
      },
    };
  }
  if (condition === 'grace_period') {
    return sub.handled_by_chargebee
      ? {
          kind: 'payment_overdue',
          deadline: sub.payment_deadline,
          action: { id: 'update_payment', href: UPDATE_PAYMENT_PATH },
        }
      : {
          kind: 'billed_elsewhere_overdue',
          deadline: sub.payment_deadline,
          action: { id: 'store_instructions', href: storeInstructions(sub, links) },
        };
  }
  if (condition === 'expiring_soon') {
    return {
      kind: 'expiring_autobill_off',
      deadline: sub.next_payment_date,
      action: canTurnAutobillOn(sub, now)
        ? { id: 'turn_autobill_on', href: AUTOBILL_SETTINGS_PATH }
        : { id: 'renew', href: RENEW_PATH },
    };
  }
  return null;
}
