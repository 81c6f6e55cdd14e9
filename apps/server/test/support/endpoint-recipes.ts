import { randomUUID } from 'node:crypto';
import { endpoints } from '@burrow/contract/endpoints';
import { expect } from 'vitest';
import type { ServiceScope } from '@burrow/contract/service-api';
import { createWebhookEndpoint } from '../../src/modules/outbound-webhooks/webhook-endpoints';
import { preparePurchase } from './purchase';
import type { TestApp } from './test-app';

/**
 * How to call every endpoint of the contract's registry (and every other /api/v1, /api/v2
 * route the server serves) with real objects, and what each caller may get back. The
 * authorization matrix and the contract fuzz both read it; `endpoint-world.ts` creates the
 * accounts and objects the recipes name. A new registry endpoint fails both suites until it
 * has a recipe here.
 */

// ---------------------------------------------------------------------------------------
// Public endpoints: the only ones a signed-out caller may use. Each says why it needs no
// session. A new endpoint that answers a signed-out caller with anything but 401 fails
// until it is listed here.
// ---------------------------------------------------------------------------------------
export const PUBLIC: Record<string, string> = {
  health: 'load balancers probe it; it names no customer',
  ready:
    'load balancers probe it; it answers ready or stable reason codes, no customer and no installation detail (decision 0116)',
  siteConfig: 'every page reads it before anyone signs in; it names no customer and no secret',
  contentPage:
    'the legal and help pages everyone reads before signing in: the operator’s published texts (decision 0099)',
  sendContactMessage:
    'visitors without an account must reach support too; rate limited per client and per address typed in (decision 0099)',
  signup: 'how a visitor gets an account',
  login: 'how a customer gets a session',
  logout: 'ends whatever session the cookie names; without one there is nothing to end',
  requestMagicLink: 'how a customer without a password gets a session',
  consumeMagicLink: 'the emailed single-use token is the credential',
  requestPasswordReset:
    'how a customer who forgot their password gets a reset link; answers alike for every email, rate limited (decision 0066)',
  resetPassword: 'the emailed single-use reset token is the credential (decision 0066)',
  getOffer: 'the order page, before anyone has an account',
  estimate: 'the order page, before anyone has an account',
  customerStatus: 'checkout step one for a visitor; rate limited like sign-in',
  createPaymentIntent: 'a visitor pays before the account exists; the intent names no customer',
  checkout: 'a visitor buys and gets the account with the purchase',
  checkGiftCard: 'a visitor checks a gift card before having an account; rate limited',
  redeemGiftCard: 'a visitor redeems a gift card into a new account; rate limited',
  emitEvent: 'write-only telemetry from the order page',
  writePaymentResult: 'write-only telemetry from the order page',
  recordAttemptedSignup: 'write-only telemetry from the order page',
  referralBonus: 'the order page shows a friend’s referral bonus before sign-up; rate limited',
  activateDevice:
    'called by a VPN app: the single-use activation code is its only credential (decision 0053)',
  entitlementSigningKeys:
    'VPN servers verify entitlement tokens offline with it: public keys only (decision 0089)',
  demoClock: 'demo mode only (not registered in production): the operator’s tool',
  advanceDemoClock: 'demo mode only (not registered in production): the operator’s tool',
  devMailbox: 'demo mode only (not registered in production): the operator’s tool',
  eventCounts: 'demo mode only (not registered in production): the operator’s tool',
  paymentOutcomes: 'demo mode only (not registered in production): the operator’s tool',
};

/** Routes the server serves under /api/v1 or /api/v2 that are not in the registry. */
export const EXTRA_ROUTES = {
  // A plain link (the answer is a PDF, not JSON), so the registry does not describe it.
  downloadInvoice: { method: 'GET', path: '/api/v2/invoices/:id/download' },
} as const;

export type Who = 'owner' | 'other' | 'signed-out';
/**
 * Whose objects a request names, with another customer in the same situation: a consumer,
 * a business on the legacy seat licences, and one on the newer volume billing.
 */
