import type {
  PaymentMethodChangeResponse,
  SavedPaymentMethod,
} from '@burrow/contract/payment-methods';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, type FakeResponse } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import {
  createGatewayBody,
  framedPageUrl,
  gatewaySays,
  intentAnswer,
} from '../../../test/sandbox-gateway';
import { Component as CreditCardsEditRoute } from './credit-cards-edit-route';

const LIST = 'GET /api/v2/payment-methods/';
const ADD = 'POST /api/v2/payment-methods/';
const PAYMENT_INTENT = 'POST /api/v1/payment-intent';

let sequence = 0;
function createMethod(overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    krn: `krn:payment_method:${id}`,
    method_type: 'card',
    brand: 'visa',
    last4: '0002',
    exp_month: 12,
    exp_year: 2030,
    payer_email: null,
    is_default: true,
    expired: false,
    created_at: '2026-01-01T00:00:00.000Z',
    subscriptions: [
      { subscription_id: 's1', krn: 'krn:subscription:s1', plan_name: 'Burrow VPN VIP' },
    ],
    removable: false,
    ...overrides,
  };
}

const declining = createMethod();
const goodCard = createMethod({ last4: '4242', exp_month: 4, exp_year: 2034 });
const list = (methods: SavedPaymentMethod[], currency = 'USD'): FakeResponse => ({
  body: { payment_methods: methods, card_check_currency: currency },
});
const change = (
  methods: SavedPaymentMethod[],
  method: SavedPaymentMethod | null,
  retries: PaymentMethodChangeResponse['renewal_retries'] = [],
  status = 200,
): FakeResponse => ({
  status,
  body: { payment_method: method, payment_methods: methods, renewal_retries: retries },
});

const render = () =>
  renderRoute({
    at: '/credit_cards/edit',
    routes: [{ path: '/credit_cards/edit', Component: CreditCardsEditRoute }],
  });

