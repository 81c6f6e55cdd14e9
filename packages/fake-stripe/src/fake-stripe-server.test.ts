import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';

let fake: FakeStripe;
let stripe: Stripe;

function sdkFor(key: string): Stripe {
  return new Stripe(key, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = sdkFor('sk_test_fake');
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('payment intents through the stripe SDK', () => {
  it('confirms a manual-capture intent with pm_card_visa, then captures it into a charge', async () => {
    const customer = await stripe.customers.create({
      email: 'buyer@example.com',
      metadata: { burrow_tenant_id: 't1' },
    });
    const intent = await stripe.paymentIntents.create({
      amount: 1299,
      currency: 'usd',
      customer: customer.id,
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
      metadata: { burrow_flow: 'checkout' },
    });
    expect(intent.status).toBe('requires_capture');
    expect(intent.amount_capturable).toBe(1299);
    expect(intent.payment_method).toMatch(/^pm_(?!card_)/);
    expect(intent.metadata).toEqual({ burrow_flow: 'checkout' });

    const captured = await stripe.paymentIntents.capture(intent.id, {
      expand: ['latest_charge'],
    });
    expect(captured.status).toBe('succeeded');
    expect(captured.amount_received).toBe(1299);
    const charge = captured.latest_charge as Stripe.Charge;
    expect(charge.captured).toBe(true);
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(fake.events().map((e) => e.type)).toEqual([
      'customer.created',
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.amount_capturable_updated',
      'charge.captured',
      'payment_intent.succeeded',
    ]);
  });

  it('answers a capture of an intent that cannot be captured with payment_intent_unexpected_state', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    const error = await rejectionOf(stripe.paymentIntents.capture(intent.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((error as Stripe.errors.StripeError).code).toBe('payment_intent_unexpected_state');
  });

  it('answers an unknown id with resource_missing', async () => {
    const error = await rejectionOf(stripe.paymentIntents.retrieve('pi_nope'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_nope'",
    });
  });

  it('refuses a wrong API key with 401', async () => {
    const error = await rejectionOf(sdkFor('sk_live_x').customers.create({}));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('surfaces a decline as a StripeCardError and leaves the intent waiting for a new method', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const error = await rejectionOf(
      stripe.paymentIntents.confirm(intent.id, {
        payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError.code).toBe('card_declined');
    expect(cardError.decline_code).toBe('insufficient_funds');
    expect(cardError.payment_intent?.status).toBe('requires_payment_method');
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.decline_code).toBe('insufficient_funds');
    expect(fake.events().map((e) => e.type)).toContain('payment_intent.payment_failed');
  });

  it('asks for 3-D Secure, then proceeds once the buyer authenticates', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2000,
      currency: 'eur',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.type).toBe('use_stripe_sdk');

    fake.authenticate(intent.id, 'succeed');
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('succeeded');
    expect(after.latest_charge).toMatch(/^ch_/);
  });

  it('fails an off-session payment needing authentication, then recovers it on-session', async () => {
    const customer = await stripe.customers.create({ email: 'renewal@example.com' });
    const saved = await stripe.paymentMethods.attach('pm_card_authenticationRequired', {
      customer: customer.id,
    });
    const error = await rejectionOf(
      stripe.paymentIntents.create({
        amount: 999,
        currency: 'usd',
        customer: customer.id,
        payment_method: saved.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError.code).toBe('authentication_required');
    expect(cardError.decline_code).toBe('authentication_required');
    const intent = cardError.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error?.payment_method?.id).toBe(saved.id);

    // The customer comes back: Stripe.js confirms with the publishable key and client secret.
    const browser = sdkFor('pk_test_fake');
    const onSession = await browser.paymentIntents.confirm(intent.id, {
      client_secret: intent.client_secret ?? '',
      payment_method: saved.id,
    } as Stripe.PaymentIntentConfirmParams);
    expect(onSession.status).toBe('requires_action');
    const authenticated = await fetch(
      `${fake.url}/_fake/payment_intents/${intent.id}/authenticate`,
      { method: 'POST', body: new URLSearchParams({ outcome: 'succeed' }) },
    );
    expect(authenticated.status).toBe(200);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const first = await stripe.paymentIntents.create(
      { amount: 1500, currency: 'usd', payment_method: 'pm_card_visa', confirm: true },
      { idempotencyKey: 'checkout-1' },
    );
    const replay = await stripe.paymentIntents.create(
      { amount: 1500, currency: 'usd', payment_method: 'pm_card_visa', confirm: true },
      { idempotencyKey: 'checkout-1' },
    );
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.events().filter((e) => e.type === 'payment_intent.succeeded')).toHaveLength(1);

    const error = await rejectionOf(
      stripe.paymentIntents.create(
        { amount: 1600, currency: 'usd' },
        { idempotencyKey: 'checkout-1' },
      ),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('replays a decline under the same key without charging again', async () => {
    const create = () =>
      stripe.paymentIntents.create(
        {
          amount: 700,
          currency: 'usd',
          payment_method: 'pm_card_visa_chargeDeclined',
          confirm: true,
        },
        { idempotencyKey: 'declined-1' },
      );
    const first = (await rejectionOf(create())) as Stripe.errors.StripeCardError;
    const second = (await rejectionOf(create())) as Stripe.errors.StripeCardError;
    expect(second.decline_code).toBe('generic_decline');
    expect(second.payment_intent?.id).toBe(first.payment_intent?.id);
    expect(fake.events().filter((e) => e.type === 'charge.failed')).toHaveLength(1);
  });
});

describe('refunds and disputes', () => {
  async function paidIntent(amount: number): Promise<Stripe.PaymentIntent> {
    return stripe.paymentIntents.create({
      amount,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
  }

  it('refunds part then the rest, and refuses more than remains', async () => {
    const intent = await paidIntent(3000);
    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000 });
    expect(partial.status).toBe('succeeded');
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(2000);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 3000, refunded: true });

    const error = await rejectionOf(stripe.refunds.create({ payment_intent: intent.id }));
    expect(error).toMatchObject({ code: 'charge_already_refunded', statusCode: 400 });
    const refunded = fake.events().filter((e) => e.type === 'charge.refunded');
    expect(refunded).toHaveLength(2);
    expect((refunded[1]?.data.object as Stripe.Charge).refunds?.data).toHaveLength(2);
  });

  it('opens a dispute on a charge and closes it won', async () => {
    const intent = await paidIntent(4200);
    const chargeId = intent.latest_charge as string;
    const opened = fake.dispute(chargeId);
    expect(opened).toMatchObject({ status: 'needs_response', amount: 4200, charge: chargeId });
    const fetched = await stripe.disputes.retrieve(opened.id);
    expect(fetched.status).toBe('needs_response');

    const closed = await fetch(`${fake.url}/_fake/disputes/${opened.id}/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'won' }),
    });
    expect(((await closed.json()) as Stripe.Dispute).status).toBe('won');
    expect(fake.events().map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'charge.dispute.created',
        'charge.dispute.funds_withdrawn',
        'charge.dispute.closed',
        'charge.dispute.funds_reinstated',
      ]),
    );
  });
});

describe('webhooks and faults', () => {
  let receiver: Server;
  const received: { body: string; signature: string }[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(request.headers['stripe-signature']),
        });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    fake.setWebhook(null);
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('delivers each event signed with the endpoint secret, in order', async () => {
    const secret = 'whsec_test_secret';
    fake.setWebhook({
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`,
      secret,
    });
    await stripe.paymentIntents.create({
      amount: 990,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    await fake.webhooksIdle();
    const types = received.map(({ body, signature }) => {
      const event = stripe.webhooks.constructEvent(body, signature, secret);
      return event.type;
    });
    expect(types).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
  });

  it('answers 500 when a fault is injected, and the SDK raises StripeAPIError', async () => {
    fake.injectFault({ mode: 'error_5xx', count: 1, operations: ['create_intent'] });
    const error = await rejectionOf(stripe.paymentIntents.create({ amount: 800, currency: 'usd' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    const next = await stripe.paymentIntents.create({ amount: 800, currency: 'usd' });
    expect(next.status).toBe('requires_payment_method');
  });

  it('does the work when the answer is lost, and the retry with the same key replays it', async () => {
    fake.injectFault({ mode: 'drop_after_charge', count: 1, operations: ['create_intent'] });
    const params: Stripe.PaymentIntentCreateParams = {
      amount: 1200,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    };
    const error = await rejectionOf(stripe.paymentIntents.create(params, { idempotencyKey: 'k1' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    const retry = await stripe.paymentIntents.create(params, { idempotencyKey: 'k1' });
    expect(retry.status).toBe('succeeded');
    expect(retry.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.events().filter((e) => e.type === 'charge.succeeded')).toHaveLength(1);
  });
});