export type Fixture = 'consumer' | 'former-customer' | 'legacy-business' | 'volume-business';
export const FIXTURES: Record<Fixture, { owner: string; other: string }> = {
  consumer: { owner: 'active@demo.burrow.test', other: 'id-defender@demo.burrow.test' },
  // Whose plans had all ended, so they could buy one today (a customer with a running plan
  // cannot buy a second, decision 0074): the refundable purchase is theirs.
  'former-customer': { owner: 'expired@demo.burrow.test', other: 'grace@demo.burrow.test' },
  'legacy-business': {
    owner: 'business-legacy@demo.burrow.test',
    other: 'business@demo.burrow.test',
  },
  'volume-business': {
    owner: 'business@demo.burrow.test',
    other: 'business-legacy@demo.burrow.test',
  },
};

export interface Account {
  email: string;
  /** What confirms a sensitive change: the demo password, or '' after a fresh purchase. */
  password: string;
  cookie: string;
}

/** The owners' real objects, created through the API or found in the demo seed. */
export interface Objects {
  consumer: {
    subscriptionId: string;
    setupToken: string;
    invoiceId: string;
    paymentMethodId: string;
    /** A second saved card, not the default: the one removal is tried on. */
    spareMethodId: string;
    /** The card check that saved the spare card. */
    spareMethodIntentId: string;
    dedicatedIpId: string;
    deviceId: string;
    /** The app credential of `deviceId`: what the app endpoints take as `Authorization: Bearer`. */
    deviceCredential: string;
    /** A second device: the one removal is tried on. */
    spareDeviceId: string;
    planChangeAttemptId: string;
  };
  formerCustomer: {
    /** Bought today, so inside the money-back guarantee, with a refund request pending. */
    refundableSubscriptionId: string;
  };
  legacyBusiness: { subscriptionId: string; freeLicenseKrn: string };
  volumeBusiness: {
    subscriptionId: string;
    /** A free seat: the one removal is tried on. */
    freeLicenseKrn: string;
    /** A seat someone holds: the one whose holder is invited. */
    heldLicenseKrn: string;
  };
  /** The back office of the owners' storefront (decision 0090), with keys from `npm run burrow`. */
  service: {
    /** The consumer owner's customer id, as the service API names customers. */
    consumerId: string;
    /** A live key of the owners' storefront with every scope. */
    key: string;
    /** A live key of the owners' storefront holding only this one scope, per scope. */
    keyWithOnly: Record<ServiceScope, string>;
    /** A live key with every scope, of another storefront. */
    otherStorefrontKey: string;
    /** An outbound webhook endpoint of the owners' storefront (decision 0092). */
    webhookEndpointId: string;
    /** A delivery to it, waiting: the one replay is tried on. */
    webhookDeliveryId: string;
    /** The consumer's dedicated IP request the demo seed fulfilled, and what it was sent. */
    fulfilmentRequestId: string;
    fulfilmentResult: object;
  };
}

export interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Headers beyond the session cookie: an app's `Authorization: Bearer <device credential>`. */
  headers?: Record<string, string>;
}

export interface RecipeContext {
  t: TestApp;
  o: Objects;
  who: Who;
  /** The account the request is made as (for a signed-out call: the owner's, without its cookie). */
  caller: Account;
  /** The owners, for a request that needs what the owner was quoted first. */
  owners: Record<Fixture, Account>;
}

/** A status, or a status with the error code that documents it. */
export type Answer = number | readonly [number, string];

export interface Recipe {
  /**
   * `own-account`: the endpoint names no object; it acts on the caller's own account, so
   * another customer gets an answer about their own account, never the owner's.
   * `owned-object`: the request names the owner's objects by id; another customer gets
   * `other` (404 by default, exactly like an id that does not exist).
   * `public`: listed in PUBLIC.
   * `service-key`: the back office's (the registry's `auth` is a service key, decision 0090):
   * a session never authenticates it (401 for everyone with a cookie); `owner` is what the
   * storefront's key with the scope gets, `other` what another storefront's key gets.
   */
  access: 'own-account' | 'owned-object' | 'public' | 'service-key';
  /** Whose objects an `owned-object` request names. */
  fixture?: Fixture;
  request: (c: RecipeContext) => RequestParts | Promise<RequestParts>;
  /** What the owner (or, for a public endpoint, anyone) gets: 2xx or a documented business 4xx. */
  owner: readonly Answer[];
  other?: readonly Answer[];
  /**
   * The call ends the caller's session or account: owner and other make it as a fresh
   * customer of their own, so the other cases keep their sessions.
   */
  disposable?: true;
  /** Part of the owner's view compared before and after another customer's calls (default: GET). */
  view?: boolean;
}

