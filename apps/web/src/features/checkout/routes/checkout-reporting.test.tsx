import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCurrentUser } from '../../../test/builders';
import { apiError, fakeFetch, type FakeResponse } from '../../../test/fake-fetch';
import { createEstimate } from '../../../test/offer-builders';
import { createGatewayBody, gatewaySays, intentAnswer } from '../../../test/sandbox-gateway';
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

/**
 * docs/product.md#payment-outcomes, decision 0079: the order page reports every payment attempt's outcome and the
 * sign-up stages a new buyer reaches, and never waits for those reports.
 */

const PAYMENT_RESULT = 'POST /data-platform/resource_type/payment_result/v1/write';
const ATTEMPTED_SIGNUP = 'POST /attempted_signups';
const INTENT_ID = 'pi_sandbox_1';
const gateway = createGatewayBody(INTENT_ID, 5604);
const accepted: FakeResponse = { status: 202, body: { status: 'accepted' } };
const purchased: FakeResponse = {
  status: 201,
  body: {
    redirectUrl: '/setup',
    subscription: { id: 'sub_1', subscriptionItems: [] },
    checkoutItemSubscriptions: [],
    message: 'ok',
  },
};

function arrange({
  me = signedOut,
  telemetry = accepted,
  checkout = purchased,
}: { me?: FakeResponse; telemetry?: FakeResponse; checkout?: FakeResponse } = {}) {
  const network = fakeFetch({
    [OFFER]: { body: createCheckoutOffer() },
    [ME]: me,
    [CUSTOMER_STATUS]: { body: { status: 'new' } },
    [ESTIMATE]: { body: createEstimate(5604) },
    [PAYMENT_INTENT]: intentAnswer(gateway),
    [CHECKOUT]: checkout,
    [PAYMENT_RESULT]: telemetry,
    [ATTEMPTED_SIGNUP]: telemetry,
  });
  const sent = (key: string) =>
    network.calls
      .filter((call) => `${call.method} ${call.path}` === key)
      .map((call) => call.body as Record<string, unknown>);
  return {
    paymentResults: () => sent(PAYMENT_RESULT),
    signups: () => sent(ATTEMPTED_SIGNUP),
    checkouts: () => sent(CHECKOUT),
  };
}

/** A new buyer in Germany presses Pay by card; the gateway's page is open after it. */
async function payAsNewBuyer() {
  const { user } = renderCheckout();
  await continueAsNewBuyer(user, 'buyer@example.com');
  await user.selectOptions(screen.getByLabelText('Country'), 'DE');
  await user.click(await screen.findByRole('button', { name: 'Pay $56.04' }));
  await screen.findByRole('dialog', { name: 'Secure payment' });
  return user;
}

