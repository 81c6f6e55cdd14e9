/**
 * The app under test, a second one whose demo clock the billing journeys move, and a third
 * that takes payments through Stripe (PAYMENT_PROVIDER=stripe) against a local fake Stripe
 * API. E2E_PORT_BASE moves them all, so several checkouts of the repository can run their
 * journeys on one machine at once without one run reusing the other's servers.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4173);
export const APP_PORT = base;
export const CLOCK_PORT = base + 2;
export const STRIPE_APP_PORT = base + 4;
export const FAKE_STRIPE_PORT = base + 90;

/** The Stripe server's test keys: the fake accepts any key of the right shape. */
export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_burrowE2eSecret51Nv',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_burrowE2ePublishable51Nv',
  STRIPE_WEBHOOK_SECRET: 'whsec_burrowE2eWebhook51Nv',
};