export const NOT_FOUND = [[404, 'not_found']] as const;
export const STRONG_PASSWORD = 'Quiet-harbour-lantern-2031';

export async function cardCheckIntent(t: TestApp): Promise<string> {
  const opened = await t.request({
    method: 'POST',
    url: '/api/v1/payment-intent',
    payload: {
      checkoutAttemptId: `authz-card-check-${randomUUID()}`,
      amount: { unscaledValue: 0, scale: 2, currency: 'USD' },
      paymentMethodType: 'card',
    },
  });
  expect(opened.statusCode).toBe(201);
  const { paymentIntentId, chargebeeBody } = opened.json();
  const { clientSecret } = JSON.parse(chargebeeBody) as { clientSecret: string };
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/v1/intents/${paymentIntentId}/confirm`,
    payload: { client_secret: clientSecret, test_token: 'tok_visa' },
  });
  expect(confirmed.statusCode).toBe(200);
  return paymentIntentId as string;
}

export async function planChangeQuote(
  t: TestApp,
  cookie: string,
  subscriptionId: string,
  change: object,
): Promise<string> {
  const quoted = await t.request({
    method: 'PUT',
    url: '/api/v2/checkout/estimate',
    payload: { subscriptionId, change },
    cookie,
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  return quoted.json().quoteId as string;
}

/**
 * The app's `Authorization` header: the consumer owner's device credential when the owner
 * calls; nothing for anyone else (a session never stands in for it).
 */
function deviceAuthorization({ o, who, caller, owners }: RecipeContext): Record<string, string> {
  return who === 'owner' && caller.email === owners.consumer.email
    ? { authorization: `Bearer ${o.consumer.deviceCredential}` }
    : {};
}

/** A device newly connected to the owner's subscription, and its credential as the header. */
async function freshDeviceAuthorization({ t, o, caller }: RecipeContext) {
  const code = await t.request({
    method: 'POST',
    url: '/api/v2/activation-setup/codes',
    payload: { activation_code: o.consumer.setupToken },
    cookie: caller.cookie,
  });
  expect(code.statusCode, code.body).toBe(201);
  const activated = await t.app.inject({
    method: 'POST',
    url: '/api/v1/devices/activate',
    payload: { code: code.json().code, name: 'Rotating phone', platform: 'ios' },
  });
  expect(activated.statusCode, activated.body).toBe(201);
  return { authorization: `Bearer ${activated.json().credential as string}` };
}

/**
 * How to call each endpoint for the owner's objects, and what each caller may get back.
 * Keyed by the registry's endpoint names (and EXTRA_ROUTES).
 */
export const RECIPES: Record<string, Recipe> = {
  // --- public -------------------------------------------------------------------------
  health: { access: 'public', request: () => ({}), owner: [200] },
  ready: { access: 'public', request: () => ({}), owner: [200] },
  siteConfig: { access: 'public', request: () => ({}), owner: [200] },
  contentPage: {
    access: 'public',
    request: () => ({ params: { slug: 'refund-policy' }, query: { locale: 'de' } }),
    owner: [200],
  },
  sendContactMessage: {
    access: 'public',
    request: () => ({
      body: {
        topic: 'billing',
        email: `visitor-${randomUUID()}@example.com`,
        message: 'Where can I find last month’s invoice?',
      },
    }),
    owner: [201],
  },
  signup: {
    access: 'public',
    request: () => ({
      body: { email: `visitor-${randomUUID()}@example.com`, password: STRONG_PASSWORD },
    }),
    owner: [202],
  },
  login: {
    access: 'public',
    request: ({ caller }) => ({ body: { email: caller.email, password: caller.password } }),
    owner: [200],
  },
  logout: { access: 'public', request: () => ({}), owner: [200] },
  requestMagicLink: {
    access: 'public',
    request: ({ caller }) => ({ body: { email: caller.email } }),
    owner: [202],
  },
  consumeMagicLink: {
    access: 'public',
    request: () => ({ body: { token: 'a-token-nobody-was-ever-sent' } }),
    owner: [[403, 'invalid_or_expired_link']],
  },
  requestPasswordReset: {
    access: 'public',
    request: ({ caller }) => ({ body: { email: caller.email } }),
    owner: [202],
  },
  resetPassword: {
    access: 'public',
    request: () => ({
      body: { token: 'a-token-nobody-was-ever-sent', new_password: STRONG_PASSWORD },
    }),
    owner: [[403, 'invalid_or_expired_link']],
  },
  // The emailed code and the account's own session together (decision 0071).
  confirmEmail: {
    access: 'own-account',
    request: () => ({ body: { code: 'a-code-nobody-was-ever-sent' } }),
    owner: [[403, 'invalid_or_expired_link']],
  },
  getOffer: { access: 'public', request: () => ({ params: { offerId: 'default' } }), owner: [200] },
  estimate: {
    access: 'public',
    request: () => ({
      body: {
        offerId: 'default',
        priceIds: ['vpn-premium-12m-usd'],
        customer: { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' },
      },
    }),
    owner: [200],
  },
  customerStatus: {
    access: 'public',
    request: () => ({ body: { email: `visitor-${randomUUID()}@example.com` } }),
    owner: [200],
  },
  createPaymentIntent: {
    access: 'public',
    request: () => ({
      body: {
        checkoutAttemptId: `authz-intent-${randomUUID()}`,
        amount: { unscaledValue: 8324, scale: 2, currency: 'USD' },
        paymentMethodType: 'card',
      },
    }),
    owner: [201],
  },
  checkout: {
    access: 'public',
    request: async ({ t }) => ({
      body: (await preparePurchase(t, { email: `visitor-${randomUUID()}@example.com` }))
        .checkoutBody,
    }),
    owner: [201],
  },
  checkGiftCard: {
    access: 'public',
    request: () => ({ body: { code: 'GIFTBASIC1' } }),
    owner: [200],
  },
  redeemGiftCard: {
    access: 'public',
    // An already redeemed card: a visitor may try, and is told it is used.
    request: () => ({ body: { code: 'GIFTUSED', email: `visitor-${randomUUID()}@example.com` } }),
    owner: [[409, 'gift_card_already_redeemed']],
  },
  emitEvent: { access: 'public', request: () => ({ body: { event: 'page_view' } }), owner: [202] },
  writePaymentResult: {
    access: 'public',
    request: () => ({
      body: {
        system: 'web',
        version: '1',
        event: 'checkout',
        source: 'order',
        result: 'failure',
        type: 'card',
        gateway: 'sandbox',
      },
    }),
    owner: [202],
  },
  recordAttemptedSignup: {
    access: 'public',
    request: () => ({
      body: { email: 'visitor@example.com', domain: 'burrow.test', signup_stage: 'EMAIL_ENTERED' },
    }),
    owner: [202],
  },
  referralBonus: {
    access: 'public',
    request: () => ({ query: { referrerId: 'NOSUCHREFERRER' } }),
    owner: [200, [404, 'not_found']],
  },
  entitlementSigningKeys: { access: 'public', request: () => ({}), owner: [200] },
  // --- the app endpoints: the device credential, never the session (decision 0088) -----
  deviceEntitlements: {
    access: 'own-account',
    request: (c) => ({ headers: deviceAuthorization(c) }),
    owner: [200],
    // Another customer has no device of the owner's: they send no credential.
    view: false,
  },
  currentDevice: {
    access: 'own-account',
    request: (c) => ({ headers: deviceAuthorization(c) }),
    owner: [200],
    view: false,
  },
  entitlementToken: {
    access: 'own-account',
    request: (c) => ({ headers: deviceAuthorization(c) }),
    owner: [201],
  },
  rotateDeviceCredential: {
    access: 'own-account',
    // A device of its own, so the world's credential keeps working for the other cases.
    request: async (c) => ({
      headers: c.who === 'owner' ? await freshDeviceAuthorization(c) : {},
    }),
    owner: [201],
  },
  activateDevice: {
    access: 'public',
    request: () => ({ body: { code: 'ABCD-EFGH-JKMN', name: 'Phone', platform: 'ios' } }),
    owner: [[404, 'activation_code_invalid']],
  },
  demoClock: { access: 'public', request: () => ({}), owner: [200] },
  advanceDemoClock: {
    access: 'public',
    // Not forward: moving the clock would run billing under the other cases.
    request: ({ t }) => ({ body: { to: t.clock.now().toISOString() } }),
    owner: [[400, 'clock_only_moves_forward']],
  },
  devMailbox: { access: 'public', request: () => ({}), owner: [200] },

  // --- the service API: a service key, never a session ---------------------------------
  serviceCustomerEntitlements: {
    access: 'service-key',
    request: ({ o }) => ({ params: { customerId: o.service.consumerId } }),
    owner: [200],
  },
  serviceDeviceEntitlements: {
    access: 'service-key',
    request: ({ o }) => ({ params: { deviceId: o.consumer.deviceId } }),
    owner: [200],
  },
  serviceCustomerLookup: {
    access: 'service-key',
    request: ({ caller }) => ({ query: { email: caller.email } }),
    owner: [200],
    // Another storefront's key finds no one: `{ customers: [] }`, no id leaks.
    other: [200],
  },
  serviceListWebhookEndpoints: {
    access: 'service-key',
    request: () => ({}),
    owner: [200],
    // Another storefront's key lists its own endpoints (none), never ours.
    other: [200],
  },
  serviceCreateWebhookEndpoint: {
    access: 'service-key',
    request: () => ({
      body: { url: 'https://vpn.example/new-hook', event_types: ['device.activated'] },
    }),
    owner: [201],
    // Created in the key's own storefront.
    other: [201],
  },
  serviceGetWebhookEndpoint: {
    access: 'service-key',
    request: ({ o }) => ({ params: { endpointId: o.service.webhookEndpointId } }),
    owner: [200],
  },
  serviceUpdateWebhookEndpoint: {
    access: 'service-key',
    request: ({ o }) => ({
      params: { endpointId: o.service.webhookEndpointId },
      body: { description: 'VPN back office' },
    }),
    owner: [200],
  },
  serviceDeleteWebhookEndpoint: {
    access: 'service-key',
    // A fresh endpoint each time: the shared one stays for the other recipes.
    request: async ({ t }) => ({
      params: {
        endpointId: (
          await createWebhookEndpoint(
            t.app.db,
            'burrow',
            { url: 'https://vpn.example/short-lived' },
            t.clock.now(),
            { httpAllowed: false },
          )
        ).endpoint.id,
      },
    }),
    owner: [200],
  },
  serviceRotateWebhookSecret: {
    access: 'service-key',
    request: ({ o }) => ({ params: { endpointId: o.service.webhookEndpointId } }),
    owner: [200],
  },
  serviceWebhookDeliveries: {
    access: 'service-key',
    request: ({ o }) => ({
      params: { endpointId: o.service.webhookEndpointId },
      query: { limit: '10' },
    }),
    owner: [200],
  },
  serviceReplayWebhookDelivery: {
    access: 'service-key',
    request: ({ o }) => ({ params: { deliveryId: o.service.webhookDeliveryId } }),
    owner: [202],
  },
  serviceListFulfilmentRequests: {
    access: 'service-key',
    request: () => ({ query: { state: 'fulfilled', kind: 'dedicated_ip' } }),
    owner: [200],
    // Another storefront's key lists its own requests: none of these.
    other: [200],
  },
  serviceGetFulfilmentRequest: {
    access: 'service-key',
    request: ({ o }) => ({ params: { requestId: o.service.fulfilmentRequestId } }),
    owner: [200],
  },
  serviceFulfilRequest: {
    access: 'service-key',
    // The result it was fulfilled with: idempotent, so every caller's try changes nothing.
    request: ({ o }) => ({
      params: { requestId: o.service.fulfilmentRequestId },
      body: o.service.fulfilmentResult,
    }),
    owner: [200],
  },
  eventCounts: {
    access: 'public',
    request: () => ({ query: { from: '2026-06-01', to: '2026-06-15' } }),
    owner: [200],
  },
  paymentOutcomes: {
    access: 'public',
    request: () => ({ query: { from: '2026-06-01', to: '2026-06-15' } }),
    owner: [200],
  },

  // --- the caller's own account ---------------------------------------------------------
  currentUser: { access: 'own-account', request: () => ({}), owner: [200] },
  updateLocale: {
    access: 'own-account',
    request: () => ({ body: { locale: 'de' } }),
    owner: [200],
  },
  updateEmail: {
    access: 'own-account',
    request: ({ caller }) => ({
      body: {
        old_email: caller.email,
        new_email: `moved-${randomUUID()}@example.com`,
        password: caller.password,
      },
    }),
    owner: [202],
  },
  updatePassword: {
    access: 'own-account',
    disposable: true,
    request: ({ caller }) => ({
      body: { current_password: caller.password, new_password: STRONG_PASSWORD },
    }),
    owner: [200],
  },
  accountDeletion: { access: 'own-account', request: () => ({}), owner: [200] },
  requestAccountDeletion: {
    access: 'own-account',
    disposable: true,
    request: ({ caller }) => ({ body: { password: caller.password } }),
    owner: [202],
  },
  cancelAccountDeletion: {
    access: 'own-account',
    request: () => ({}),
    // Nothing to cancel unless a deletion was asked for.
    owner: [200, [404, 'no_pending_deletion']],
  },
  completeAccountDeletion: {
    access: 'own-account',
    disposable: true,
    request: ({ caller }) => ({ body: { password: caller.password } }),
    owner: [200],
  },
  listSubscriptions: { access: 'own-account', request: () => ({}), owner: [200] },
  listInvoices: { access: 'own-account', request: () => ({}), owner: [200] },
  checkoutForCustomer: {
    access: 'own-account',
    // Priced as a stranger would be: the caller's own estimate already refuses the purchase.
    request: async ({ t, caller }) => ({
      body: (await preparePurchase(t, { email: caller.email, priceIds: ['vpn-basic-1m-usd'] }))
        .checkoutBody,
    }),
    // The demo owners all hold a running plan: a second one is refused (decision 0074).
    owner: [201, [409, 'already_has_subscription']],
  },
  navigationPolicy: { access: 'own-account', request: () => ({}), owner: [200] },
  listDedicatedIps: { access: 'own-account', request: () => ({}), owner: [200] },
  listEsims: { access: 'own-account', request: () => ({}), owner: [200] },
  idDefender: { access: 'own-account', request: () => ({}), owner: [200] },
  enrolIdDefender: {
    access: 'own-account',
    request: () => ({ params: { feature: 'id-alerts' }, body: { consent: true } }),
    owner: [200],
  },
  changelog: { access: 'own-account', request: () => ({}), owner: [200] },
  expertProgram: { access: 'own-account', request: () => ({}), owner: [200] },
  applyToExpertProgram: {
    access: 'own-account',
    request: () => ({
      body: { motivation: 'I have run Burrow on every router in my building for years.' },
    }),
    owner: [200],
  },
  listPaymentMethods: { access: 'own-account', request: () => ({}), owner: [200] },
  dnsSettings: { access: 'own-account', request: () => ({}), owner: [200] },
  setDnsAutoAuth: {
    access: 'own-account',
    request: () => ({ body: { enabled: true } }),
    owner: [200],
  },
  authorizeDnsIp: {
    access: 'own-account',
    request: () => ({ body: { ip: '81.2.69.160' } }),
    owner: [200],
  },
  setDnsHostname: {
    access: 'own-account',
    request: () => ({ body: { hostname: 'home.burrow-customer.net' } }),
    owner: [200],
  },
  referralProgram: { access: 'own-account', request: () => ({}), owner: [200] },
  redeemCode: {
    access: 'own-account',
    // A coupon is explained and changes nothing.
    request: () => ({ body: { code: 'WELCOME10' } }),
    owner: [200],
  },

  // --- objects the owner owns -----------------------------------------------------------
  getSubscription: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.subscriptionId } }),
    owner: [200],
  },
  subscriptionOffer: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.subscriptionId }, query: { locale: 'de' } }),
    owner: [200],
  },
  autobillOn: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.subscriptionId } }),
    owner: [200],
  },
  autobillOff: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.subscriptionId } }),
    owner: [200],
  },
  renewalOffReason: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({
      params: { id: o.consumer.subscriptionId },
      body: { reason: 'too_expensive', detail: 'Testing the sweep' },
    }),
    owner: [200],
  },
  pauseSubscription: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.subscriptionId }, body: { months: 1 } }),
    // Another recipe may have turned renewal off first, or paused it already.
    owner: [200, [409, 'pause_not_allowed']],
  },
  resumeSubscription: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.subscriptionId } }),
    // Not paused, it is answered as it is.
    owner: [200],
  },
  retentionOffer: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.subscriptionId } }),
    owner: [200],
  },
  acceptRetentionOffer: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.subscriptionId } }),
    // Another recipe may have paused the plan or turned its renewal off first.
    owner: [200, [409, 'retention_offer_not_available']],
  },
  retryPaymentCollection: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.subscriptionId } }),
    // Nothing failed, so there is nothing to retry.
    owner: [200, [409, 'nothing_to_retry']],
  },
  paymentCollection: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.subscriptionId } }),
    // Nothing failed: the retry page reads "settled".
    owner: [200],
  },
  confirmAuthenticatedPayment: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({
      params: { id: o.consumer.subscriptionId },
      body: { payment_id: 'pi_never_awaited' },
    }),
    // No renewal of the owner's waited for that payment.
    owner: [[404, 'not_found']],
  },
  refundEstimate: {
    access: 'owned-object',
    fixture: 'former-customer',
    view: true,
    request: ({ o }) => ({ body: { subscription_id: o.formerCustomer.refundableSubscriptionId } }),
    owner: [200],
  },
  requestRefund: {
    access: 'owned-object',
    fixture: 'former-customer',
    request: ({ o }) => ({ params: { id: o.formerCustomer.refundableSubscriptionId } }),
    owner: [202],
  },
  withdrawRefund: {
    access: 'owned-object',
    fixture: 'former-customer',
    request: ({ o }) => ({ params: { id: o.formerCustomer.refundableSubscriptionId } }),
    owner: [200],
  },
  planChangeEstimate: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({
      body: {
        subscriptionId: o.consumer.subscriptionId,
        change: { type: 'add_addon', priceId: 'addon-credit-scanner-24m-usd' },
      },
    }),
    owner: [200],
  },
  planChangeBulkEstimate: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({
      body: {
        subscriptionId: o.consumer.subscriptionId,
        changes: [
          { type: 'change_plan', priceId: 'vpn-vip-24m-usd' },
          { type: 'add_addon', priceId: 'addon-id-alerts-24m-usd' },
        ],
      },
    }),
    owner: [200],
  },
  planChangeCheckout: {
    access: 'owned-object',
    fixture: 'consumer',
    // The owner's own quote: another customer sends exactly what the owner would.
    request: async ({ t, o, owners }) => {
      // An add-on, not another tier: the owner keeps what the other recipes rely on.
      const change = { type: 'add_addon', priceId: 'addon-credit-scanner-24m-usd' };
      return {
        body: {
          attemptId: `authz-change-${randomUUID()}`,
          subscriptionId: o.consumer.subscriptionId,
          change,
          quoteId: await planChangeQuote(
            t,
            owners.consumer.cookie,
            o.consumer.subscriptionId,
            change,
          ),
        },
      };
    },
    owner: [200],
  },
  planChangeAttempt: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ query: { attempt: o.consumer.planChangeAttemptId } }),
    owner: [200],
  },
  planChangePayment: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({
      body: { attemptId: o.consumer.planChangeAttemptId, paymentIntentId: 'pi_not_needed' },
    }),
    // The attempt already succeeded: there is nothing left to pay.
    owner: [200, [409, 'plan_change_already_paid']],
  },
  planChangeConfirm: {
    access: 'owned-object',
    fixture: 'consumer',
    // A GET that acts (the gateway's return address): not part of the owner's view.
    view: false,
    request: ({ o }) => ({ query: { attempt: o.consumer.planChangeAttemptId } }),
    owner: [200],
  },
  updateLicense: {
    access: 'owned-object',
    fixture: 'legacy-business',
    request: ({ o }) => ({
      body: {
        action: 'assign',
        license_krn: o.legacyBusiness.freeLicenseKrn,
        email: 'new.hire@acme-demo.test',
      },
    }),
    owner: [200],
  },
  licensesAutobillOn: {
    access: 'owned-object',
    fixture: 'volume-business',
    request: ({ o }) => ({ body: { subscription_id: o.volumeBusiness.subscriptionId } }),
    owner: [200],
  },
  licensesAutobillOff: {
    access: 'owned-object',
    fixture: 'volume-business',
    request: ({ o }) => ({ body: { subscription_id: o.volumeBusiness.subscriptionId } }),
    owner: [200],
  },
  seatQuote: {
    access: 'owned-object',
    fixture: 'legacy-business',
    request: ({ o }) => ({ body: { subscription_id: o.legacyBusiness.subscriptionId, seats: 2 } }),
    owner: [200],
  },
  buySeats: {
    access: 'owned-object',
    fixture: 'legacy-business',
    // What the owner was quoted: another customer sends exactly what the owner would.
    request: async ({ t, o, owners }) => {
      const quote = await t.request({
        method: 'PUT',
        url: '/api/v2/licenses/seats/estimate',
        payload: { subscription_id: o.legacyBusiness.subscriptionId, seats: 1 },
        cookie: owners['legacy-business'].cookie,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      return {
        body: {
          subscription_id: o.legacyBusiness.subscriptionId,
          seats: 1,
          purchase_id: randomUUID(),
          expected_total: quote.json().total,
        },
      };
    },
    owner: [201],
  },
  setDedicatedIpLocation: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({
      params: { id: o.consumer.dedicatedIpId },
      body: { location: 'gb-london' },
    }),
    owner: [200],
  },
  addPaymentMethod: {
    access: 'owned-object',
    fixture: 'consumer',
    // The owner adds a new card check; another customer tries the card check that saved the
    // owner's spare card. A card check is the gateway's one-time capability, so once used it
    // is refused to anyone as used (409), and never lands in a second wallet.
    request: async ({ t, o, who }) => ({
      body: {
        paymentIntentId:
          who === 'other' ? o.consumer.spareMethodIntentId : await cardCheckIntent(t),
        makeDefault: false,
      },
    }),
    owner: [201],
    other: [[409, 'payment_intent_invalid']],
  },
  makeDefaultPaymentMethod: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.paymentMethodId } }),
    owner: [200],
  },
  removeSeat: {
    access: 'owned-object',
    fixture: 'volume-business',
    request: ({ o }) => ({
      body: {
        subscription_id: o.volumeBusiness.subscriptionId,
        license_krn: o.volumeBusiness.freeLicenseKrn,
      },
    }),
    owner: [200],
  },
  inviteSeatHolder: {
    access: 'owned-object',
    fixture: 'volume-business',
    request: ({ o }) => ({ body: { license_krn: o.volumeBusiness.heldLicenseKrn } }),
    owner: [202],
  },
  removePaymentMethod: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.spareMethodId } }),
    owner: [200],
  },
  activationSetup: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ query: { activation_code: o.consumer.setupToken } }),
    owner: [200],
  },
  createActivationCode: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ body: { activation_code: o.consumer.setupToken } }),
    owner: [201],
  },
  renameDevice: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.deviceId }, body: { name: 'Renamed' } }),
    owner: [200],
  },
  removeDevice: {
    access: 'owned-object',
    fixture: 'consumer',
    request: ({ o }) => ({ params: { id: o.consumer.spareDeviceId } }),
    owner: [200],
  },
  downloadInvoice: {
    access: 'owned-object',
    fixture: 'consumer',
    // A PDF carries the moment it was rendered; the invoice list is the owner's view of it.
    view: false,
    request: ({ o }) => ({ params: { id: o.consumer.invoiceId } }),
    owner: [200],
  },
};

export type RouteName = keyof typeof endpoints | keyof typeof EXTRA_ROUTES;
export const ROUTES: Record<string, { method: string; path: string }> = {
  ...endpoints,
  ...EXTRA_ROUTES,
};
export const ALL_NAMES = Object.keys(ROUTES) as RouteName[];

export function recipeFor(name: string): Recipe {
  const recipe = RECIPES[name];
  if (!recipe) {
    throw new Error(
      `No recipe for the endpoint "${name}" (${ROUTES[name]?.method} ${ROUTES[name]?.path}). ` +
        'Add one to RECIPES in test/support/endpoint-recipes.ts: how to call it for ' +
        'the owner’s real objects, and whether it is public (then list it in PUBLIC with why).',
    );
  }
  return recipe;
}

export function urlOf(name: string, parts: RequestParts): string {
  const route = ROUTES[name];
  if (!route) throw new Error(`unknown endpoint ${name}`);
  const path = route.path.replace(/:([A-Za-z]+)/g, (_match, param: string) => {
    const value = parts.params?.[param];
    if (value === undefined) throw new Error(`${name}: no value for :${param}`);
    return encodeURIComponent(value);
  });
  const query = parts.query ? `?${new URLSearchParams(parts.query).toString()}` : '';
  return `${path}${query}`;
}
