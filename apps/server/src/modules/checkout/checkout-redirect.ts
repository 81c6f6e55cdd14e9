import type { CheckoutRequestSchema } from '@burrow/contract/checkout';
import type { z } from 'zod';
import type { PurchaseQuote } from './purchase-quote';

type ParsedCheckout = z.output<typeof CheckoutRequestSchema>;

/** Where the buyer goes next: device setup, with PayPal's tracking parameters (docs/product.md#paying). */
export function redirectFor(
  request: ParsedCheckout,
  quote: PurchaseQuote,
  subscriptionId: string,
): string {
  if (request.paymentSourceType !== 'paypal') return '/setup';
  const dip = quote.addons.find((a) => a.product_id === 'addon-dedicated-ip');
  const params = new URLSearchParams({
    utm_source: 'onecheckout',
    total_period: String(quote.plan.billing_cycle_months),
    amount: String(quote.dueTodayMinor),
    sub_id: subscriptionId,
    product_id: quote.plan.product_id,
    product_dip_months: String(dip?.billing_cycle_months ?? 0),
    payment_type: 'paypal',
    order_page_type: quote.offer.kind,
    user_flow: 'one_checkout_order',
  });
  return `/setup?${params.toString()}`;
}