describe('/checkout reports how each payment ended (docs/product.md#payment-outcomes)', () => {
  it('reports the email step, then a declined card with its reason as a failed sign-up', async () => {
    const network = arrange();
    await payAsNewBuyer();
    expect(network.signups()).toEqual([
      { email: 'buyer@example.com', domain: 'example.com', signup_stage: 'EMAIL_ENTERED' },
    ]);

    gatewaySays({ intentId: INTENT_ID, status: 'failed', failureReason: 'payment_declined' });
    await screen.findByRole('alert');
    await waitFor(() => expect(network.paymentResults()).toHaveLength(1));
    expect(network.paymentResults()[0]).toEqual({
      timestamp: expect.any(Number),
      system: 'burrow-web',
      version: '1',
      event: 'payment_authorization',
      source: 'one_checkout_order',
      result: 'failure',
      type: 'card',
      gateway: 'sandbox',
      transId: INTENT_ID,
      errorCode: 'payment_declined',
    });
    await waitFor(() => expect(network.signups()).toHaveLength(2));
    expect(network.signups()[1]).toMatchObject({
      email: 'buyer@example.com',
      signup_stage: 'PAYMENT_FAILED',
    });
    expect(network.checkouts()).toEqual([]);
  });

  it('reports a card declined in the gateway’s form, which stays open, and then the card that pays', async () => {
    const network = arrange();
    await payAsNewBuyer();

    // The hosted page shows the reason in its own form; the intent stays open for another card.
    gatewaySays({
      intentId: INTENT_ID,
      status: 'requires_payment_method',
      failureReason: 'insufficient_funds',
    });
    await waitFor(() =>
      expect(network.paymentResults()).toEqual([
        expect.objectContaining({ result: 'failure', errorCode: 'insufficient_funds' }),
      ]),
    );
    await waitFor(() => expect(network.signups()).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Secure payment' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    gatewaySays({ intentId: INTENT_ID, status: 'authorized' });
    await waitFor(() => expect(network.checkouts()).toHaveLength(1));
    expect(network.paymentResults().at(-1)).toMatchObject({ result: 'success' });
  });

  it('reports a failed 3-D Secure challenge under its own reason', async () => {
    const network = arrange();
    await payAsNewBuyer();
    gatewaySays({ intentId: INTENT_ID, status: 'failed', failureReason: 'sca_failed' });
    await waitFor(() =>
      expect(network.paymentResults()).toEqual([
        expect.objectContaining({ result: 'failure', errorCode: 'sca_failed' }),
      ]),
    );
  });

  it('reports a success once the purchase is recorded, and no failed sign-up', async () => {
    const network = arrange();
    await payAsNewBuyer();
    gatewaySays({ intentId: INTENT_ID, status: 'authorized' });
    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    await waitFor(() =>
      expect(network.paymentResults()).toEqual([
        expect.objectContaining({
          event: 'checkout',
          result: 'success',
          transId: INTENT_ID,
          gateway: 'sandbox',
        }),
      ]),
    );
    expect(network.paymentResults()[0]).not.toHaveProperty('errorCode');
    expect(network.signups().map((s) => s.signup_stage)).toEqual(['EMAIL_ENTERED']);
  });

  it('reports a purchase the server refused with its error code', async () => {
    const network = arrange({ checkout: apiError(409, 'quote_mismatch', 'The price changed') });
    await payAsNewBuyer();
    gatewaySays({ intentId: INTENT_ID, status: 'authorized' });
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(network.paymentResults()).toEqual([
        expect.objectContaining({
          event: 'checkout',
          result: 'failure',
          errorCode: 'quote_mismatch',
          errorText: 'The price changed',
        }),
      ]),
    );
  });

  it('reports a cancelled payment (PayPal, or the buyer closing the window) but no failed sign-up', async () => {
    const network = arrange();
    const user = await payAsNewBuyer();
    gatewaySays({ intentId: INTENT_ID, status: 'canceled', failureReason: 'payment_cancelled' });
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await screen.findByRole('dialog', { name: 'Secure payment' });
    await user.click(screen.getByRole('button', { name: 'Cancel payment' }));
    await waitFor(() =>
      expect(network.paymentResults().map((r) => r.errorCode)).toEqual([
        'payment_cancelled',
        'payment_window_closed',
      ]),
    );
    expect(network.signups().map((s) => s.signup_stage)).toEqual(['EMAIL_ENTERED']);
  });

  it('never holds the buyer up when reporting fails', async () => {
    const network = arrange({ telemetry: apiError(503, 'service_unavailable') });
    await payAsNewBuyer();
    gatewaySays({ intentId: INTENT_ID, status: 'authorized' });
    expect(await screen.findByText('Setup page')).toBeInTheDocument();
    // Reported once each, not retried.
    expect(network.signups()).toHaveLength(1);
    expect(network.paymentResults()).toHaveLength(1);
  });

  it('a signed-in customer’s decline is a payment result, not an attempted sign-up', async () => {
    const network = arrange({
      me: { body: createCurrentUser({ email: 'ada@example.com', country: 'GB' }) },
    });
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: /^Pay/ }));
    await screen.findByRole('dialog', { name: 'Secure payment' });
    gatewaySays({ intentId: INTENT_ID, status: 'failed', failureReason: 'insufficient_funds' });
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(network.paymentResults()).toEqual([
        expect.objectContaining({ errorCode: 'insufficient_funds' }),
      ]),
    );
    expect(network.signups()).toEqual([]);
  });
});
