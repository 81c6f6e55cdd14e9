import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { GatewayMethodType, PaymentGateway } from '../src/modules/payments/payment-gateway';
import { createSandboxGateway } from '../src/modules/sandbox-gateway/sandbox-gateway';
import { TEST_ORIGIN, type TestApp } from './support/test-app';

/** Test data for the sandbox gateway's tests: an intent with only the fields a test cares about. */
export function gatewayFor(t: TestApp, options: Parameters<typeof createSandboxGateway>[3] = {}) {
  return createSandboxGateway(t.app.db, t.clock, '', options);
}

export function createIntent(
  gateway: PaymentGateway,
  overrides: Partial<{ amountMinor: number; currency: string; methodType: GatewayMethodType }> = {},
) {
  return gateway.createIntent({
    amountMinor: 1295,
    currency: 'EUR',
    methodType: 'card',
    idempotencyKey: randomUUID(),
    description: 'Burrow VPN, 1 month',
    ...overrides,
  });
}

/**
 * A hosted form post as the browser sends it: urlencoded, from the app's origin. A header
 * given as null is left out.
 */
export function postForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string | null> = {},
): Promise<LightMyRequestResponse> {
  const all: Record<string, string | null> = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: TEST_ORIGIN,
    'sec-fetch-site': 'same-origin',
    ...headers,
  };
  return t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: Object.fromEntries(
      Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
  });
}

export function payPath(intentId: string, step: string): string {
  return `/sandbox-gateway/pay/${intentId}/${step}`;
}

export const FUTURE_EXPIRY = '12/30';

export function cardFields(
  secret: string,
  number: string,
  overrides: Partial<Record<'expiry' | 'cvc' | 'name', string>> = {},
): Record<string, string> {
  return {
    client_secret: secret,
    number,
    expiry: FUTURE_EXPIRY,
    cvc: '123',
    name: 'Ada Lovelace',
    ...overrides,
  };
}

/** Confirms an intent with a test token through the scripted API. */
export function confirmWithToken(t: TestApp, intentId: string, secret: string, testToken: string) {
  return t.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/v1/intents/${intentId}/confirm`,
    payload: { client_secret: secret, test_token: testToken },
  });
}

export async function authorizedIntent(
  t: TestApp,
  gateway: PaymentGateway,
  testToken = 'tok_visa',
  amountMinor = 1295,
) {
  const intent = await createIntent(gateway, { amountMinor });
  const response = await confirmWithToken(t, intent.id, intent.clientSecret, testToken);
  if (response.statusCode !== 200) throw new Error(`confirm failed: ${response.body}`);
  return gateway.retrieveIntent(intent.id);
}
