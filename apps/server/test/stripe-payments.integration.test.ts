import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { createStripeTestApp, type StripeTestApp } from './support/stripe-test-app';

describe.each(testDatabaseKinds)('payments through Stripe on %s', (kind) => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await createStripeTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const invoiceOf = async (subscriptionId: string) => {
    const [invoice] = await t.app.db.query<{ total_minor: number; status: string }>(
      `SELECT total_minor, status FROM invoices WHERE subscription_id = $1`,
      [subscriptionId],
    );
    return invoice;
  };

  it('takes a card payment: authorised by the buyer, verified, captured for exactly the quote, and the card saved on the customer', async () => {
    const { response, paymentIntentId, estimate } = await t.purchase({ email: 'card@example.com' });
    expect(response.statusCode).toBe(201);
    const subscriptionId = response.json().subscription.id as string;
    const due = estimate.dueToday.unscaledValue as number;
    expect(await invoiceOf(subscriptionId)).toEqual({ total_minor: due, status: 'paid' });

    const intent = t.stripe.paymentIntent(paymentIntentId);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: due,
      amount_received: due,
      currency: 'usd',
      capture_method: 'manual',
      setup_future_usage: 'off_session',
      metadata: { burrow_tenant_id: 'burrow', burrow_flow: 'one_checkout_order' },
    });
    // A guest's Customer, created for this payment; the card stays on it for renewals.
    const customerId = intent.customer as string;
    expect(t.stripe.customer(customerId).metadata).toMatchObject({ burrow_tenant_id: 'burrow' });
    const card = t.stripe.paymentMethod(intent.payment_method as string);
    expect(card.customer).toBe(customerId);

    const cookie = sessionCookieFrom(response);
    const wallet = (
      await t.request({ method: 'GET', url: '/api/v2/payment-methods/', cookie })
    ).json().payment_methods;
    expect(wallet).toEqual([
      expect.objectContaining({ method_type: 'card', brand: 'visa', last4: '4242' }),
    ]);
    const subscription = (
      await t.request({ method: 'GET', url: `/api/v2/subscriptions/${subscriptionId}`, cookie })
    ).json();
    expect(subscription).toMatchObject({ state: 'active', cc_info: { last4: '4242' } });
  });
});
