import type { GatewayClientBody } from '@burrow/contract/checkout';
import { act } from '@testing-library/react';
import type { FakeResponse } from './fake-fetch';

/** The gateway material of an intent, as the server puts it in `chargebeeBody`. */
export function createGatewayBody(
  intentId = 'pi_sandbox_1',
  amountMinor = 5604,
): GatewayClientBody {
  const clientSecret = `${intentId}_secret_x`;
  return {
    gateway: 'sandbox',
    intentId,
    clientSecret,
    hostedUrl: `/sandbox-gateway/pay/${intentId}?client_secret=${clientSecret}`,
    amount: { unscaledValue: amountMinor, scale: 2, currency: 'USD' },
    paymentMethodType: 'card',
  };
}

/** The address the payment dialog frames: the intent's page, asked for the site's language. */
export function framedPageUrl(gateway: GatewayClientBody, languageTag = 'en'): string {
  return `${window.location.origin}${gateway.hostedUrl}&locale=${languageTag}`;
}

/** `POST /api/v1/payment-intent`'s answer opening `gateway`'s intent. */
export function intentAnswer(gateway: GatewayClientBody): FakeResponse {
  return {
    status: 201,
    body: { paymentIntentId: gateway.intentId, chargebeeBody: JSON.stringify(gateway) },
  };
}

/** The gateway's hosted page posting to us, as the sandbox gateway does (or another origin). */
export function gatewaySays(data: Record<string, unknown>, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { source: 'burrow-sandbox-gateway', ...data } }),
    );
  });
}
