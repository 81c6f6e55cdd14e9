import Stripe from 'stripe';
import { HARD_DECLINE_REASONS } from '@burrow/domain/payment-failure-reasons';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { StripeSettings } from '../../platform/config';
import {
  GatewayUnavailableError,
  type ChargeResult,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentMetadata,
  type PaymentPayer,
  type RefundResult,
} from '../payments/payment-gateway';
import {
  isBelowMinimum,
  isMissing,
  isRefundedAlready,
  isUnexpectedState,
  StripeGatewayError,
  translateStripeError,
} from './stripe-errors';
import {
  adoptCustomer,
  findCustomerOfSavedMethods,
  findCustomerOfUser,
  findPaymentMethodOwner,
  recordCustomer,
  recordPaymentMethod,
  type StripeMethodOwner,
} from './stripe-customer-repository';
import { failureOf, stripeMethodTypes, toPortIntent } from './stripe-intent-mapping';

/**
 * Shorter than a charge's lease (pending-charges), so a hung call never outlives the claim
 * of the Burrow operation that made it.
 */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * How long Stripe is trusted to remember an idempotency key: it keeps them 24 hours; a retry
 * later than this looks for the first call's payment before it asks again.
 */
const KEY_MEMORY_MS = 23 * 60 * 60 * 1000;
/** Stripe's clock and Burrow's may differ a little: the search window starts earlier. */
const CLOCK_SKEW_S = 600;

/** What every answer about an intent needs, in one round trip. */
const EXPAND = ['payment_method', 'latest_charge'];

/**
 * The SDK client: to Stripe, or to `apiBase` (a local fake) in tests and development. The
 * SDK never retries on its own: Burrow retries with its own idempotency keys, after it has
 * written down what it is about to do.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (protocol === 'http' ? 80 : 443),
          protocol,
        }
      : {}),
  });
}

/** Calls Stripe; what went wrong becomes the port's error (see stripe-errors.ts). */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translateStripeError(error);
  }
}

/**
 * The PaymentGateway port on Stripe (decision 0081). Burrow authorises a payment in the
 * browser (Stripe.js), verifies it against the quote, then captures it: intents use manual
 * capture, and save the card for renewals (`setup_future_usage: off_session`). Every write
 * carries Burrow's idempotency key. Payments are filed under one Stripe Customer per Burrow
 * customer and tenant (stripe_customers).
 */
