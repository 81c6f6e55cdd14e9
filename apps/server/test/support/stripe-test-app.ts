import { startFakeStripe, type FakeStripe } from '@burrow/fake-stripe/fake-stripe-server';
import type Stripe from 'stripe';
import type { WebhookEndpoint } from '@burrow/fake-stripe/event-log';
import { createStripeGateway, stripeClient } from '../../src/modules/stripe-gateway/stripe-gateway';
import type { StripeSettings } from '../../src/platform/config';
import { purchase, type PurchaseOptions } from './purchase';
import { createTestApp, type TestApp } from './test-app';
import { TEST_START } from './test-start';
import type { TestDatabaseKind } from './test-database';

/** Test-mode keys the fake accepts; the secret one must never show up in a log or an answer. */
export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_burrowFakeSecret51NvTQx8Lq2Zr',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_burrowFakePublishable51NvTQx8',
  STRIPE_WEBHOOK_SECRET: 'whsec_burrowFakeWebhookSecret51NvTQx8',
} as const;

/** A write the server's SDK client sent to Stripe (the SDK's `request` event). */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

export interface StripeTestApp extends TestApp {
  /** The fake Stripe the app talks to: its controls (`authenticate`, `events`, `dispute`, …). */
  stripe: FakeStripe;
  /** Every request the server's Stripe client sent, oldest first. */
  stripeRequests: StripeRequest[];
  /**
   * What Stripe.js does in the buyer's browser: confirms the intent with a payment method
   * (a test id such as `pm_card_visa`, or `paypal`: a PayPal account, approved or refused
   * with `stripe.authenticate`), the publishable key and the client secret. Answers
   * the fake's HTTP status and body (a decline is a 402 with the error, as Stripe's).
   */
  confirmAsBrowser(
    intentId: string,
    clientSecret: string,
    paymentMethod?: string,
  ): Promise<{ status: number; body: { status?: string; error?: { code?: string } } }>;
  /** A checkout as the web does it with Stripe: intent, Stripe.js confirm, checkout. */
  purchase(
    options: Omit<PurchaseOptions, 'confirm' | 'testToken'> & {
      paymentMethod?: string;
      /** The buyer's 3-D Secure answer when the card asks for it. */
      authenticate?: 'succeed' | 'fail';
    },
  ): ReturnType<typeof purchase>;
}

/**
 * The app with `PAYMENT_PROVIDER=stripe`, test keys and `STRIPE_API_BASE` pointing at a
 * fake Stripe started on a free port (stopped by `close`). The fake's clock is the app's.
 * `webhook` makes the fake post its events there (the app must then listen: inject cannot
 * be reached over HTTP). Other options are `createTestApp`'s.
 */
export async function createStripeTestApp(
  kind: TestDatabaseKind,
  options: Omit<NonNullable<Parameters<typeof createTestApp>[1]>, 'paymentGateway'> & {
    webhook?: WebhookEndpoint;
  } = {},
): Promise<StripeTestApp> {
  const { webhook, ...appOptions } = options;
  let now: () => Date = () => TEST_START;
  const stripe = await startFakeStripe({ port: 0, now: () => now(), webhook });
  const settings: StripeSettings = {
    secretKey: STRIPE_TEST_KEYS.STRIPE_SECRET_KEY,
    publishableKey: STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
    testMode: true,
    apiBase: stripe.url,
  };
  const stripeRequests: StripeRequest[] = [];
  let testApp: TestApp;
  try {
    testApp = await createTestApp(kind, {
      ...appOptions,
      env: {
        PAYMENT_PROVIDER: 'stripe',
        ...STRIPE_TEST_KEYS,
        STRIPE_API_BASE: stripe.url,
        ...appOptions.env,
      },
      // The configured adapter, with a client whose requests the test can read.
      paymentGateway: (db, clock) => {
        const client = stripeClient(settings);
        client.on('request', (event: Stripe.RequestEvent) => {
          stripeRequests.push({
            method: event.method,
            path: event.path,
            idempotencyKey: event.idempotency_key ?? null,
          });
        });
        return createStripeGateway(db, clock, settings, client);
      },
    });
  } catch (error) {
    await stripe.close();
    throw error;
  }
  now = () => testApp.clock.now();

  const confirmAsBrowser: StripeTestApp['confirmAsBrowser'] = async (
    intentId,
    clientSecret,
    paymentMethod = 'pm_card_visa',
  ) => {
    const response = await fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY,
        client_secret: clientSecret,
        ...(paymentMethod === 'paypal'
          ? {
              'payment_method_data[type]': 'paypal',
              'payment_method_data[billing_details][email]': 'payer@example.com',
              return_url: 'http://burrow.test/checkout/return',
            }
          : { payment_method: paymentMethod }),
      }),
    });
    return { status: response.status, body: (await response.json()) as never };
  };

  const close = testApp.close;
  const stripeApp: StripeTestApp = Object.assign(testApp, {
    stripe,
    stripeRequests,
    confirmAsBrowser,
    purchase: ({ paymentMethod, authenticate, ...rest }) =>
      purchase(stripeApp, {
        ...rest,
        confirm: async (intentId: string, clientSecret: string) => {
          const method = paymentMethod ?? (rest.method === 'paypal' ? 'paypal' : undefined);
          const confirmed = await confirmAsBrowser(intentId, clientSecret, method);
          if (authenticate && confirmed.body.status === 'requires_action') {
            stripe.authenticate(intentId, authenticate);
          }
        },
      }),
    close: async () => {
      try {
        await close();
      } finally {
        await stripe.close();
      }
    },
  } satisfies Omit<StripeTestApp, keyof TestApp> & Pick<TestApp, 'close'>);
  return stripeApp;
}
