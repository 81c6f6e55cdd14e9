import type { GatewayClientBody } from '@burrow/contract/checkout';
import { loadStripe } from '@stripe/stripe-js/pure';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { createFakeStripeJs, type FakeStripeJs } from '../../../test/fake-stripe-js';
import { intentAnswer } from '../../../test/sandbox-gateway';
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

// The stripe-js boundary: `loadStripe` is a stand-in in the web tests (src/test/stripe-js-pure.ts).

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
const stripeIntent: GatewayClientBody = {
  gateway: 'stripe',
  intentId: 'pi_change_stripe',
  clientSecret: 'pi_change_stripe_secret_x',
  hostedUrl: '',
  amount: { unscaledValue: 1129, scale: 2, currency: 'USD' },
  paymentMethodType: 'card',
};

let fake: FakeStripeJs;
beforeEach(() => {
  fake = createFakeStripeJs(async () => ({ paymentIntent: { status: 'requires_capture' } }));
  vi.mocked(loadStripe).mockResolvedValue(fake.stripe);
});

describe('/my-subscriptions paying a change through Stripe', () => {
  it('confirms the intent in Stripe’s Payment Element and records it against the attempt', async () => {
    const network = fakeFetch({
      'GET /api/v1/site-config': {
        body: { testMode: true, paymentProvider: 'stripe', stripePublishableKey: 'pk_test_x' },
      },
      [LIST]: { body: { subscriptions: [createMonthlySubscription()] } },
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({ 'vpn-premium-1m-usd': quote }),
      [ESTIMATE]: { body: quote },
      [CONFIRM]: { body: declined },
      [PAYMENT_INTENT]: intentAnswer(stripeIntent),
      [PAY]: { body: createAttempt(quote, 'succeeded', { attemptId: 'attempt-declined' }) },
    });
    const { user } = renderMySubscriptions();
    const row = await findPlanRow('Burrow VPN Premium, 1 month');
    await user.click(within(row).getByRole('button'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Switch to Burrow VPN Premium, 1 month',
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm and pay $11.29' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $11.29' }));

    const payment = await screen.findByRole('dialog', { name: 'Secure payment' });
    await within(payment).findByRole('group', { name: 'Stripe payment element' });
    expect(within(payment).queryByTitle('Secure payment')).not.toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_x', { locale: 'en' });
    const pay = within(payment).getByRole('button', { name: 'Pay $11.29' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(
      await screen.findByText('Your plan is now Burrow VPN Premium, 1 month.'),
    ).toBeInTheDocument();
    expect(
      network.calls
        .filter((call) => call.method === 'PUT' && call.path === '/api/v2/checkout/')
        .map((call) => call.body),
    ).toEqual([{ attemptId: 'attempt-declined', paymentIntentId: 'pi_change_stripe' }]);
  });
});