export function createStripeGateway(
  db: Database,
  clock: Clock,
  settings: StripeSettings,
  stripe: Stripe = stripeClient(settings),
): PaymentGateway {
  /** The intent in the port's terms; files its method under its Customer once authorised. */
  async function answer(intent: Stripe.PaymentIntent): Promise<PaymentIntent> {
    const method =
      typeof intent.payment_method === 'string'
        ? await call(() => stripe.paymentMethods.retrieve(intent.payment_method as string))
        : intent.payment_method;
    const charge =
      typeof intent.latest_charge === 'string'
        ? await call(() => stripe.charges.retrieve(intent.latest_charge as string))
        : intent.latest_charge;
    const port = toPortIntent(intent, method, charge);
    const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    if (port.source && method && customer) {
      await recordPaymentMethod(
        db,
        { paymentMethodId: method.id, paymentMethodType: method.type, stripeCustomerId: customer },
        clock.now(),
      );
    }
    return port;
  }

  async function retrieve(intentId: string): Promise<Stripe.PaymentIntent> {
    try {
      return await stripe.paymentIntents.retrieve(intentId, { expand: EXPAND });
    } catch (error) {
      if (isMissing(error)) {
        throw new StripeGatewayError('resource_missing', `No such payment intent: ${intentId}.`);
      }
      throw translateStripeError(error);
    }
  }

  /**
   * The payer's Customer. A signed-in customer has one per tenant, created once (keyed by
   * tenant and user) or adopted from the guest checkout that saved one of their methods; a
   * guest gets one for this payment, keyed by the payment's own key.
   */
  async function customerOf(
    payer: PaymentPayer,
    idempotencyKey: string,
    metadata: PaymentMetadata,
  ): Promise<string> {
    const { tenantId, userId } = payer;
    if (userId === null) {
      const attempt = metadata.burrow_checkout_attempt_id;
      const created = await call(() =>
        stripe.customers.create(
          {
            metadata: {
              burrow_tenant_id: tenantId,
              ...(attempt ? { burrow_checkout_attempt_id: attempt } : {}),
            },
          },
          { idempotencyKey: `customer:${idempotencyKey}` },
        ),
      );
      return recordCustomer(
        db,
        { stripeCustomerId: created.id, tenantId, userId: null },
        clock.now(),
      );
    }
    const known = await findCustomerOfUser(db, tenantId, userId);
    if (known) return known;
    const guests = await findCustomerOfSavedMethods(db, tenantId, userId);
    if (guests) {
      // Stripe's dashboard names the account too, as for a Customer created signed in.
      await call(() =>
        stripe.customers.update(
          guests,
          { metadata: { burrow_user_id: userId } },
          { idempotencyKey: `adopt:${guests}:${userId}` },
        ),
      );
      if (await adoptCustomer(db, guests, tenantId, userId)) return guests;
    }
    const created = await call(() =>
      stripe.customers.create(
        { metadata: { burrow_tenant_id: tenantId, burrow_user_id: userId } },
        { idempotencyKey: `customer:${tenantId}:${userId}` },
      ),
    );
    return recordCustomer(db, { stripeCustomerId: created.id, tenantId, userId }, clock.now());
  }

  /**
   * The PaymentIntent an earlier call under `idempotencyKey` made, found by the key in its
   * metadata among the Customer's payments since Burrow first asked: Stripe forgets a key
   * after 24 hours, so a charge whose answer was lost would otherwise be made again.
   */
  async function intentMadeUnder(
    idempotencyKey: string,
    owner: StripeMethodOwner | undefined,
    since: Date,
  ): Promise<Stripe.PaymentIntent | undefined> {
    try {
      const intents = stripe.paymentIntents.list({
        ...(owner ? { customer: owner.stripeCustomerId } : {}),
        created: { gte: Math.floor(since.getTime() / 1000) - CLOCK_SKEW_S },
        limit: 100,
      });
      for await (const intent of intents) {
        if (intent.metadata?.burrow_idempotency_key === idempotencyKey) return intent;
      }
      return undefined;
    } catch (error) {
      throw translateStripeError(error);
    }
  }

  /** Whose saved method this is, from Burrow's record or else from Stripe. */
  async function ownerOf(paymentMethodId: string): Promise<StripeMethodOwner | undefined> {
    const known = await findPaymentMethodOwner(db, paymentMethodId);
    if (known) return known;
    const method = await call(() => stripe.paymentMethods.retrieve(paymentMethodId));
    const customer = typeof method.customer === 'string' ? method.customer : method.customer?.id;
    if (!customer) return undefined;
    await recordPaymentMethod(
      db,
      { paymentMethodId, paymentMethodType: method.type, stripeCustomerId: customer },
      clock.now(),
    );
    return { stripeCustomerId: customer, paymentMethodType: method.type };
  }

  return {
    name: 'stripe',

    async createIntent({
      amountMinor,
      currency,
      methodType,
      idempotencyKey,
      description,
      payer,
      metadata = {},
    }) {
      const customer = payer ? await customerOf(payer, idempotencyKey, metadata) : undefined;
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountMinor,
            currency: currency.toLowerCase(),
            capture_method: 'manual',
            setup_future_usage: 'off_session',
            allowed_payment_method_types: stripeMethodTypes(methodType),
            ...(customer ? { customer } : {}),
            description,
            metadata: { ...metadata },
            expand: EXPAND,
          },
          // Per Customer: a buyer who signs in halfway through a checkout pays on their own
          // Customer, and Stripe refuses a key replayed with another customer.
          { idempotencyKey: customer ? `${idempotencyKey}:${customer}` : idempotencyKey },
        ),
      );
      return answer(intent);
    },

    async retrieveIntent(intentId) {
      return answer(await retrieve(intentId));
    },

    async captureIntent(intentId, { amountMinor, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.capture(
          intentId,
          { amount_to_capture: amountMinor, expand: EXPAND },
          { idempotencyKey },
        );
        return await answer(intent);
      } catch (error) {
        if (!isUnexpectedState(error)) throw translateStripeError(error);
        // Captured by an earlier call under another key: that capture is the answer.
        const intent = await retrieve(intentId);
        if (intent.status === 'succeeded' && intent.amount_received === amountMinor) {
          return answer(intent);
        }
        throw translateStripeError(error);
      }
    },

    async cancelIntent(intentId) {
      try {
        const intent = await stripe.paymentIntents.cancel(
          intentId,
          { expand: EXPAND },
          { idempotencyKey: `cancel:${intentId}` },
        );
        return await answer(intent);
      } catch (error) {
        if (!isUnexpectedState(error)) throw translateStripeError(error);
        // Cancelling is idempotent by nature: a canceled intent stays canceled.
        const intent = await retrieve(intentId);
        if (intent.status === 'canceled') return answer(intent);
        throw translateStripeError(error);
      }
    },

    async chargeSource({
      sourceToken,
      amountMinor,
      currency,
      idempotencyKey,
      firstAskedAt,
      description,
      metadata = {},
    }) {
      const base = { amountMinor, currency };
      try {
        const owner = await ownerOf(sourceToken);
        if (firstAskedAt && clock.now().getTime() - firstAskedAt.getTime() >= KEY_MEMORY_MS) {
          const earlier = await intentMadeUnder(idempotencyKey, owner, firstAskedAt);
          if (earlier) return chargeResultOf(earlier, base);
        }
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountMinor,
            currency: currency.toLowerCase(),
            ...(owner ? { customer: owner.stripeCustomerId } : {}),
            payment_method: sourceToken,
            allowed_payment_method_types: [owner?.paymentMethodType ?? 'card'],
            off_session: true,
            confirm: true,
            capture_method: 'automatic',
            description,
            metadata: { ...metadata, burrow_idempotency_key: idempotencyKey },
          },
          { idempotencyKey },
        );
        return chargeResultOf(intent, base);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return declined(error, base);
        if (isBelowMinimum(error)) return belowMinimum(base);
        if (
          isMissing(error) ||
          (error instanceof StripeGatewayError && error.code === 'resource_missing')
        ) {
          return vanished(sourceToken, base);
        }
        throw translateStripeError(error);
      }
    },

    async refund({ chargeId, amountMinor, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          // The key in metadata finds the refund again after Stripe forgot the key, and
          // marks it as Burrow's own, so its webhook never ledgers it a second time as a
          // refund made in the dashboard (decision 0084).
          {
            charge: chargeId,
            amount: amountMinor,
            metadata: { burrow_idempotency_key: idempotencyKey },
          },
          { idempotencyKey },
        );
        return refundResultOf(refund, chargeId);
      } catch (error) {
        if (!isRefundedAlready(error)) throw translateStripeError(error);
        // Stripe forgets an idempotency key after 24 hours: a refund asked again later than
        // that (its first answer lost, a billing run or two ago) is refused as too much. The
        // refund that first call made is the answer.
        const made = await call(() => stripe.refunds.list({ charge: chargeId, limit: 100 }));
        const first = made.data.find(
          (refund) =>
            refund.metadata?.burrow_idempotency_key === idempotencyKey &&
            refund.amount === amountMinor,
        );
        if (first) return refundResultOf(first, chargeId);
        throw translateStripeError(error);
      }
    },
  };
}

