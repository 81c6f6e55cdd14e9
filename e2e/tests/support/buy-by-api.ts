import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

type Money = { unscaledValue: number; scale: number; currency: string };

/**
 * A new customer buys Basic monthly by card, the way README's "Paying from a script" does:
 * estimate, intent, the sandbox gateway confirms a test card, checkout. The checkout's
 * session cookie lands in the request's context — a page's `page.request` signs that page in
 * as the new customer — so journeys that change a subscription leave the demo accounts as
 * seeded. Answers the customer's email and what was paid, formatted as the pages show it.
 * A New York resident unless `customer` names another residence.
 */
export async function buyBasicMonthlyByApi(
  request: APIRequestContext,
  origin: string,
  emailPrefix: string,
  customer: { residenceCountry: string; residenceState?: string; residenceZipcode: string } = {
    residenceCountry: 'US',
    residenceState: 'NY',
    residenceZipcode: '10001',
  },
): Promise<{ email: string; paid: string }> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${emailPrefix}-${unique}@example.com`;
  const headers = { origin };
  const priceId = 'vpn-basic-1m-usd';
  const estimate = await request.post('/api/v1/estimate', {
    headers,
    data: { offerId: 'default', priceIds: [priceId], customer },
  });
  expect(estimate.status()).toBe(200);
  const { dueToday } = (await estimate.json()) as { dueToday: Money };
  const checkoutAttemptId = `e2e-${emailPrefix}-${unique}`;
  const intent = await request.post('/api/v1/payment-intent', {
    headers,
    data: { checkoutAttemptId, amount: dueToday, paymentMethodType: 'card' },
  });
  expect(intent.status()).toBe(201);
  const { paymentIntentId, chargebeeBody } = (await intent.json()) as {
    paymentIntentId: string;
    chargebeeBody: string;
  };
  const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
  const confirmed = await request.post(`/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`, {
    headers,
    data: { client_secret: clientSecret, test_token: 'tok_visa' },
  });
  expect(confirmed.ok()).toBe(true);
  const checkout = await request.post('/api/v1/checkout', {
    headers,
    data: {
      priceId,
      paymentIntentId,
      checkoutAttemptId,
      paymentSourceType: 'card',
      offerId: 'default',
      customer: { email, ...customer },
    },
  });
  expect(checkout.status()).toBe(201);
  expect(dueToday.currency).toBe('USD');
  const paid = `$${(dueToday.unscaledValue / 10 ** dueToday.scale).toFixed(dueToday.scale)}`;
  return { email, paid };
}
