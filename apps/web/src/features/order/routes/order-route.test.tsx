import { amountOf } from '@burrow/domain/money';
import type { OfferProduct } from '@burrow/contract/offers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCurrentUser, createSubscription } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { createOffer, createPrice, createProduct } from '../../../test/offer-builders';
import { Component as OrderRoute } from './order-route';

const OFFER = 'GET /api/v1/offers/default';
const SUBSCRIPTIONS = 'GET /api/v2/subscriptions/';
const ME = 'GET /api/v2/users/me';
const signedOut = apiError(401, 'unauthenticated');

function tier(id: string, tierCode: OfferProduct['tier'], names: string[], usd: number[]) {
  const months = [1, 6, 12, 24];
  return createProduct({
    id,
    displayName: `Burrow ${names[0]}`,
    tier: tierCode,
    entitlements: names.map((name) => ({ id: name.toLowerCase(), name, type: 'product' })),
    prices: months.flatMap((length, index) => [
      createPrice(id, length, usd[index]!),
      // Euro prices are a tenth dearer, so a test can tell the currencies apart.
      createPrice(id, length, Math.round(usd[index]! * 1.1), {
        amount: amountOf(Math.round(usd[index]! * 1.1), 'EUR'),
      }),
    ]),
  });
}

const basic = tier('vpn-basic', 'TIER_BASIC', ['Basic', 'VPN'], [1295, 5995, 5604, 8136]);
const premium = {
  ...tier(
    'vpn-premium',
    'TIER_PREMIUM',
    ['Premium', 'VPN', 'Password Manager'],
    [1949, 8995, 8004, 11976],
  ),
  recommended: true,
};
premium.prices = premium.prices.map((price) =>
  price.basePeriod.length === 12
    ? {
        ...price,
        recommended: true,
        discountPercentage: 65,
        nextPrice: { ...price.amount, unscaledValue: 14995 },
        amountPerMonth: {
          ...price.amount,
          unscaledValue: price.amount.currency === 'USD' ? 667 : 734,
        },
      }
    : price,
);
const offer = createOffer({ products: [premium, basic] });

