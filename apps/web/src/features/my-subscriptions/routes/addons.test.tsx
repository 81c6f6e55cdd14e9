import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { createPrice, createProduct } from '../../../test/offer-builders';
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
  renderMySubscriptions,
} from '../test/render-my-subscriptions';

const dedicatedIp = {
  krn: 'krn:addon:a1',
  addon_id: 'a1',
  addon_type: 'dip' as const,
  status: 'ACTIVE' as const,
};
const withoutAddons = createMonthlySubscription();
const withDedicatedIp = createMonthlySubscription({ addons: [dedicatedIp] });
const stopping = createMonthlySubscription({
  addons: [{ ...dedicatedIp, status: 'NON_RENEWING' }],
});

// Half of the month left: half of 6.99, plus 4% tax.
const addQuote = createQuote({
  quoteId: 'quote-add-dip',
  change: { type: 'add_addon', priceId: 'addon-dedicated-ip-1m-usd' },
  subtotal: 349,
  credit: 0,
  tax: 14,
  periodEnd: '2026-12-21T10:00:00.000Z',
  renewal: 1994,
});
const removeQuote = createQuote({
  quoteId: 'quote-remove-dip',
  change: { type: 'remove_addon', productId: 'addon-dedicated-ip' },
  timing: 'at_period_end',
  subtotal: 0,
  credit: 0,
  tax: 0,
  periodEnd: '2026-12-21T10:00:00.000Z',
  renewal: 1295,
});

const sent = (network: ReturnType<typeof fakeFetch>, method: string, path: string) =>
  network.calls.filter((call) => call.method === method && call.path === path);

async function addonsRegion() {
  const card = await screen.findByRole('article', { name: 'Burrow VPN Basic' });
  return within(card).findByRole('region', { name: 'Add-ons' });
}

