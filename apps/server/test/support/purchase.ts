import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

export interface PurchaseOptions {
  email: string;
  priceIds?: string[];
  offerId?: string;
  method?: 'card' | 'paypal' | 'apple_pay' | 'google_pay';
  testToken?: string;
  couponCode?: string;
  country?: string;
  state?: string;
  zip?: string;
  cookie?: string;
  attemptId?: string;
  /**
   * The buyer's step in the provider's UI; by default the sandbox's confirm with `testToken`.
   * A Stripe test app passes Stripe.js's confirm (stripe-test-app.ts).
   */
  confirm?: (intentId: string, clientSecret: string) => Promise<unknown>;
}

let attempts = 0;

/** Estimate → payment intent → the buyer confirms with a test token → checkout, as the web does. */
export async function preparePurchase(t: TestApp, options: PurchaseOptions) {
  const priceIds = options.priceIds ?? ['vpn-premium-12m-usd'];
  const offerId = options.offerId ?? 'default';
  const customer = {
    residenceCountry: options.country ?? 'US',
    residenceState: options.state ?? 'NY',
    residenceZipcode: options.zip ?? '10001',
  };
  const estimate = await t.request({
    method: 'POST',
    url: '/api/v1/estimate',
    payload: { offerId, priceIds, couponCode: options.couponCode, customer },
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
  if (estimate.statusCode !== 200)
    throw new Error(`estimate ${estimate.statusCode}: ${estimate.body}`);
  const dueToday = estimate.json().dueToday;
  attempts += 1;
  const checkoutAttemptId = options.attemptId ?? `attempt-${Date.now()}-${attempts}`;
  const method = options.method ?? 'card';
  const intentResponse = await t.request({
    method: 'POST',
    url: '/api/v1/payment-intent',
    payload: {
      checkoutAttemptId,
      amount: dueToday,
      paymentMethodType: method,
      flow: 'one_checkout_order',
    },
  });
  if (intentResponse.statusCode !== 201)
    throw new Error(`intent ${intentResponse.statusCode}: ${intentResponse.body}`);
  const { paymentIntentId, chargebeeBody } = intentResponse.json();
  const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
  const token =
    options.testToken ??
    {
      card: 'tok_visa',
      paypal: 'tok_paypal_approve',
      apple_pay: 'tok_wallet_approve',
      google_pay: 'tok_wallet_approve',
    }[method];
  if (options.confirm) {
    await options.confirm(paymentIntentId, clientSecret);
  } else {
    await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`,
      payload: { client_secret: clientSecret, test_token: token },
    });
  }
  const checkoutBody = {
    priceId: priceIds[0],
    priceIds,
    paymentIntentId,
    checkoutAttemptId,
    paymentSourceType: method,
    offerId,
    couponCode: options.couponCode,
    customer: { ...customer, email: options.email },
    userSession: { pageViewId: 'pv-test' },
  };
  return { estimate: estimate.json(), paymentIntentId, clientSecret, checkoutBody };
}

export function sendCheckout(
  t: TestApp,
  body: object,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: body,
    ...(cookie ? { cookie } : {}),
  });
}

export async function purchase(t: TestApp, options: PurchaseOptions) {
  const prepared = await preparePurchase(t, options);
  const response = await sendCheckout(t, prepared.checkoutBody, options.cookie);
  return { ...prepared, response };
}

/** A new customer's purchase; answers its paid invoice's id (and the customer's session). */
export async function paidPurchase(t: TestApp, email: string) {
  const { response } = await purchase(t, { email });
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`checkout ${response.statusCode}: ${response.body}`);
  const subscriptionId = response.json().subscription.id as string;
  const [invoice] = await t.app.db.query<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM invoices WHERE subscription_id = $1 AND status = 'paid'`,
    [subscriptionId],
  );
  if (!invoice) throw new Error(`no paid invoice for ${subscriptionId}`);
  return { response, subscriptionId, invoiceId: invoice.id, customerId: invoice.user_id };
}

export async function paidInvoiceId(t: TestApp, email: string): Promise<string> {
  return (await paidPurchase(t, email)).invoiceId;
}
