import { webhookPayloadOf } from '@burrow/fake-stripe/event-log';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runBilling } from '../src/modules/billing/billing-run';
import { STRIPE_WEBHOOK_PATH } from '../src/modules/provider-webhooks/stripe-webhook-routes';
import { ownerSessionCookie } from './support/owner-session';
import {
  createStripeTestApp,
  STRIPE_TEST_KEYS,
  type StripeTestApp,
} from './support/stripe-test-app';
import { latestEmailTo, TEST_ORIGIN } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

/**
 * Renewals under SCA through Stripe (the fake Stripe API, PAYMENT_PROVIDER=stripe; decision
 * 0086): a card whose issuer wants every payment authenticated is bought on-session with
 * 3-D Secure; its off-session renewal is declined `authentication_required`, which is not a
 * hard failure; the customer confirms that PaymentIntent as Stripe.js would, passes the
 * bank's challenge, and the renewal is settled once.
 */
describe.each(testDatabaseKinds)('a renewal Stripe holds for authentication on %s', (kind) => {
  let t: StripeTestApp;
  beforeEach(async () => {
    t = await createStripeTestApp(kind);
  });
  afterEach(() => t.close());

  const cookieFor = (subscriptionId: string) => ownerSessionCookie(t, subscriptionId);
  const succeededPayments = () =>
    t.stripe.events().filter((event) => event.type === 'payment_intent.succeeded').length;

  it('is recovered by the customer authenticating the payment, and charged once', async () => {
    const email = 'sca-stripe@example.com';
    const { response } = await t.purchase({
      email,
      priceIds: ['vpn-basic-1m-usd'],
      country: 'GB',
      state: '',
      zip: '',
      paymentMethod: 'pm_card_authenticationRequired',
      authenticate: 'succeed',
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().subscription.id as string;
    expect(succeededPayments()).toBe(1);

    // The renewal: Stripe declines the off-session charge, authentication_required.
    const [row] = await t.app.db.query<{ current_period_end: Date }>(
      `SELECT current_period_end FROM subscriptions WHERE id = $1`,
      [id],
    );
    t.clock.set(new Date((row?.current_period_end.getTime() ?? 0) + 1000));
    expect(await runBilling(contextOf(t.app))).toMatchObject({ failed: 1, expired: 0 });
    const cookie = await cookieFor(id);

    const collection = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/v2/subscriptions/${id}/payment-collection`,
          cookie,
        })
      ).json();
    const owed = await collection();
    expect(owed).toMatchObject({
      status: 'failed',
      subscription: { auto_billing_enabled: true, auto_bill_authentication_required: true },
      next_automatic_retry_at: expect.any(String),
      last_attempt: { failure_reason: 'authentication_required' },
      authentication: {
        provider: 'stripe',
        payment_id: expect.stringMatching(/^pi_/),
        client_secret: expect.stringMatching(/^pi_.+_secret_/),
        payment_method: expect.stringMatching(/^pm_/),
      },
    });
    const { payment_id: paymentId, client_secret: clientSecret } = owed.authentication;
    // The PaymentIntent names the renewal it is for, for the webhook.
    expect(t.stripe.paymentIntent(paymentId).metadata).toMatchObject({
      burrow_subscription_id: id,
      burrow_operation: expect.stringMatching(/^renewal:/),
    });
    const invoices = async () =>
      (await t.request({ method: 'GET', url: '/api/v2/invoices/', cookie })).json().invoices as {
        id: string;
        number: string;
        status: string;
      }[];
    const [due] = await invoices();
    expect(due?.status).toBe('payment_due');
    const mail = await latestEmailTo(t, email);
    expect(mail.subject).toMatch(/bank wants you to confirm/i);
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([
      `${TEST_ORIGIN}/subscriptions/krn:subscription:${id}/retry_manual_payment`,
    ]);

    // On the retry page: Stripe.js confirms the intent with the saved card, the bank asks…
    t.clock.advance(3_600_000);
    const confirmed = await t.confirmAsBrowser(
      paymentId,
      clientSecret,
      owed.authentication.payment_method,
    );
    expect(confirmed.body.status).toBe('requires_action');
    // …and the customer passes the challenge: Stripe takes the money.
    t.stripe.authenticate(paymentId, 'succeed');
    expect(succeededPayments()).toBe(2);

    const confirm = () =>
      t.request({
        method: 'POST',
        url: `/api/v2/subscriptions/${id}/confirm-authenticated-payment`,
        cookie,
        payload: { payment_id: paymentId },
      });
    const renewed = await confirm();
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({
      state: 'active',
      auto_bill_payment_failed: false,
      auto_bill_authentication_required: false,
    });
    const [paid] = await invoices();
    expect(paid).toMatchObject({ id: due?.id, number: due?.number, status: 'paid' });
    const renewalCharges = async () =>
      t.app.db.query<{ gateway_reference: string }>(
        `SELECT gateway_reference FROM ledger_entries
          WHERE subscription_id = $1 AND kind = 'charge' AND invoice_id = $2`,
        [id, due?.id ?? null],
      );
    expect(await renewalCharges()).toEqual([
      { gateway_reference: t.stripe.paymentIntent(paymentId).latest_charge },
    ]);

    // Again: nothing more is charged or recorded.
    expect((await confirm()).statusCode).toBe(200);
    expect(await renewalCharges()).toHaveLength(1);
    expect(succeededPayments()).toBe(2);
    expect(await collection()).toMatchObject({ status: 'settled', authentication: null });
  });

  it('keeps one PaymentIntent to confirm: a scheduled retry held again cancels the older one', async () => {
    const { response } = await t.purchase({
      email: 'sca-stripe-retry@example.com',
      priceIds: ['vpn-basic-1m-usd'],
      country: 'GB',
      state: '',
      zip: '',
      paymentMethod: 'pm_card_authenticationRequired',
      authenticate: 'succeed',
    });
    const id = response.json().subscription.id as string;
    const [row] = await t.app.db.query<{ current_period_end: Date }>(
      `SELECT current_period_end FROM subscriptions WHERE id = $1`,
      [id],
    );
    t.clock.set(new Date((row?.current_period_end.getTime() ?? 0) + 1000));
    expect(await runBilling(contextOf(t.app))).toMatchObject({ failed: 1 });
    const cookie = await cookieFor(id);
    const awaiting = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/v2/subscriptions/${id}/payment-collection`,
          cookie,
        })
      ).json().authentication?.payment_id as string | undefined;
    const first = await awaiting();

    t.clock.advance(86_400_000 + 1000);
    expect(await runBilling(contextOf(t.app))).toMatchObject({ failed: 1, expired: 0 });
    const second = await awaiting();
    expect(second).toMatch(/^pi_/);
    expect(second).not.toBe(first);
    expect(t.stripe.paymentIntent(first ?? '').status).toBe('canceled');
    expect(t.stripe.paymentIntent(second ?? '').status).toBe('requires_payment_method');
    expect(succeededPayments()).toBe(1);
  });

  it('is settled by Stripe’s webhook when the page’s confirmation never arrives', async () => {
    const { response } = await t.purchase({
      email: 'sca-stripe-webhook@example.com',
      priceIds: ['vpn-basic-1m-usd'],
      country: 'GB',
      state: '',
      zip: '',
      paymentMethod: 'pm_card_authenticationRequired',
      authenticate: 'succeed',
    });
    const id = response.json().subscription.id as string;
    const [row] = await t.app.db.query<{ current_period_end: Date }>(
      `SELECT current_period_end FROM subscriptions WHERE id = $1`,
      [id],
    );
    t.clock.set(new Date((row?.current_period_end.getTime() ?? 0) + 1000));
    expect(await runBilling(contextOf(t.app))).toMatchObject({ failed: 1 });
    const cookie = await cookieFor(id);
    const { authentication } = (
      await t.request({
        method: 'GET',
        url: `/api/v2/subscriptions/${id}/payment-collection`,
        cookie,
      })
    ).json();
    await t.confirmAsBrowser(
      authentication.payment_id,
      authentication.client_secret,
      authentication.payment_method,
    );
    t.stripe.authenticate(authentication.payment_id, 'succeed');
    // The customer closed the tab: only Stripe's event tells Burrow.
    const [succeeded] = t.stripe
      .events()
      .filter(
        (event) =>
          event.type === 'payment_intent.succeeded' &&
          (event.data.object as Stripe.PaymentIntent).id === authentication.payment_id,
      );
    if (!succeeded) throw new Error('Stripe recorded no payment_intent.succeeded');
    const deliver = () => {
      const payload = webhookPayloadOf(succeeded);
      return t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
            timestamp: Math.floor(t.clock.now().getTime() / 1000),
          }),
        },
        payload,
      });
    };
    expect((await deliver()).statusCode).toBe(200);
    const subscription = async () =>
      (await t.request({ method: 'GET', url: `/api/v2/subscriptions/${id}`, cookie })).json();
    expect(await subscription()).toMatchObject({
      auto_bill_payment_failed: false,
      auto_bill_authentication_required: false,
    });
    const charges = () =>
      t.app.db.query(
        `SELECT id FROM ledger_entries WHERE subscription_id = $1 AND kind = 'charge'`,
        [id],
      );
    // The purchase and the renewal, once, however often Stripe delivers.
    expect(await charges()).toHaveLength(2);
    expect((await deliver()).json()).toMatchObject({ duplicate: true });
    expect(await charges()).toHaveLength(2);
  });
});
