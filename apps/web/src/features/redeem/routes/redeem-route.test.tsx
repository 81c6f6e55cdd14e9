import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { apiError, fakeFetch, type FakeResponse } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as RedeemRoute } from './redeem-route';

const REDEEM = 'POST /api/v2/redeem/';

const render = () =>
  renderRoute({
    at: '/redeem',
    routes: [
      { path: '/redeem', Component: RedeemRoute },
      { path: '/subscriptions', element: <h1>Dashboard</h1> },
    ],
  });

async function submit(user: ReturnType<typeof render>['user'], code: string) {
  const field = screen.getByRole('textbox', { name: 'Gift card or promo code' });
  await user.clear(field);
  if (code) await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Redeem' }));
  return field;
}

describe('/redeem', () => {
  it('adds a gift card’s months to the plan, says until when, and marks the plan list stale', async () => {
    const subscription = createSubscription({
      plan_name: 'Burrow VPN Premium',
      next_payment_date: '2027-07-24T12:00:00.000Z',
    });
    const network = fakeFetch({
      [REDEEM]: {
        body: {
          kind: 'gift_card',
          outcome: 'extended',
          product_name: 'Burrow VPN Premium',
          months: 12,
          subscription,
        },
      },
    });
    const { user, queryClient } = render();
    queryClient.setQueryData(['subscriptions', 'list'], []);
    await submit(user, 'giftpremium12');
    const heading = await screen.findByRole('heading', { name: 'Gift card redeemed' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(
        '12 months of Burrow VPN Premium were added to your plan. It now runs until July 24, 2027.',
      ),
    ).toBeInTheDocument();
    expect(network.calls[0]?.body).toEqual({ code: 'giftpremium12' });
    expect(queryClient.getQueryState(['subscriptions', 'list'])?.isInvalidated).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Gift card or promo code' })).toHaveValue('');

    await user.click(screen.getByRole('link', { name: 'Go to your subscriptions' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('links a new plan from a gift card to setting up devices', async () => {
    fakeFetch({
      [REDEEM]: {
        body: {
          kind: 'gift_card',
          outcome: 'created',
          product_name: 'Burrow VPN Basic',
          months: 1,
          subscription: createSubscription({ setup_link_token: 'tok 1' }),
        },
      },
    });
    const { user } = render();
    await submit(user, 'GIFTBASIC1');
    expect(
      await screen.findByText(/Your Burrow VPN Basic subscription is active until/),
    ).toHaveTextContent('(1 month)');
    expect(screen.getByRole('link', { name: 'Set up your devices' })).toHaveAttribute(
      'href',
      '/activation-setup?activation_code=tok%201',
    );
  });

  it('explains a promo code and where it is used', async () => {
    fakeFetch({
      [REDEEM]: [
        {
          body: {
            kind: 'coupon',
            code: 'WELCOME10',
            description: '10% off your first payment',
            percent_off: 10,
            applies_to: 'any',
          },
        },
        {
          body: {
            kind: 'coupon',
            code: 'UPGRADE30NOW',
            description: '30% off when you move to a longer plan',
            percent_off: 30,
            applies_to: 'upgrade',
          },
        },
      ],
    });
    const { user } = render();
    await submit(user, 'welcome10');
    expect(await screen.findByRole('heading', { name: 'WELCOME10 is a promo code' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/order');
    await submit(user, 'upgrade30now');
    expect(await screen.findByRole('link', { name: 'Change your plan' })).toHaveAttribute(
      'href',
      '/my-subscriptions',
    );
  });

  it('tells the code’s own problems by the field and others above the form', async () => {
    fakeFetch({
      [REDEEM]: [
        apiError(404, 'gift_card_invalid'),
        apiError(409, 'gift_card_already_redeemed'),
        apiError(403, 'not_entitled'),
      ],
    });
    const { user } = render();
    let field = await submit(user, '');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter your code.'));

    field = await submit(user, 'NOPE');
    expect(
      await screen.findByText('We could not find this code. Check it and try again.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await submit(user, 'GIFTUSED');
    expect(await screen.findByText('This gift card has already been redeemed.')).toBeVisible();

    await submit(user, 'GIFTBASIC1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Codes cannot be redeemed here while a subscription of yours is billed by an app store/,
    );
  });

  it('disables the button and shows progress while redeeming', async () => {
    let release: (answer: FakeResponse) => void = () => undefined;
    fakeFetch({
      [REDEEM]: () =>
        new Promise<FakeResponse>((resolve) => {
          release = resolve;
        }),
    });
    const { user } = render();
    await submit(user, 'GIFTBASIC1');
    expect(await screen.findByRole('button', { name: 'Redeeming…' })).toBeDisabled();
    release(apiError(429, 'rate_limited'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});
