import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import {
  createGatewayBody,
  framedPageUrl,
  gatewaySays,
  intentAnswer,
} from '../../../test/sandbox-gateway';
import {
  bulkAnswer,
  createAttempt,
  createMonthlySubscription,
  createPlanOffer,
  createQuote,
} from '../test/plan-change-builders';
import {
  BULK_ESTIMATE,
  CONFIRM,
  ESTIMATE,
  LIST,
  OFFER,
  PAY,
  PAYMENT_INTENT,
  findPlanRow,
  renderMySubscriptions,
} from '../test/render-my-subscriptions';

const monthly = createMonthlySubscription();
// Basic monthly to Premium monthly: 19.49 less 8.63 credit, plus 0.43 tax = 11.29.
const quote = createQuote({
  quoteId: 'quote-premium',
  change: { type: 'change_plan', priceId: 'vpn-premium-1m-usd' },
  subtotal: 1949,
  tax: 43,
  renewal: 1949,
});
const declined = createAttempt(quote, 'payment_failed', {
  attemptId: 'attempt-declined',
  failureReason: 'payment_declined',
});
const firstIntent = createGatewayBody('pi_change_1', 1129);
const secondIntent = createGatewayBody('pi_change_2', 1129);

function arrange() {
  return fakeFetch({
    [LIST]: { body: { subscriptions: [monthly] } },
    [OFFER]: { body: createPlanOffer() },
    [BULK_ESTIMATE]: bulkAnswer({ 'vpn-premium-1m-usd': quote }),
    [ESTIMATE]: { body: quote },
    // The saved card is declined off-session.
    [CONFIRM]: { body: declined },
    [PAYMENT_INTENT]: [intentAnswer(firstIntent), intentAnswer(secondIntent)],
    [PAY]: { body: createAttempt(quote, 'succeeded', { attemptId: 'attempt-declined' }) },
  });
}

const sent = (network: ReturnType<typeof fakeFetch>, method: string, path: string) =>
  network.calls.filter((call) => call.method === method && call.path === path);

describe('/my-subscriptions paying a change the saved card could not pay', () => {
  it('pays through the gateway dialog and records the payment against the same attempt', async () => {
    const network = arrange();
    const { user } = renderMySubscriptions();
    const row = await findPlanRow('Burrow VPN Premium, 1 month');
    await user.click(within(row).getByRole('button'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Switch to Burrow VPN Premium, 1 month',
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm and pay $11.29' }));

    // docs/product.md#payment-messages: why it failed, and how to go on.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your payment failed. Please try again with a different payment method.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay $11.29' }));
    const gateway = await screen.findByRole('dialog', { name: 'Secure payment' });
    expect(within(gateway).getByTitle('Secure payment')).toHaveAttribute(
      'src',
      framedPageUrl(firstIntent),
    );
    expect(sent(network, 'POST', '/api/v1/payment-intent')[0]?.body).toEqual({
      checkoutAttemptId: 'attempt-declined',
      amount: { unscaledValue: 1129, scale: 2, currency: 'USD' },
      paymentMethodType: 'card',
      flow: 'edit_subscription',
      editSubscriptionFlowDetails: { subscriptionId: 'sub-monthly' },
    });

    // The new card is declined too: nothing is recorded, and the customer can pay again.
    gatewaySays({ intentId: 'pi_change_1', status: 'failed', failureReason: 'insufficient_funds' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds. Use a different card or payment method.',
    );
    expect(sent(network, 'PUT', '/api/v2/checkout/')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'PayPal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $11.29' }));
    await screen.findByRole('dialog', { name: 'Secure payment' });
    // A second payment needs an intent of its own, still tied to the change's attempt.
    expect(sent(network, 'POST', '/api/v1/payment-intent')[1]?.body).toMatchObject({
      checkoutAttemptId: 'attempt-declined-2',
      paymentMethodType: 'paypal',
      flow: 'edit_subscription',
    });
    gatewaySays({ intentId: 'pi_change_2', status: 'authorized' });

    expect(
      await screen.findByText('Your plan is now Burrow VPN Premium, 1 month.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(network, 'PUT', '/api/v2/checkout/').map((call) => call.body)).toEqual([
      { attemptId: 'attempt-declined', paymentIntentId: 'pi_change_2' },
    ]);
    // The change was confirmed once; the payments went to the same attempt.
    expect(sent(network, 'POST', '/api/v2/checkout/')).toHaveLength(1);
  });

  it('asks for a payment when there is no saved method, and keeps the dialog open while paying', async () => {
    const network = fakeFetch({
      [LIST]: { body: { subscriptions: [monthly] } },
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({ 'vpn-premium-1m-usd': quote }),
      [ESTIMATE]: { body: quote },
      [CONFIRM]: { body: createAttempt(quote, 'requires_payment', { attemptId: 'attempt-new' }) },
      [PAYMENT_INTENT]: intentAnswer(firstIntent),
      [PAY]: { body: createAttempt(quote, 'succeeded', { attemptId: 'attempt-new' }) },
    });
    const { user } = renderMySubscriptions();
    const row = await findPlanRow('Burrow VPN Premium, 1 month');
    await user.click(within(row).getByRole('button'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Switch to Burrow VPN Premium, 1 month',
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm and pay $11.29' }));
    expect(
      await within(dialog).findByText(/There is no saved payment method for this subscription/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $11.29' }));
    await screen.findByRole('dialog', { name: 'Secure payment' });
    // While the gateway is up (and the preview hidden behind it), the preview cannot be closed.
    expect(within(dialog).getByRole('button', { name: 'Close', hidden: true })).toBeDisabled();

    gatewaySays({ intentId: 'pi_change_1', status: 'authorized' });
    expect(
      await screen.findByText('Your plan is now Burrow VPN Premium, 1 month.'),
    ).toBeInTheDocument();
    expect(sent(network, 'PUT', '/api/v2/checkout/')[0]?.body).toEqual({
      attemptId: 'attempt-new',
      paymentIntentId: 'pi_change_1',
    });
  });
});
