import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';

const FIXED_NOW = new Date();
FIXED_NOW.setUTCMilliseconds(0);

let fake: FakeStripe;
let stripe: Stripe;
let browser: Stripe;

function sdkFor(key: string): Stripe {
  return new Stripe(key, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

beforeAll(async () => {
  fake = await startFakeStripe({ now: () => FIXED_NOW });
  stripe = sdkFor('sk_test_server');
  browser = sdkFor('pk_test_browser');
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

async function rejectionOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function typedCard(number: string, expYear = FIXED_NOW.getUTCFullYear() + 2) {
  return {
    type: 'card' as const,
    card: { number, exp_month: 12, exp_year: expYear, cvc: '123' },
  };
}

function control(path: string, body: Record<string, string> = {}): Promise<Response> {
  return fetch(`${fake.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(body),
    redirect: 'manual',
  });
}

describe('cards typed in the browser (publishable key)', () => {
  it('creates a PaymentMethod from a test card number, which then declines as that card does', async () => {
    const method = await browser.paymentMethods.create(typedCard('4000000000009995'));
    expect(method.card).toMatchObject({ brand: 'visa', last4: '9995', exp_month: 12 });
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const error = await rejectionOf(
      browser.paymentIntents.confirm(intent.id, {
        client_secret: intent.client_secret ?? '',
        payment_method: method.id,
      } as Stripe.PaymentIntentConfirmParams),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
  });

  it('refuses a number failing Luhn and an expiry in the past', async () => {
    const badNumber = await rejectionOf(
      browser.paymentMethods.create(typedCard('4242424242424241')),
    );
    expect(badNumber).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(badNumber).toMatchObject({ code: 'incorrect_number', param: 'number' });
    const expired = await rejectionOf(
      browser.paymentMethods.create(typedCard('4242424242424242', FIXED_NOW.getUTCFullYear() - 1)),
    );
    expect(expired).toMatchObject({ code: 'invalid_expiry_year' });
  });

  it('confirms with payment_method_data and the client secret, as Stripe.js does', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
    const confirmed = await browser.paymentIntents.confirm(intent.id, {
      client_secret: intent.client_secret ?? '',
      payment_method_data: typedCard('5555555555554444'),
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
  });

  it('fails the attempt of an intent confirmed with a mistyped number', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
    const error = await rejectionOf(
      browser.paymentIntents.confirm(intent.id, {
        client_secret: intent.client_secret ?? '',
        payment_method_data: typedCard('4000000000000003'),
      } as Stripe.PaymentIntentConfirmParams),
    );
    expect(error).toMatchObject({ code: 'incorrect_number', type: 'StripeCardError' });
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.last_payment_error?.code).toBe('incorrect_number');
  });

  it('keeps secret endpoints and other intents from the publishable key', async () => {
    const create = await rejectionOf(
      browser.paymentIntents.create({ amount: 1000, currency: 'usd' }),
    );
    expect(create).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const wrongSecret = await rejectionOf(
      browser.paymentIntents.retrieve(intent.id, { client_secret: 'pi_x_secret_y' }),
    );
    expect(wrongSecret).toMatchObject({ statusCode: 400, param: 'client_secret' });
    const seen = await browser.paymentIntents.retrieve(intent.id, {
      client_secret: intent.client_secret ?? '',
    });
    expect(seen.id).toBe(intent.id);
  });
});

describe('saved cards and authentication', () => {
  it('asks 4000002500003155 for 3-D Secure until it was saved authenticated, then pays off-session', async () => {
    const customer = await stripe.customers.create({ email: 'setup@example.com' });
    const notSetUp = await stripe.paymentMethods.attach('pm_card_authenticationRequiredOnSetup', {
      customer: customer.id,
    });
    const offSessionFirst = await rejectionOf(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        payment_method: notSetUp.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(offSessionFirst.code).toBe('authentication_required');

    const checkout = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      setup_future_usage: 'off_session',
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      confirm: true,
    });
    expect(checkout.status).toBe('requires_action');
    const paid = fake.authenticate(checkout.id, 'succeed');
    expect(paid.status).toBe('succeeded');
    const saved = fake.paymentMethod(paid.payment_method as string);
    expect(saved.customer).toBe(customer.id);

    const renewal = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      payment_method: saved.id,
      off_session: true,
      confirm: true,
    });
    expect(renewal.status).toBe('succeeded');
    const listed = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(listed.data.map((m) => m.id)).toContain(saved.id);
  });

  it('fails the intent when the buyer fails 3-D Secure', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
    });
    const failed = fake.authenticate(intent.id, 'fail');
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('serves a 3-D Secure page whose buttons bring the buyer back to the return_url', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      return_url: 'https://shop.example/checkout/return',
      confirm: true,
    });
    const page = await fetch(`${fake.url}/_fake/3ds/${intent.id}`);
    expect(await page.text()).toContain('Complete');
    expect(intent.next_action?.redirect_to_url?.url).toBe(`${fake.url}/_fake/3ds/${intent.id}`);
    const back = await control(`/_fake/payment_intents/${intent.id}/authenticate`, {
      outcome: 'succeed',
      redirect: 'true',
    });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://shop.example/checkout/return');
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
    expect(location.searchParams.get('payment_intent')).toBe(intent.id);
  });

  it('ends the challenge page with a message to the page that framed it when there is no return_url', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    const done = await control(`/_fake/payment_intents/${intent.id}/authenticate`, {
      outcome: 'fail',
      redirect: 'true',
    });
    const page = await done.text();
    expect(page).toContain('fake_stripe_3ds_complete');
    expect(page).toContain('requires_payment_method');
  });

  it('asks for 3-D Secure on any card when the merchant requests it on session', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      payment_method_options: { card: { request_three_d_secure: 'any' } },
      confirm: true,
    });
    expect(intent.status).toBe('requires_action');
  });

  it('lets 4000000000000341 be saved, then declines its charge', async () => {
    const customer = await stripe.customers.create({});
    const method = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    const error = await rejectionOf(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        payment_method: method.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    const declining = await rejectionOf(
      stripe.paymentMethods.attach('pm_card_visa_chargeDeclined', { customer: customer.id }),
    );
    expect(declining).toBeInstanceOf(Stripe.errors.StripeCardError);
  });

  it('refuses a PaymentMethod paid with once without a customer', async () => {
    const first = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const again = await rejectionOf(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        payment_method: first.payment_method as string,
        confirm: true,
      }),
    );
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again.param).toBe('payment_method');
  });
});

describe('intents', () => {
  it('cancels an authorised intent and releases its charge', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const canceled = await stripe.paymentIntents.cancel(intent.id, {
      cancellation_reason: 'abandoned',
      expand: ['latest_charge'],
    });
    expect(canceled.status).toBe('canceled');
    expect((canceled.latest_charge as Stripe.Charge).refunded).toBe(true);
    const again = await rejectionOf(stripe.paymentIntents.cancel(intent.id));
    expect(again.code).toBe('payment_intent_unexpected_state');
  });

  it('captures part of an authorisation', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const tooMuch = await rejectionOf(
      stripe.paymentIntents.capture(intent.id, { amount_to_capture: 1001 }),
    );
    expect(tooMuch.code).toBe('amount_too_large');
    const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 600 });
    expect(captured.amount_received).toBe(600);
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund.amount).toBe(600);
  });

  it('expands the payment method and the customer, and keeps metadata updates', async () => {
    const customer = await stripe.customers.create({ email: 'x@example.com' });
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      metadata: { burrow_tenant_id: 't1', burrow_flow: 'checkout' },
    });
    await stripe.paymentIntents.update(intent.id, {
      metadata: { burrow_flow: '', burrow_checkout_attempt_id: 'a1' },
    });
    const read = await stripe.paymentIntents.retrieve(intent.id, {
      expand: ['customer'],
    });
    expect((read.customer as Stripe.Customer).email).toBe('x@example.com');
    expect(read.metadata).toEqual({ burrow_tenant_id: 't1', burrow_checkout_attempt_id: 'a1' });
    expect(read.created).toBe(Math.floor(FIXED_NOW.getTime() / 1000));
  });

  it('refuses an amount under Stripe minimum charge', async () => {
    const error = await rejectionOf(stripe.paymentIntents.create({ amount: 30, currency: 'usd' }));
    expect(error).toMatchObject({ code: 'amount_too_small', param: 'amount' });
  });

  it('scopes idempotency keys to the API key', async () => {
    const other = sdkFor('sk_test_other_account');
    const a = await stripe.customers.create({}, { idempotencyKey: 'same' });
    const b = await other.customers.create({}, { idempotencyKey: 'same' });
    expect(a.id).not.toBe(b.id);
  });
});

describe('what people, banks and networks do', () => {
  async function paidCharge(customerId?: string): Promise<string> {
    const intent = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      ...(customerId ? { customer: customerId, setup_future_usage: 'off_session' as const } : {}),
    });
    return intent.latest_charge as string;
  }

  it('records a dashboard refund with no idempotency key and no metadata', async () => {
    const chargeId = await paidCharge();
    const response = await control(`/_fake/charges/${chargeId}/dashboard-refund`, {
      amount: '1500',
    });
    const refund = (await response.json()) as Stripe.Refund;
    expect(refund).toMatchObject({ amount: 1500, metadata: {} });
    const created = fake.events().find((e) => e.type === 'refund.created');
    expect(created?.request).toEqual({ id: null, idempotency_key: null });
    expect((await stripe.charges.retrieve(chargeId)).amount_refunded).toBe(1500);
  });

  it('returns a refund of 4000000000005126 some time after it succeeded', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method: 'pm_card_refundFail',
      confirm: true,
    });
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund.status).toBe('succeeded');
    await new Promise((resolve) => setImmediate(resolve));
    const failed = await stripe.refunds.retrieve(refund.id);
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
    expect((await stripe.charges.retrieve(intent.latest_charge as string)).amount_refunded).toBe(0);
    expect(fake.events().map((e) => e.type)).toEqual(
      expect.arrayContaining(['refund.updated', 'refund.failed', 'charge.refund.updated']),
    );
  });

  it('loses a dispute, after which the charge cannot be refunded', async () => {
    const chargeId = await paidCharge();
    const dispute = fake.dispute(chargeId, { reason: 'product_not_received', amount: 2000 });
    fake.closeDispute(dispute.id, 'lost');
    expect((await stripe.disputes.retrieve(dispute.id)).status).toBe('lost');
    const refund = await rejectionOf(stripe.refunds.create({ charge: chargeId }));
    expect(refund.code).toBe('charge_disputed');
    const closed = fake.events().find((e) => e.type === 'charge.dispute.closed');
    expect((closed?.data.object as Stripe.Dispute).status).toBe('lost');
    expect(fake.events().some((e) => e.type === 'charge.dispute.funds_reinstated')).toBe(false);
  });

  it('takes evidence on a dispute, which then waits under review for the bank', async () => {
    const chargeId = await paidCharge();
    const dispute = fake.dispute(chargeId);
    const submitted = await stripe.disputes.update(dispute.id, {
      evidence: { uncategorized_text: 'Service used for 20 days.' },
      metadata: { burrow_case: 'c1' },
      submit: true,
    });
    expect(submitted).toMatchObject({ status: 'under_review', metadata: { burrow_case: 'c1' } });
    expect(submitted.evidence.uncategorized_text).toBe('Service used for 20 days.');
    const updated = fake.events().find((e) => e.type === 'charge.dispute.updated');
    expect(updated?.data.previous_attributes).toMatchObject({ status: 'needs_response' });
    expect(fake.closeDispute(dispute.id, 'won').status).toBe('won');
  });

  it('lets a run share its own seeded generator with the faults', async () => {
    fake.injectFault({ mode: 'error_5xx', rate: 0.5 }, () => 0.1);
    const error = await rejectionOf(stripe.customers.create({}));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    fake.clearFaults();
    fake.injectFault({ mode: 'error_5xx', rate: 0.5 }, () => 0.9);
    expect((await stripe.customers.create({})).object).toBe('customer');
  });

  it('updates a saved card from the network, and detaches it', async () => {
    const customer = await stripe.customers.create({});
    const chargeId = await paidCharge(customer.id);
    const methodId = (await stripe.charges.retrieve(chargeId)).payment_method ?? '';
    const response = await control(`/_fake/payment_methods/${methodId}/network-update`, {
      exp_month: '3',
      exp_year: String(FIXED_NOW.getUTCFullYear() + 5),
      last4: '1881',
    });
    expect(((await response.json()) as Stripe.PaymentMethod).card?.last4).toBe('1881');
    const updated = fake.events().find((e) => e.type === 'payment_method.automatically_updated');
    expect((updated?.data.previous_attributes as Partial<Stripe.PaymentMethod>).card?.last4).toBe(
      '4242',
    );
    await stripe.paymentMethods.detach(methodId);
    const detached = fake.events().find((e) => e.type === 'payment_method.detached');
    expect(detached?.data.previous_attributes).toEqual({ customer: customer.id });
  });
});

describe('webhook retries and resends; seeded faults', () => {
  let receiver: Server;
  let answers: number[] = [];
  const received: string[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        received.push(String(request.headers['stripe-signature']));
        response.writeHead(answers.shift() ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    fake.setWebhook(null);
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('retries a delivery the endpoint refused, and resends an event on demand', async () => {
    fake.setWebhook({
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
      secret: 'whsec_retry',
    });
    answers = [500, 200];
    const customer = await stripe.customers.create({});
    await fake.webhooksIdle();
    expect(fake.webhookDeliveries().map((d) => d.status)).toEqual([500, 200]);
    const event = fake.events()[0];
    expect(event?.data.object).toMatchObject({ id: customer.id });
    expect(event?.pending_webhooks).toBe(0);
    expect(received[0]).toContain(`t=${Math.floor(FIXED_NOW.getTime() / 1000)},`);

    const resent = await control(`/_fake/events/${event?.id}/resend`);
    expect(resent.status).toBe(200);
    await fake.webhooksIdle();
    expect(fake.webhookDeliveries()).toHaveLength(3);
  });

  it('faults the same requests again when replayed with the same seed', async () => {
    async function run(): Promise<boolean[]> {
      const faulted: boolean[] = [];
      for (let i = 0; i < 12; i++) {
        faulted.push(
          await stripe.customers.create({}).then(
            () => false,
            () => true,
          ),
        );
      }
      return faulted;
    }
    const add = () =>
      control('/_fake/faults', { mode: 'error_5xx', rate: '0.5', seed: '42' }).then((r) =>
        r.json(),
      );
    await add();
    const first = await run();
    await control('/_fake/faults/clear');
    await add();
    expect(await run()).toEqual(first);
    expect(first).toContain(true);
    expect(first).toContain(false);
  });
});

describe('lists and the events API', () => {
  it('pages a customer list newest first, and auto-pagination reads every page', async () => {
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      created.push((await stripe.customers.create({ email: `c${i}@example.com` })).id);
    }
    const first = await stripe.customers.list({ limit: 2 });
    expect(first.data.map((c) => c.id)).toEqual([created[4], created[3]]);
    expect(first.has_more).toBe(true);
    const all: string[] = [];
    for await (const customer of stripe.customers.list({ limit: 2 })) all.push(customer.id);
    expect(all).toEqual([...created].reverse());
    const byEmail = await stripe.customers.list({ email: 'c2@example.com' });
    expect(byEmail.data.map((c) => c.id)).toEqual([created[2]]);
  });

  it('retrieves and lists events by type, as a webhook handler may re-read them', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const succeeded = await stripe.events.list({ type: 'payment_intent.succeeded' });
    expect(succeeded.data).toHaveLength(1);
    const event = await stripe.events.retrieve(succeeded.data[0]?.id ?? '');
    expect((event.data.object as Stripe.PaymentIntent).id).toBe(intent.id);
    expect(event.request?.id).toMatch(/^req_/);
  });

  it('deletes a customer, detaching its saved methods', async () => {
    const customer = await stripe.customers.create({});
    const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const deleted = await stripe.customers.del(customer.id);
    expect(deleted).toMatchObject({ id: customer.id, deleted: true });
    expect((await stripe.paymentMethods.retrieve(method.id)).customer).toBeNull();
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ deleted: true });
    const missing = await rejectionOf(stripe.customers.update(customer.id, { email: 'x@y.z' }));
    expect(missing.code).toBe('resource_missing');
  });

  it('keeps allowed_payment_method_types on the intent', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      allowed_payment_method_types: ['card'],
    });
    expect(intent.allowed_payment_method_types).toEqual(['card']);
    expect(intent.payment_method_types).toEqual(['card']);
    expect(intent.automatic_payment_methods).toBeNull();
    const listed = await stripe.paymentIntents.list({ limit: 100 });
    expect(listed.data.map((i) => i.id)).toEqual([intent.id]);
  });
});

describe('PayPal through Stripe, and the clock', () => {
  it('redirects to approve a PayPal payment, then charges the saved billing agreement off-session', async () => {
    const customer = await stripe.customers.create({});
    const intent = await stripe.paymentIntents.create({
      amount: 1999,
      currency: 'usd',
      customer: customer.id,
      capture_method: 'manual',
      setup_future_usage: 'off_session',
      allowed_payment_method_types: ['paypal'],
    });
    const card = await rejectionOf(
      browser.paymentIntents.confirm(intent.id, {
        client_secret: intent.client_secret ?? '',
        payment_method: 'pm_card_visa',
      } as Stripe.PaymentIntentConfirmParams),
    );
    expect(card.code).toBe('payment_intent_incompatible_payment_method');
    const redirected = await browser.paymentIntents.confirm(intent.id, {
      client_secret: intent.client_secret ?? '',
      payment_method_data: { type: 'paypal', billing_details: { email: 'payer@example.com' } },
      return_url: 'https://shop.example/return',
    } as Stripe.PaymentIntentConfirmParams);
    expect(redirected.status).toBe('requires_action');
    expect(redirected.next_action?.type).toBe('redirect_to_url');
    expect(redirected.next_action?.redirect_to_url?.return_url).toBe('https://shop.example/return');

    const approved = fake.authenticate(intent.id, 'succeed');
    expect(approved.status).toBe('requires_capture');
    const captured = await stripe.paymentIntents.capture(intent.id, { expand: ['latest_charge'] });
    expect(
      (captured.latest_charge as Stripe.Charge).payment_method_details?.paypal?.payer_email,
    ).toBe('payer@example.com');

    const renewal = await stripe.paymentIntents.create({
      amount: 1999,
      currency: 'usd',
      customer: customer.id,
      payment_method: approved.payment_method as string,
      allowed_payment_method_types: ['paypal'],
      off_session: true,
      confirm: true,
    });
    expect(renewal.status).toBe('succeeded');
  });

  it('follows a moved clock for timestamps', async () => {
    const later = new Date(FIXED_NOW.getTime() + 40 * 24 * 3600 * 1000);
    const moved = await control('/_fake/clock', { now: later.toISOString() });
    expect(((await moved.json()) as { now: string }).now).toBe(later.toISOString());
    const customer = await stripe.customers.create({});
    expect(customer.created).toBe(Math.floor(later.getTime() / 1000));
    fake.setClock(null);
    expect(fake.now().getTime()).toBe(FIXED_NOW.getTime());
  });
});
