import { safeRedirectPath } from '../../../lib/safe-redirect';

/** docs/product.md#paying: where a buyer goes when checkout names no redirect. */
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

/** docs/product.md#paying PayPal purchase: the parameters added to the redirect. */
export interface PaypalReturn {
  /** Months of the plan's billing cycle. */
  totalPeriod: number;
  /** What was charged now, in minor units, as the server writes it. */
  amountMinor: number;
  subscriptionId: string;
  productId: string;
  /** Months of the dedicated IP add-on bought with the plan; 0 without one. */
  dedicatedIpMonths: number;
  /** The kind of offer the order page showed (standard, free_trial, win_back). */
  orderPageType: string;
}

/**
 * The redirect with PayPal's tracking parameters (docs/product.md#paying). The server usually sends them already; it
 * has the last word, so only parameters its redirect lacks are added.
 */
export function paypalReturnPath(path: string, details: PaypalReturn): string {
  const url = new URL(path, 'https://burrow.invalid');
  const params: Record<string, string> = {
    utm_source: 'onecheckout',
    total_period: String(details.totalPeriod),
    amount: String(details.amountMinor),
    sub_id: details.subscriptionId,
    product_id: details.productId,
    product_dip_months: String(details.dedicatedIpMonths),
    payment_type: 'paypal',
    order_page_type: details.orderPageType,
    // docs/product.md#paying flows: this page is the one-checkout order.
    user_flow: 'one_checkout_order',
  };
  for (const [name, value] of Object.entries(params)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
