import type { GatewayClientBody } from '@burrow/contract/checkout';
import { loadStripe } from '@stripe/stripe-js/pure';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeConfirmOutcome } from '../../../lib/payment/stripe-confirm-result';
import { fakeFetch } from '../../../test/fake-fetch';
import { createFakeStripeJs, type FakeStripeJs } from '../../../test/fake-stripe-js';
import { createEstimate } from '../../../test/offer-builders';
import { intentAnswer } from '../../../test/sandbox-gateway';
import { createCheckoutOffer } from '../test/checkout-builders';
import {
  CHECKOUT,
  continueAsNewBuyer,
  CUSTOMER_STATUS,
  ESTIMATE,
  ME,
  OFFER,
  PAYMENT_INTENT,
  renderCheckout,
  signedOut,
} from '../test/render-checkout';

// The stripe-js boundary: `loadStripe` is a stand-in in the web tests (src/test/stripe-js-pure.ts).

const stripeIntent = (id: string): GatewayClientBody => ({
  gateway: 'stripe',
  intentId: id,
  clientSecret: `${id}_secret_x`,
  hostedUrl: '',
  amount: { unscaledValue: 5604, scale: 2, currency: 'USD' },
  paymentMethodType: 'card',
});

let fake: FakeStripeJs;
let outcomes: StripeConfirmOutcome[];

beforeEach(() => {
  outcomes = [];
  fake = createFakeStripeJs(async () => outcomes.shift() ?? {});
  vi.mocked(loadStripe).mockResolvedValue(fake.stripe);
});

function arrange() {
  return fakeFetch({
    'GET /api/v1/site-config': {
      body: { testMode: true, paymentProvider: 'stripe', stripePublishableKey: 'pk_test_burrow' },
    },
    [OFFER]: { body: createCheckoutOffer() },
    [ME]: signedOut,
    [CUSTOMER_STATUS]: { body: { status: 'new' } },
    [ESTIMATE]: { body: createEstimate(5604) },
    [PAYMENT_INTENT]: [intentAnswer(stripeIntent('pi_1')), intentAnswer(stripeIntent('pi_2'))],
    [CHECKOUT]: {
      status: 201,
      body: {
        redirectUrl: '/setup',
        subscription: { id: 'sub_1', subscriptionItems: [] },
        checkoutItemSubscriptions: [],
        message: 'ok',
      },
    },
  });
}

const posted = (network: ReturnType<typeof arrange>, path: string) =>
  network.calls.filter((call) => call.method === 'POST' && call.path === path);

/** New buyer in Germany presses Pay; Stripe's Payment Element is up in the dialog. */
async function openStripePayment() {
  const rendered = renderCheckout();
  const { user } = rendered;
  await continueAsNewBuyer(user, 'buyer@example.com');
  await user.selectOptions(screen.getByLabelText('Country'), 'DE');
  await user.click(await screen.findByRole('button', { name: 'Pay $56.04' }));
  const dialog = await screen.findByRole('dialog', { name: 'Secure payment' });
  expect(
    await within(dialog).findByRole('group', { name: 'Stripe payment element' }),
  ).toBeVisible();
  return { ...rendered, dialog };
}

async function payInDialog(dialog: HTMLElement, user: ReturnType<typeof renderCheckout>['user']) {
  const pay = within(dialog).getByRole('button', { name: 'Pay $56.04' });
  await vi.waitFor(() => expect(pay).toBeEnabled());
  await user.click(pay);
}

describe('/checkout paying through Stripe', () => {
  it('confirms the intent with Stripe.js and records the purchase once it is authorised', async () => {
    const network = arrange();
    const { dialog, user } = await openStripePayment();
    expect(within(dialog).queryByTitle('Secure payment')).not.toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_burrow', { locale: 'en' });
    expect(fake.elementsOptions).toEqual([
      expect.objectContaining({ clientSecret: 'pi_1_secret_x' }),
    ]);

    outcomes.push({ paymentIntent: { status: 'requires_capture' } });
    await payInDialog(dialog, user);

    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    const [intent] = posted(network, '/api/v1/payment-intent');
    expect(posted(network, '/api/v1/checkout')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          paymentIntentId: 'pi_1',
          paymentSourceType: 'card',
          checkoutAttemptId: (intent?.body as { checkoutAttemptId: string }).checkoutAttemptId,
        }),
      }),
    ]);
  });

  it('keeps the dialog open on a declined card with the reason inside, and the next card pays the same intent', async () => {
    const network = arrange();
    const { dialog, user } = await openStripePayment();

    outcomes.push({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        payment_intent: { status: 'requires_payment_method' },
      },
    });
    await payInDialog(dialog, user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds. Use a different card or payment method.',
    );
    expect(screen.getByRole('dialog', { name: 'Secure payment' })).toBe(dialog);
    expect(posted(network, '/api/v1/checkout')).toEqual([]);
    await vi.waitFor(() =>
      expect(posted(network, '/data-platform/resource_type/payment_result/v1/write')).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ result: 'failure', errorCode: 'insufficient_funds' }),
        }),
      ]),
    );

    outcomes.push({ paymentIntent: { status: 'requires_capture' } });
    await payInDialog(dialog, user);
    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    // One intent, confirmed twice: no second intent was opened for the second card.
    expect(posted(network, '/api/v1/payment-intent')).toHaveLength(1);
    expect(fake.elementsOptions).toHaveLength(1);
    expect(posted(network, '/api/v1/checkout')[0]?.body).toMatchObject({ paymentIntentId: 'pi_1' });
  });

  it('closes the dialog and says so when Stripe cannot be reached, and pays with a new intent', async () => {
    const network = arrange();
    const { dialog, user } = await openStripePayment();

    outcomes.push({ error: { type: 'api_connection_error', code: 'api_connection_error' } });
    await payInDialog(dialog, user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Our card payment partner had a problem. Please try again in a moment.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted(network, '/api/v1/checkout')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Pay $56.04' }));
    const again = await screen.findByRole('dialog', { name: 'Secure payment' });
    await within(again).findByRole('group', { name: 'Stripe payment element' });
    expect(fake.elementsOptions.at(-1)).toMatchObject({ clientSecret: 'pi_2_secret_x' });
    outcomes.push({ paymentIntent: { status: 'requires_capture' } });
    await payInDialog(again, user);
    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    expect(posted(network, '/api/v1/checkout')[0]?.body).toMatchObject({ paymentIntentId: 'pi_2' });
  });

  it('treats closing the dialog as the buyer leaving the payment: nothing is bought', async () => {
    const network = arrange();
    const { user } = await openStripePayment();
    await user.click(screen.getByRole('button', { name: 'Cancel payment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.confirmCalls).toEqual([]);
    expect(posted(network, '/api/v1/checkout')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay $56.04' })).toBeEnabled();
  });
});
