import { pagePath, type AccountPage } from './page-routes';
import {
  isCardMethod,
  isGiftCardMethod,
  isInAppPurchaseMethod,
  type PaymentMethod,
} from './payment-method';
import {
  hasAutoBillFailed,
  isInGracePeriod,
  isInTrial,
  type SubscriptionFacts,
} from './subscription-status';

export type SubscriptionActionId =
  | 'update_payment'
  | 'retry_payment'
  | 'confirm_payment'
  | 'troubleshoot_renewal'
  | 'in_app_help'
  | 'manage_in_store'
  | 'add_payment_method'
  | 'payment_history';

/** One link of the subscription status block; `labelKey` is a message id, not English. */
export interface SubscriptionAction {
  id: SubscriptionActionId;
  href: string;
  labelKey: `subscriptions.actions.${SubscriptionActionId}`;
  /** Leaves the account area (an app store page), so the web opens it as an external link. */
  external: boolean;
}

/** Where the help and store links point; an operator with its own help centre passes its own. */
export interface SupportLinks {
  failedAutoRenewal: string;
  iosInAppPurchases: string;
  playStoreSubscriptions: string;
  appStoreManage: string;
  playStoreManage: string;
}

/** Burrow's own help pages and the stores' subscription pages. */
export const DEFAULT_SUPPORT_LINKS: SupportLinks = {
  failedAutoRenewal: '/support/troubleshooting/failed-automatic-renewal',
  iosInAppPurchases: '/support/troubleshooting/ios-in-app-purchases',
  playStoreSubscriptions: '/support/troubleshooting/play-store-subscriptions',
  // The stores' own subscription pages: only there can an in-app purchase be fixed.
  appStoreManage: 'https://apps.apple.com/account/subscriptions',
  playStoreManage: 'https://play.google.com/store/account/subscriptions',
};

/** docs/product.md#the-dashboard-and-its-status-block: the account area's own pages the status block links to. */
export const UPDATE_PAYMENT_PATH: AccountPage = '/credit_cards/edit';
export const PAYMENT_HISTORY_PATH: AccountPage = '/invoices';

/** docs/product.md#retries: the page that retries a failed payment of one subscription. */
export function retryPaymentPath(krn: string): string {
  return pagePath('/subscriptions/:krn/retry_manual_payment', { krn });
}

export interface ActionFacts extends SubscriptionFacts {
  krn: string;
  next_payment_method: PaymentMethod;
  /** The failed renewal waits for the customer to confirm it with their bank (SCA). */
  auto_bill_authentication_required?: boolean;
}

function action(id: SubscriptionActionId, href: string, external = false): SubscriptionAction {
  return { id, href, labelKey: `subscriptions.actions.${id}`, external };
}

/**
 * docs/product.md#the-dashboard-and-its-status-block actions of the subscription status block: a failed card renewal offers update
 * payment, retry payment and troubleshooting — or, when the bank wants the customer to
 * authenticate the payment (SCA, decision 0086), confirming it on the same retry page first; App Store or Play Store offers in-app help,
 * plus the store's manage page in the grace period; prepaid codes offer adding a payment
 * method, and payment history once the subscription is past its trial. Others get none.
 */
export function subscriptionActions(
  sub: ActionFacts,
  now: Date,
  links: SupportLinks = DEFAULT_SUPPORT_LINKS,
): SubscriptionAction[] {
  const method = sub.next_payment_method;
  if (isCardMethod(method)) {
    if (!hasAutoBillFailed(sub)) return [];
    if (sub.auto_bill_authentication_required) {
      return [
        action('confirm_payment', retryPaymentPath(sub.krn)),
        action('update_payment', UPDATE_PAYMENT_PATH),
        action('troubleshoot_renewal', links.failedAutoRenewal),
      ];
    }
    return [
      action('update_payment', UPDATE_PAYMENT_PATH),
      action('retry_payment', retryPaymentPath(sub.krn)),
      action('troubleshoot_renewal', links.failedAutoRenewal),
    ];
  }
  if (isInAppPurchaseMethod(method)) {
    const apple = method === 'AppStore';
    const actions = [
      action('in_app_help', apple ? links.iosInAppPurchases : links.playStoreSubscriptions),
    ];
    if (isInGracePeriod(sub, now)) {
      actions.push(
        action('manage_in_store', apple ? links.appStoreManage : links.playStoreManage, true),
      );
    }
    return actions;
  }
  if (isGiftCardMethod(method)) {
    const actions = [action('add_payment_method', UPDATE_PAYMENT_PATH)];
    if (!isInTrial(sub)) actions.push(action('payment_history', PAYMENT_HISTORY_PATH));
    return actions;
  }
  return [];
}