function refundResultOf(refund: Stripe.Refund, chargeId: string): RefundResult {
  return {
    id: refund.id,
    chargeId,
    amountMinor: refund.amount,
    status: refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'succeeded',
  };
}

type ChargeBase = { amountMinor: number; currency: string };

function chargeResultOf(intent: Stripe.PaymentIntent, base: ChargeBase): ChargeResult {
  const paymentId = intent.id;
  if (intent.status === 'succeeded') {
    const charge = intent.latest_charge;
    return {
      status: 'succeeded',
      chargeId: typeof charge === 'string' ? charge : (charge?.id ?? null),
      paymentId,
      ...base,
      failure: null,
      hardDecline: false,
    };
  }
  if (intent.status === 'processing') {
    // Not known yet (Stripe's webhook will tell): like a lost answer, retried under its key.
    throw new GatewayUnavailableError(`Stripe is still processing payment ${paymentId}.`);
  }
  if (intent.status === 'requires_action') {
    return {
      status: 'requires_action',
      chargeId: null,
      paymentId,
      ...base,
      failure: {
        reason: 'authentication_required',
        message: 'The card issuer asks the customer to authenticate this payment.',
      },
      hardDecline: false,
    };
  }
  const failure = failureOf(intent.last_payment_error ?? {}, true);
  return {
    status: 'failed',
    chargeId: null,
    paymentId,
    ...base,
    failure,
    hardDecline: HARD_DECLINE_REASONS.has(failure.reason),
  };
}

/**
 * Stripe charges nothing below its minimum (50 cents in USD and EUR): a small proration or
 * add-on cannot be taken off-session. No money moved and none ever will under these
 * parameters, so it is a failed charge, never a retry; an error here would leave a written-down
 * charge that every billing run retries and fails on (found by the fault-injection run).
 */
function belowMinimum(base: ChargeBase): ChargeResult {
  return {
    status: 'failed',
    chargeId: null,
    paymentId: null,
    ...base,
    failure: {
      reason: 'processing_error',
      message: 'The amount is below the smallest charge Stripe accepts.',
    },
    hardDecline: true,
  };
}

/**
 * The saved method (or its Customer) no longer exists at Stripe: removed in the dashboard,
 * or never Stripe's. No retry can charge it, so it is a hard decline, not a broken billing run.
 */
function vanished(sourceToken: string, base: ChargeBase): ChargeResult {
  return {
    status: 'failed',
    chargeId: null,
    paymentId: null,
    ...base,
    failure: {
      reason: 'payment_declined',
      message: `Stripe has no payment method ${sourceToken} to charge.`,
    },
    hardDecline: true,
  };
}

/**
 * An off-session decline. `authentication_required` is not one: the issuer wants the
 * customer to authenticate this very payment, which they can do on-session later.
 */
function declined(error: Stripe.errors.StripeCardError, base: ChargeBase): ChargeResult {
  const failure = failureOf(error, true);
  const paymentId = error.payment_intent?.id ?? null;
  if (failure.reason === 'authentication_required') {
    return {
      status: 'requires_action',
      chargeId: null,
      paymentId,
      ...base,
      failure,
      hardDecline: false,
    };
  }
  return {
    status: 'failed',
    chargeId: null,
    paymentId,
    ...base,
    failure,
    hardDecline: HARD_DECLINE_REASONS.has(failure.reason),
  };
}