describe('/my-subscriptions add-ons', () => {
  it('adds a dedicated IP for the rest of the period, priced for the plan’s cycle', async () => {
    const network = fakeFetch({
      [LIST]: [
        { body: { subscriptions: [withoutAddons] } },
        { body: { subscriptions: [withDedicatedIp] } },
      ],
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({}),
      [ESTIMATE]: { body: addQuote },
      [CONFIRM]: { body: createAttempt(addQuote, 'succeeded', { invoiceNumber: 'BRW-000043' }) },
    });
    const { user } = renderMySubscriptions();
    const addons = await addonsRegion();
    expect(addons).toHaveTextContent('You have no add-ons on this subscription.');
    expect(addons).toHaveTextContent(
      'Dedicated IP$6.99 for 1 month; today you pay only for the rest of this period',
    );
    await user.click(within(addons).getByRole('button', { name: 'Add Dedicated IP' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Dedicated IP' });
    const summary = await within(dialog).findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Dedicated IP, until December 21, 2026$3.49');
    expect(summary).toHaveTextContent('Total due now$3.63');
    expect(summary).toHaveTextContent('Next renewal: $19.94 on December 21, 2026, plus any tax.');
    expect(sent(network, 'PUT', '/api/v2/checkout/estimate')[0]?.body).toEqual({
      subscriptionId: 'sub-monthly',
      change: { type: 'add_addon', priceId: 'addon-dedicated-ip-1m-usd' },
    });

    const confirm = within(dialog).getByRole('button', { name: 'Confirm and pay $3.63' });
    await user.click(confirm);
    expect(
      await screen.findByText('Dedicated IP is added to your subscription.'),
    ).toBeInTheDocument();
    expect(sent(network, 'POST', '/api/v2/checkout/')[0]?.body).toMatchObject({
      change: { type: 'add_addon', priceId: 'addon-dedicated-ip-1m-usd' },
      quoteId: 'quote-add-dip',
    });
    // The subscription is read again: the add-on now renews with the plan.
    await waitFor(() =>
      expect(
        within(addons).getByRole('button', { name: 'Remove Dedicated IP' }),
      ).toBeInTheDocument(),
    );
    expect(addons).toHaveTextContent('Dedicated IPRenews with your plan');
  });

  it('removes an add-on at the end of the paid period, charging and refunding nothing', async () => {
    const network = fakeFetch({
      [LIST]: [
        { body: { subscriptions: [withDedicatedIp] } },
        { body: { subscriptions: [stopping] } },
      ],
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({}),
      [ESTIMATE]: { body: removeQuote },
      [CONFIRM]: { body: createAttempt(removeQuote, 'succeeded', { invoiceNumber: null }) },
    });
    const { user } = renderMySubscriptions();
    const addons = await addonsRegion();
    // The renewal includes the add-on until it is removed.
    expect(screen.getByRole('region', { name: 'Renewal terms' })).toHaveTextContent(
      'Renews at$19.94 plus any tax',
    );
    await user.click(within(addons).getByRole('button', { name: 'Remove Dedicated IP' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove Dedicated IP' });
    const summary = await within(dialog).findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent(
      'Nothing is charged or refunded: it stays until December 21, 2026 and is not renewed.',
    );
    expect(summary).toHaveTextContent('Next renewal: $12.95 on December 21, 2026, plus any tax.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));

    expect(
      await screen.findByText('Dedicated IP stays until December 21, 2026 and will not renew.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Invoice/)).not.toBeInTheDocument();
    expect(sent(network, 'POST', '/api/v2/checkout/')[0]?.body).toMatchObject({
      change: { type: 'remove_addon', productId: 'addon-dedicated-ip' },
      quoteId: 'quote-remove-dip',
    });
    await waitFor(() =>
      expect(addons).toHaveTextContent('Dedicated IPStays until December 21, 2026, then ends'),
    );
    expect(within(addons).getByRole('button', { name: 'Keep Dedicated IP' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Renewal terms' })).toHaveTextContent(
      'Renews at$12.95 plus any tax',
    );
  });

  it('does not sell an add-on the plan already includes, nor one with no price for the cycle', async () => {
    const premiumSixMonths = createMonthlySubscription({
      plan_name: 'Burrow VPN Premium',
      tier: 'TIER_PREMIUM',
      next_billing_cycle: 6,
      price_krns: ['krn:price:vpn-premium-6m-usd'],
    });
    const premiumMonthly = createMonthlySubscription({
      krn: 'krn:subscription:premium-1m',
      subscription_id: 'premium-1m',
      plan_name: 'Burrow VPN Premium monthly',
      tier: 'TIER_PREMIUM',
      price_krns: ['krn:price:vpn-premium-1m-usd'],
    });
    fakeFetch({
      [LIST]: { body: { subscriptions: [premiumSixMonths, premiumMonthly] } },
      [OFFER]: { body: createPlanOffer() },
      'GET /api/v2/subscriptions/premium-1m/offer': { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({}),
    });
    renderMySubscriptions();
    const sixMonths = await screen.findByRole('article', { name: 'Burrow VPN Premium' });
    expect(await within(sixMonths).findByRole('region', { name: 'Add-ons' })).toHaveTextContent(
      'No add-ons are sold with a plan billed every 6 months.',
    );
    const monthlyCard = screen.getByRole('article', { name: 'Burrow VPN Premium monthly' });
    const addons = await within(monthlyCard).findByRole('region', { name: 'Add-ons' });
    expect(addons).toHaveTextContent('Identity alertsIncluded in your plan');
    expect(
      within(addons).queryByRole('button', { name: 'Add Identity alerts' }),
    ).not.toBeInTheDocument();
    expect(within(addons).getByRole('button', { name: 'Add Dedicated IP' })).toBeInTheDocument();
  });

  it('offers each subscription only the add-ons the server sells where its customer lives', async () => {
    const creditScanner = createProduct({
      id: 'addon-credit-scanner',
      displayName: 'Credit scanner',
      kind: 'addon',
      soldInCountries: ['US'],
      entitlements: [{ id: 'credit-scanner', name: 'Credit scanner', type: 'feature' }],
      prices: [createPrice('addon-credit-scanner', 1, 499)],
    });
    const inTheUs = createPlanOffer();
    inTheUs.products.push(creditScanner);
    const inGermany = createMonthlySubscription({
      krn: 'krn:subscription:sub-de',
      subscription_id: 'sub-de',
      plan_name: 'Burrow VPN Basic in Germany',
    });
    const network = fakeFetch({
      [LIST]: { body: { subscriptions: [withoutAddons, inGermany] } },
      // The server answers each subscription's offer for its customer's country (decision 0111).
      [OFFER]: { body: inTheUs },
      'GET /api/v2/subscriptions/sub-de/offer': { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({}),
    });
    renderMySubscriptions();
    const us = await addonsRegion();
    expect(
      await within(us).findByRole('button', { name: 'Add Credit scanner' }),
    ).toBeInTheDocument();
    const german = await within(
      screen.getByRole('article', { name: 'Burrow VPN Basic in Germany' }),
    ).findByRole('region', { name: 'Add-ons' });
    expect(within(german).getByRole('button', { name: 'Add Dedicated IP' })).toBeInTheDocument();
    expect(german).not.toHaveTextContent('Credit scanner');
    // Asked per subscription, never the public offer the page would have to filter itself.
    expect(network.calls.map((call) => call.path)).not.toContain('/api/v1/offers/default');
  });
});
