import { startFakeStripe, type FakeStripe } from '@burrow/fake-stripe/fake-stripe-server';
import type Stripe from 'stripe';
import { createStripeGateway } from '../../src/modules/stripe-gateway/stripe-gateway';
import type { StripeSettings } from '../../src/platform/config';
import { crashingGateway } from './crashing-gateway';
import type { FaultRunCard, FaultRunProvider } from './fault-run-provider';
import { STRIPE_TEST_KEYS } from './stripe-test-app';
import { createTestApp, type TestApp } from './test-app';
import { TEST_START } from './test-start';

/**
 * Stripe's test PaymentMethods for the run's cards. Stripe has no card that pays on-session
 * and declines later (its 0341 declines every charge), so the card whose renewals fail is
 * the one that needs 3-D Secure on every payment: the buyer passes the challenge at
 * checkout, and every off-session charge comes back `authentication_required`.
 */
const TEST_PAYMENT_METHODS: Record<FaultRunCard, string> = {
  pays: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  renewals_declined: 'pm_card_authenticationRequired',
};

const MAX_TRIES = 60;

/**
 * Stripe, as the local fake (`@burrow/fake-stripe`) serves it over HTTP to the real SDK:
 * faults at the fake's network boundary (500s, connections closed before or after the work
 * was done, slow answers), the buyer's confirm as Stripe.js sends it (publishable key and
 * client secret), and the fake's charges and refunds as the record the run is checked
 * against. Fewer operations than the sandbox: every call is a real HTTP round trip, and the
 * run must not add minutes to the suite.
 */
export const stripeFaultRun: FaultRunProvider = {
  name: 'stripe',
  operations: 300,
  async start({ kind, failureRate, faultRandom, crashNow, onCrash }) {
    let app: TestApp | undefined;
    const fake: FakeStripe = await startFakeStripe({
      port: 0,
      now: () => app?.clock.now() ?? TEST_START,
    });
    const settings: StripeSettings = {
      secretKey: STRIPE_TEST_KEYS.STRIPE_SECRET_KEY,
      publishableKey: STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
      testMode: true,
      apiBase: fake.url,
    };
    fake.injectFault(
      {
        mode: {
          error_5xx: 3,
          timeout: 1,
          slow: 2,
          drop_after_charge: 3,
          disconnect_after_charge: 1,
        },
        rate: failureRate,
        delay_ms: 2,
      },
      // The run's own dice, as the sandbox's faults use them.
      faultRandom,
    );
    try {
      app = await createTestApp(kind, {
        env: { PAYMENT_PROVIDER: 'stripe', ...STRIPE_TEST_KEYS, STRIPE_API_BASE: fake.url },
        paymentGateway: (db, clock) =>
          crashingGateway(createStripeGateway(db, clock, settings), crashNow, onCrash),
      });
    } catch (error) {
      await fake.close();
      throw error;
    }
    const started = app;

    /**
     * A call Stripe.js makes, sent again after a 5xx or a closed connection until Stripe
     * answers: the answer's status and body, or undefined when it never did.
     */
    async function fromBrowser(
      path: string,
      params: Record<string, string>,
      method: 'GET' | 'POST',
    ): Promise<{ status: number; body: Stripe.PaymentIntent } | undefined> {
      const query = new URLSearchParams({ ...params, key: settings.publishableKey });
      for (let tries = 0; tries < MAX_TRIES; tries += 1) {
        try {
          const response = await fetch(
            method === 'GET' ? `${fake.url}${path}?${query}` : `${fake.url}${path}`,
            method === 'GET'
              ? {}
              : {
                  method,
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  body: query,
                },
          );
          if (response.status >= 500) continue;
          return { status: response.status, body: (await response.json()) as Stripe.PaymentIntent };
        } catch {
          // The connection closed unanswered: Stripe.js's request failed; the buyer tries again.
        }
      }
      return undefined;
    }

    return {
      app: started,
      async authorise({ paymentIntentId, clientSecret }, card, { neverAnswered }) {
        const path = `/v1/payment_intents/${paymentIntentId}`;
        const confirmed = await fromBrowser(
          `${path}/confirm`,
          { client_secret: clientSecret, payment_method: TEST_PAYMENT_METHODS[card] },
          'POST',
        );
        if (!confirmed) return neverAnswered(`confirm ${paymentIntentId}`);
        // A confirm whose answer was lost is refused the second time: the intent says how it went.
        const intent =
          confirmed.status === 200
            ? confirmed
            : await fromBrowser(path, { client_secret: clientSecret }, 'GET');
        if (!intent) return neverAnswered(`intent state ${paymentIntentId}`);
        // The issuer's 3-D Secure page, which Stripe.js opens: not a call to Stripe's API.
        if (intent.body.status === 'requires_action') fake.authenticate(paymentIntentId, 'succeed');
      },
      stopFaults() {
        fake.clearFaults();
      },
      async succeededCharges() {
        return capturedCharges(fake).map((c) => ({
          id: c.id,
          amountMinor: c.amount_captured,
          refundedMinor: c.amount_refunded,
        }));
      },
      // One purchase is one checkout attempt's PaymentIntent; an off-session charge is one
      // Burrow operation (its key without the re-issue suffix).
      async keptChargesByOperation() {
        return capturedCharges(fake)
          .filter((c) => c.amount_refunded === 0)
          .map((c) => {
            const { metadata } = fake.paymentIntent(paymentIntentOf(c));
            const operation =
              metadata.burrow_operation ?? `checkout:${metadata.burrow_checkout_attempt_id}`;
            return { operation, chargeId: c.id };
          });
      },
      async explain(chargeIds) {
        const charges = capturedCharges(fake);
        return Promise.all(
          chargeIds.map(async (id) => {
            const intent = fake.paymentIntent(paymentIntentOf(fake.charge(id)));
            const operation = intent.metadata.burrow_operation;
            return {
              intent: { id: intent.id, status: intent.status, metadata: intent.metadata },
              // Every charge of the same Burrow operation, oldest first, with its refunds.
              charges: charges
                .filter(
                  (c) => c.id === id || (operation && c.metadata.burrow_operation === operation),
                )
                .map((c) => ({
                  id: c.id,
                  amount: c.amount_captured,
                  refunded: c.amount_refunded,
                  created: new Date(c.created * 1000).toISOString(),
                  paymentIntent: paymentIntentOf(c),
                })),
              refunds: fake.refunds({ charge: id }).map((r) => ({
                id: r.id,
                amount: r.amount,
                metadata: r.metadata,
              })),
              pendingCharges: operation
                ? await started.app.db.query(
                    `SELECT idempotency_key, amount_minor, refunding, settlement, settled_at, created_at
                       FROM pending_charges WHERE operation_key = $1`,
                    [operation],
                  )
                : [],
            };
          }),
        );
      },
      close: async () => {
        await started.close();
        await fake.close();
      },
    };
  },
};

function paymentIntentOf(charge: Stripe.Charge): string {
  const intent = charge.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? '');
}

/** Every charge that moved money: an authorisation released uncaptured took nothing. */
function capturedCharges(fake: FakeStripe): Stripe.Charge[] {
  return fake.charges().filter((c) => c.status === 'succeeded' && c.captured);
}