function renderOrder(at = '/order') {
  return renderRoute({
    at,
    routes: [
      { path: '/order', Component: OrderRoute },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
  });
}

describe('/order plan selection', () => {
  it('compares the tiers and shows the recommended tier’s prices in dollars', async () => {
    fakeFetch({ [OFFER]: { body: offer }, [ME]: signedOut, [SUBSCRIPTIONS]: signedOut });
    renderOrder();

    const radios = await screen.findAllByRole('radio');
    // Basic first, whatever order the offer lists them in.
    expect(radios).toHaveLength(2);
    expect(radios[0]).toHaveAccessibleName('Burrow Basic');
    expect(radios[0]).not.toBeChecked();
    const premiumRadio = screen.getByRole('radio', { name: 'Burrow Premium' });
    expect(premiumRadio).toBeChecked();
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    // What the chosen tier includes follows its prices (a phone's cards leave it out).
    const includes = screen.getByRole('region', { name: 'Burrow Premium' });
    expect(within(includes).getByText('Password Manager')).toBeInTheDocument();

    const yearly = screen.getByRole('article', { name: '12 months' });
    expect(within(yearly).getByText('$6.67')).toBeInTheDocument();
    expect(yearly).toHaveTextContent('$80.04 for the first 12 months');
    expect(yearly).toHaveTextContent('Save 65%');
    expect(yearly).toHaveTextContent('Then $149.95 every 12 months');
    // Longest first: on a phone the first plan seen is the long one.
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('24 months');
    expect(screen.getByText('30-day money-back guarantee')).toBeInTheDocument();
  });

  it('puts "Best value" on the plan that costs least per month, in every tier', async () => {
    // The offer flags Premium's 12 months, but 24 months costs less per month ($4.99).
    fakeFetch({ [OFFER]: { body: offer }, [ME]: signedOut, [SUBSCRIPTIONS]: signedOut });
    const { user } = renderOrder();

    const best = await screen.findByText('Best value');
    expect(best.closest('article')).toHaveAccessibleName('24 months');
    expect(screen.getAllByText('Best value')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Burrow Basic' }));
    // Basic's 24 months ($81.36, $3.39 a month) beats its 12 months ($56.04, $4.67).
    const basicBest = screen.getByText('Best value').closest('article');
    expect(basicBest).toHaveAccessibleName('24 months');
    expect(within(basicBest!).getByRole('link', { name: 'Get 24 months' })).toHaveAttribute(
      'href',
      '/checkout?offer=default&price=vpn-basic-24m-usd',
    );
    expect(screen.getByText('From $3.39 per month')).toBeInTheDocument();
  });

  it('strikes the regular price through beside the offer price, and only a higher one', async () => {
    const discounted = createProduct({
      id: 'vpn-basic',
      displayName: 'Burrow Basic',
      tier: 'TIER_BASIC',
      prices: [
        createPrice('vpn-basic', 1, 1295),
        createPrice('vpn-basic', 12, 5604, { amountWithoutDiscount: amountOf(15540, 'USD') }),
      ],
    });
    fakeFetch({
      [OFFER]: { body: createOffer({ products: [discounted] }) },
      [ME]: signedOut,
      [SUBSCRIPTIONS]: signedOut,
    });
    renderOrder();

    const yearly = await screen.findByRole('article', { name: '12 months' });
    const struck = within(yearly).getByText('$12.95');
    expect(struck.tagName).toBe('S');
    // Said in words, since a strike-through is not read out.
    expect(yearly).toHaveTextContent('Regular price$12.95$4.67per month');
    const monthly = screen.getByRole('article', { name: '1 month' });
    expect(within(monthly).queryByText('Regular price')).not.toBeInTheDocument();
    expect(monthly.querySelector('s')).toBeNull();
  });

  it('switches currency and tier, and a plan leads to its checkout', async () => {
    fakeFetch({ [OFFER]: { body: offer }, [ME]: signedOut, [SUBSCRIPTIONS]: signedOut });
    const { user, router } = renderOrder();

    await user.selectOptions(await screen.findByLabelText('Currency'), 'EUR');
    const yearly = screen.getByRole('article', { name: '12 months' });
    expect(within(yearly).getByText('€7.34')).toBeInTheDocument();
    expect(router.state.location.search).toContain('currency=EUR');

    await user.click(screen.getByRole('radio', { name: 'Burrow Basic' }));
    const monthly = screen.getByRole('article', { name: '1 month' });
    expect(monthly).toHaveTextContent('€14.25 for the first month');
    await user.click(within(monthly).getByRole('link', { name: 'Get 1 month' }));
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?offer=default&price=vpn-basic-1m-eur');
  });

  it('says euro and pound prices include VAT, dollar prices not (decision 0108)', async () => {
    fakeFetch({ [OFFER]: { body: offer }, [ME]: signedOut, [SUBSCRIPTIONS]: signedOut });
    const { user } = renderOrder();
    const dollars = await screen.findByRole('article', { name: '12 months' });
    expect(within(dollars).queryByText('incl. VAT')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    const euros = screen.getByRole('article', { name: '12 months' });
    expect(euros).toHaveTextContent('€7.34per monthincl. VAT');
  });

  it('goes by a signed-in customer’s residence: an American sees euro prices without VAT', async () => {
    fakeFetch({
      [OFFER]: { body: offer },
      [ME]: { body: createCurrentUser({ country: 'US' }) },
      [SUBSCRIPTIONS]: { body: { subscriptions: [] } },
    });
    renderOrder('/order?currency=EUR');
    const euros = await screen.findByRole('article', { name: '12 months' });
    expect(within(euros).getByText('€7.34')).toBeInTheDocument();
    expect(within(euros).queryByText('incl. VAT')).not.toBeInTheDocument();
  });

  it('hides two-year plans from a subscriber already on a two-year cycle', async () => {
    fakeFetch({
      [OFFER]: { body: offer },
      [ME]: signedOut,
      [SUBSCRIPTIONS]: {
        body: { subscriptions: [createSubscription({ next_billing_cycle: 24 })] },
      },
    });
    renderOrder();
    await screen.findByRole('article', { name: '12 months' });
    expect(screen.queryByRole('article', { name: '24 months' })).not.toBeInTheDocument();
  });

  it('asks for the offer named in the link', async () => {
    const network = fakeFetch({
      'GET /api/v1/offers/win-back': { body: createOffer({ id: 'win-back', products: [basic] }) },
      [ME]: signedOut,
      [SUBSCRIPTIONS]: signedOut,
    });
    renderOrder('/order?offer=win-back');
    expect(await screen.findByRole('radio', { name: 'Burrow Basic' })).toBeChecked();
    expect(network.calls.map((call) => call.path)).toContain('/api/v1/offers/win-back');
  });

  it('shows a failure with a retry, and an empty offer plainly', async () => {
    fakeFetch({
      [OFFER]: [apiError(404, 'not_found'), { body: createOffer({ products: [] }) }],
      [ME]: signedOut,
      [SUBSCRIPTIONS]: signedOut,
    });
    const { user } = renderOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find what you were looking for.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No plans on offer')).toBeInTheDocument();
  });
});
