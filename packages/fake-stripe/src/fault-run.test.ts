import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRandom } from './faults';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';

let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new Stripe('sk_test_fault_run', {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(() => fake.close());

/** Retries a call under its key until Stripe answers definitively, as Burrow's clients do. */
async function definitively<T>(call: () => Promise<T>): Promise<T | Stripe.errors.StripeError> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await call();
    } catch (error) {
      const transient =
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeConnectionError;
      if (!transient) return error as Stripe.errors.StripeError;
    }
  }
  throw new Error('no definitive answer after 50 tries');
}

it('never moves money twice under faults when every write is retried with its key', async () => {
  const random = seededRandom(20261126);
  fake.injectFault(
    {
      // A closed connection costs the SDK's half-second wait before its one retry: rare here.
      mode: { error_5xx: 4, drop_after_charge: 4, slow: 2, disconnect_after_charge: 1 },
      rate: 0.3,
      delay_ms: 1,
    },
    7,
  );
  const methods = ['pm_card_visa', 'pm_card_visa_chargeDeclined', 'pm_card_mastercard'];
  const paid: { intentId: string; amount: number }[] = [];
  let declines = 0;
  let refunded = 0;
  for (let i = 0; i < 40; i++) {
    const amount = 100 + Math.floor(random() * 900);
    const method = methods[Math.floor(random() * methods.length)] ?? 'pm_card_visa';
    const created = await definitively(() =>
      stripe.paymentIntents.create(
        {
          amount,
          currency: 'usd',
          payment_method: method,
          confirm: true,
          capture_method: 'manual',
        },
        { idempotencyKey: `pay:${i}` },
      ),
    );
    if (created instanceof Stripe.errors.StripeCardError) {
      declines++;
      continue;
    }
    if (created instanceof Error) throw created;
    const captured = await definitively(() =>
      stripe.paymentIntents.capture(created.id, {}, { idempotencyKey: `capture:${i}` }),
    );
    if (captured instanceof Error) throw captured;
    paid.push({ intentId: created.id, amount });
    if (random() < 0.4) {
      const refund = await definitively(() =>
        stripe.refunds.create(
          { payment_intent: created.id, amount: Math.ceil(amount / 2) },
          { idempotencyKey: `refund:${i}` },
        ),
      );
      if (refund instanceof Error) throw refund;
      refunded += refund.amount;
    }
  }
  fake.clearFaults();

  const charges = fake.charges().filter((c) => c.status === 'succeeded');
  expect(charges).toHaveLength(paid.length);
  expect(charges.every((c) => c.captured)).toBe(true);
  expect(new Set(charges.map((c) => c.payment_intent)).size).toBe(paid.length);
  expect(fake.charges().filter((c) => c.status === 'failed')).toHaveLength(declines);
  expect(fake.refunds().reduce((sum, r) => sum + r.amount, 0)).toBe(refunded);
  expect(fake.paymentIntents()).toHaveLength(paid.length + declines);
  expect(declines).toBeGreaterThan(0);
}, 20_000);