describe('/credit_cards/edit', () => {
  it('lists each method with its default badge, expiry, what renews on it and whether it can go', async () => {
    fakeFetch({
      [LIST]: list([
        declining,
        createMethod({
          method_type: 'paypal',
          brand: null,
          last4: null,
          exp_month: null,
          exp_year: null,
          payer_email: 'ada@example.com',
          is_default: false,
          subscriptions: [],
          removable: true,
        }),
      ]),
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    const visa = await screen.findByRole('article', { name: 'Visa ending in 0002' });
    expect(within(visa).getByText('Default')).toBeVisible();
    expect(within(visa).getByText('Expires 12/2030')).toBeVisible();
    expect(within(visa).getByText('Renews on it: Burrow VPN VIP')).toBeVisible();
    expect(within(visa).getByRole('button', { name: 'Remove Visa ending in 0002' })).toBeDisabled();
    expect(within(visa).getByText(/Your automatic renewal needs this method/)).toBeVisible();
    expect(within(visa).queryByRole('button', { name: /Make .* the default/ })).toBeNull();

    const paypal = screen.getByRole('article', { name: 'PayPal · ada@example.com' });
    expect(within(paypal).getByText('No subscription renews on it.')).toBeVisible();
    expect(
      within(paypal).getByRole('button', { name: 'Remove PayPal · ada@example.com' }),
    ).toBeEnabled();
  });

  it('says when there is no saved method yet, and offers to add one', async () => {
    fakeFetch({ [LIST]: list([]) });
    render();
    expect(await screen.findByText(/You have no saved payment methods yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeEnabled();
    // The first method is always the default: nothing to choose.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('offers a retry when loading fails', async () => {
    fakeFetch({ [LIST]: [apiError(500, 'internal_error'), list([declining])] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Visa ending in 0002' })).toBeVisible();
  });

  it('adds a card through the gateway dialog and shows that the overdue renewal was paid', async () => {
    const gateway = createGatewayBody('pi_card_check_1', 100);
    const added = { ...goodCard, subscriptions: declining.subscriptions };
    const network = fakeFetch({
      [LIST]: list([declining], 'EUR'),
      [PAYMENT_INTENT]: intentAnswer(gateway),
      [ADD]: change(
        [added, { ...declining, is_default: false, subscriptions: [], removable: true }],
        added,
        [
          {
            subscription_id: 's1',
            krn: 'krn:subscription:s1',
            plan_name: 'Burrow VPN VIP',
            outcome: 'paid',
          },
        ],
        201,
      ),
    });
    const { user } = render();
    await screen.findByRole('article', { name: 'Visa ending in 0002' });
    expect(screen.getByRole('checkbox', { name: /Make it my default/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Secure payment' });
    expect(within(dialog).getByTitle('Secure payment')).toHaveAttribute(
      'src',
      framedPageUrl(gateway),
    );
    // A card check: the intent flow with nothing to pay, in the customer's currency.
    expect(
      network.calls.find((call) => call.path === '/api/v1/payment-intent')?.body,
    ).toMatchObject({
      amount: { unscaledValue: 0, scale: 2, currency: 'EUR' },
      paymentMethodType: 'card',
    });
    // Behind the modal dialog, the page's own button waits.
    expect(screen.getByRole('button', { name: 'Add a card', hidden: true })).toBeDisabled();

    gatewaySays({ intentId: gateway.intentId, status: 'authorized' });
    expect(
      await screen.findByText(
        'Visa ending in 4242 was added and is now your default payment method.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Your overdue payment for Burrow VPN VIP went through: the subscription is renewed.',
      ),
    ).toBeVisible();
    expect(
      network.calls.find(
        (call) => call.method === 'POST' && call.path === '/api/v2/payment-methods/',
      )?.body,
    ).toEqual({
      paymentIntentId: gateway.intentId,
      makeDefault: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const newCard = screen.getByRole('article', { name: 'Visa ending in 4242' });
    expect(within(newCard).getByText('Default')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeEnabled();
  });

  it('says why a card was declined in the gateway, and saves nothing', async () => {
    const gateway = createGatewayBody('pi_card_check_2', 100);
    const network = fakeFetch({
      [LIST]: list([declining]),
      [PAYMENT_INTENT]: intentAnswer(gateway),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    await screen.findByRole('dialog', { name: 'Secure payment' });
    gatewaySays({
      intentId: gateway.intentId,
      status: 'failed',
      failureReason: 'insufficient_funds',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds. Use a different card or payment method.',
    );
    expect(
      network.calls.some(
        (call) => call.path === '/api/v2/payment-methods/' && call.method === 'POST',
      ),
    ).toBe(false);
  });

  it('tells the customer when the retried renewal failed on the new method', async () => {
    const gateway = createGatewayBody('pi_card_check_3', 100);
    fakeFetch({
      [LIST]: list([declining]),
      [PAYMENT_INTENT]: intentAnswer(gateway),
      [ADD]: change(
        [goodCard, declining],
        goodCard,
        [
          {
            subscription_id: 's1',
            krn: 'krn:subscription:s1',
            plan_name: 'Burrow VPN VIP',
            outcome: 'failed',
          },
        ],
        201,
      ),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    await screen.findByRole('dialog', { name: 'Secure payment' });
    gatewaySays({ intentId: gateway.intentId, status: 'authorized' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /overdue payment for Burrow VPN VIP with this method, but it did not go through/,
    );
  });

  it('makes a method the default, showing progress while it runs', async () => {
    const spare = createMethod({
      last4: '4444',
      brand: 'mastercard',
      is_default: false,
      subscriptions: [],
      removable: true,
    });
    let answer: (response: FakeResponse) => void = () => {};
    const network = fakeFetch({
      [LIST]: list([declining, spare]),
      [`PUT /api/v2/payment-methods/${spare.id}/default`]: () =>
        new Promise<FakeResponse>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = render();
    const button = await screen.findByRole('button', {
      name: 'Make Mastercard ending in 4444 the default',
    });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeDisabled();
    answer(
      change(
        [
          { ...spare, is_default: true, subscriptions: declining.subscriptions, removable: false },
          { ...declining, is_default: false, subscriptions: [], removable: true },
        ],
        { ...spare, is_default: true },
      ),
    );
    expect(
      await screen.findByText('Mastercard ending in 4444 is now your default payment method.'),
    ).toBeVisible();
    expect(network.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    const mastercard = screen.getByRole('article', { name: 'Mastercard ending in 4444' });
    expect(within(mastercard).getByText('Default')).toBeVisible();
  });

  it('asks before removing, and explains when the server refuses', async () => {
    const spare = createMethod({
      last4: '4444',
      brand: 'mastercard',
      is_default: false,
      subscriptions: [],
      removable: true,
    });
    fakeFetch({
      [LIST]: list([declining, spare]),
      [`DELETE /api/v2/payment-methods/${spare.id}`]: apiError(409, 'payment_method_in_use'),
    });
    const { user } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }),
    );
    const confirm = screen.getByRole('group', { name: 'Remove Mastercard ending in 4444?' });
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is the only payment method your automatic renewal can use.',
    );
  });

  it('removes a spare method', async () => {
    const spare = createMethod({
      last4: '4444',
      brand: 'mastercard',
      is_default: false,
      subscriptions: [],
      removable: true,
    });
    fakeFetch({
      [LIST]: list([declining, spare]),
      [`DELETE /api/v2/payment-methods/${spare.id}`]: change([declining], null),
    });
    const { user } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('Mastercard ending in 4444 was removed.')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Mastercard ending in 4444' })).toBeNull();
  });
});
