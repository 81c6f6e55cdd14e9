import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { GatewayUnavailableError } from '../src/modules/payments/payment-gateway';
import { createStripeTestApp, type StripeTestApp } from './support/stripe-test-app';
import { testDatabaseKinds } from './support/test-database';

const HOUR = 3_600_000;

/**
 * Stripe keeps an idempotency key 24 hours. Burrow retries a charge or a refund whose answer
 * was lost at its next billing run, which may come later than that; the retry must still
 * find the first one instead of moving the money again (found by the fault-injection run,
 * decision 0064 "Both providers"). Also: an amount below Stripe's minimum is a failed
 * charge, not an error that breaks every billing run after.
 */
describe.each(testDatabaseKinds)('Stripe after it forgot a key, on %s', (kind) => {
  let t: StripeTestApp;
  beforeEach(async () => {
    t = await createStripeTestApp(kind);
  });
  afterEach(() => t.close());

  async function buy(email: string) {
    const { response, paymentIntentId } = await t.purchase({
      email,
      priceIds: ['vpn-basic-1m-usd'],
    });
    expect(response.statusCode).toBe(201);
    const subscriptionId = response.json().subscription.id as string;
    const [row] = await t.app.db.query<{ current_period_end: Date; payment_source_token: string }>(
      `SELECT current_period_end, payment_source_token FROM subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    if (!row) throw new Error('no subscription');
    const customer = t.stripe.paymentIntent(paymentIntentId).customer as string;
    return { subscriptionId, customer, ...row };
  }

  /** The customer's charges that took money, oldest first. */
  const capturedCharges = (customer: string) =>
    t.stripe
      .charges({ customer })
      .filter((c) => c.status === 'succeeded' && c.captured)
      .reverse();

  it('charges a renewal once when its answer was lost and the retry comes a day and more later', async () => {
    const bought = await buy('late-retry@example.com');
    t.clock.set(new Date(bought.current_period_end.getTime() + 1000));
    t.stripe.injectFault({
      mode: 'drop_after_charge',
      count: 1,
      operations: ['create_intent'],
    });
    await runBilling(contextOf(t.app));
    const [, renewal] = capturedCharges(bought.customer);
    expect(renewal, 'the renewal was charged, its answer lost').toBeDefined();

    t.clock.advance(30 * HOUR);
    await runBilling(contextOf(t.app));

    expect(capturedCharges(bought.customer).map((c) => c.id)).toEqual([
      expect.any(String),
      renewal?.id,
    ]);
    const paid = await t.app.db.query<{ charge_id: string }>(
      `SELECT charge_id FROM invoices WHERE subscription_id = $1 AND status = 'paid' ORDER BY issued_at`,
      [bought.subscriptionId],
    );
    expect(paid.map((i) => i.charge_id)).toContain(renewal?.id);
  });

  it('answers a refund asked again after Stripe forgot its key with the refund it made', async () => {
    const bought = await buy('late-refund@example.com');
    const [charge] = capturedCharges(bought.customer);
    const gateway = t.app.paymentGateway;
    const request = {
      chargeId: charge?.id ?? '',
      amountMinor: charge?.amount_captured ?? 0,
      idempotencyKey: 'refund:late-refund',
    };
    t.stripe.injectFault({ mode: 'drop_after_charge', count: 1, operations: ['refund'] });
    await expect(gateway.refund(request)).rejects.toBeInstanceOf(GatewayUnavailableError);

    t.clock.advance(30 * HOUR);
    const again = await gateway.refund(request);

    const refunds = t.stripe.refunds({ charge: request.chargeId });
    expect(refunds.map((r) => r.id)).toEqual([again.id]);
    expect(again).toMatchObject({ amountMinor: request.amountMinor, status: 'succeeded' });
  });

  it('fails an off-session charge below Stripe minimum instead of erroring', async () => {
    const bought = await buy('tiny@example.com');
    const result = await t.app.paymentGateway.chargeSource({
      sourceToken: bought.payment_source_token,
      amountMinor: 30,
      currency: 'USD',
      idempotencyKey: 'tiny-proration',
      description: 'Burrow plan change',
    });
    expect(result).toMatchObject({ status: 'failed', chargeId: null, hardDecline: true });
    expect(capturedCharges(bought.customer)).toHaveLength(1);
  });
});
