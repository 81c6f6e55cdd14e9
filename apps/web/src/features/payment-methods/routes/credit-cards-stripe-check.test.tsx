import type { GatewayClientBody } from '@burrow/contract/checkout';
import type { SavedPaymentMethod } from '@burrow/contract/payment-methods';
import { loadStripe } from '@stripe/stripe-js/pure';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { createFakeStripeJs } from '../../../test/fake-stripe-js';
import { renderRoute } from '../../../test/render-route';
import { intentAnswer } from '../../../test/sandbox-gateway';
import { Component as CreditCardsEditRoute } from './credit-cards-edit-route';

// The stripe-js boundary: `loadStripe` is a stand-in in the web tests (src/test/stripe-js-pure.ts).

const card: SavedPaymentMethod = {
  id: '00000000-0000-4000-8000-000000000001',
  krn: 'krn:payment_method:00000000-0000-4000-8000-000000000001',
  method_type: 'card',
  brand: 'visa',
  last4: '4242',
  exp_month: 4,
  exp_year: 2034,
  payer_email: null,
  is_default: true,
  expired: false,
  created_at: '2026-01-01T00:00:00.000Z',
  subscriptions: [],
  removable: false,
};
const checkIntent: GatewayClientBody = {
  gateway: 'stripe',
  intentId: 'pi_check',
  clientSecret: 'pi_check_secret_x',
  hostedUrl: '',
  amount: { unscaledValue: 100, scale: 2, currency: 'EUR' },
  paymentMethodType: 'card',
};

describe('/credit_cards/edit with Stripe', () => {
  it('checks a new card in Stripe’s Payment Element and saves it', async () => {
    const fake = createFakeStripeJs(async () => ({
      paymentIntent: { status: 'requires_capture' },
    }));
    vi.mocked(loadStripe).mockResolvedValue(fake.stripe);
    const network = fakeFetch({
      'GET /api/v1/site-config': {
        body: { testMode: true, paymentProvider: 'stripe', stripePublishableKey: 'pk_test_x' },
      },
      'GET /api/v2/payment-methods/': {
        body: { payment_methods: [], card_check_currency: 'EUR' },
      },
      'POST /api/v1/payment-intent': intentAnswer(checkIntent),
      'POST /api/v2/payment-methods/': {
        status: 201,
        body: { payment_method: card, payment_methods: [card], renewal_retries: [] },
      },
    });
    const { user } = renderRoute({
      at: '/credit_cards/edit',
      routes: [{ path: '/credit_cards/edit', Component: CreditCardsEditRoute }],
    });
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Secure payment' });
    await within(dialog).findByRole('group', { name: 'Stripe payment element' });
    // The check's hold is not a payment: the button says what it does.
    const add = within(dialog).getByRole('button', { name: 'Add a card' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    expect(await screen.findByRole('article', { name: 'Visa ending in 4242' })).toBeVisible();
    expect(
      network.calls.find(
        (call) => call.method === 'POST' && call.path === '/api/v2/payment-methods/',
      )?.body,
    ).toMatchObject({ paymentIntentId: 'pi_check' });
    expect(fake.elementsOptions).toEqual([
      expect.objectContaining({ clientSecret: 'pi_check_secret_x' }),
    ]);
  });
});
