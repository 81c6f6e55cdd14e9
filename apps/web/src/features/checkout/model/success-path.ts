import { safeRedirectPath } from '../../../lib/safe-redirect';

/** Spec §2: where a buyer goes when checkout names no redirect. */
export const DEFAULT_SUCCESS_PATH = '/setup';

/**
 * The in-app path of checkout's `redirectUrl`: a path, or an absolute URL on our own
 * origin. Anything else (another site, `javascript:`) falls back to `/setup`.
 */
export function successPath(redirectUrl: string, ownOrigin: string): string {
  if (redirectUrl.trim() === '') return DEFAULT_SUCCESS_PATH;
  let candidate = redirectUrl;
  try {
    const url = new URL(redirectUrl, ownOrigin);
    if (url.origin === ownOrigin) candidate = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_SUCCESS_PATH;
  }
  return safeRedirectPath(candidate) ?? DEFAULT_SUCCESS_PATH;
}

/** Spec §2 PayPal purchase: the parameters added to the redirect. */
export interface PaypalReturn {
  totalPeriod: number;
  /** What was charged now, as exact decimal text. */
  amount: string;
  subscriptionId: string;
  productId: string;
  /** Months of the dedicated IP add-on bought with the plan; 0 without one. */
  dedicatedIpMonths: number;
  /** The kind of offer the order page showed (standard, free_trial, win_back). */
  orderPageType: string;
  /** Whether the buyer was a new customer or signed in. */
  userFlow: string;
}

export function paypalReturnPath(path: string, details: PaypalReturn): string {
  const url = new URL(path, 'https://burrow.invalid');
  const params: Record<string, string> = {
    utm_source: 'onecheckout',
    total_period: String(details.totalPeriod),
    amount: details.amount,
    sub_id: details.subscriptionId,
    product_id: details.productId,
    product_dip_months: String(details.dedicatedIpMonths),
    payment_type: 'paypal',
    order_page_type: details.orderPageType,
    user_flow: details.userFlow,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
