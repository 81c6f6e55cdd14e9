import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import {
  bulkAnswer,
  createMonthlySubscription,
  createPlanOffer,
  createQuote,
} from '../test/plan-change-builders';
import {
  BULK_ESTIMATE,
  LIST,
  OFFER,
  findPlanRow,
  renderMySubscriptions,
} from '../test/render-my-subscriptions';

const monthly = createMonthlySubscription();
const toYearly = createQuote({ quoteId: 'quote-yearly' });
const yearlyWithCoupon = createQuote({
  quoteId: 'quote-yearly-coupon',
  discount: 1681,
  tax: 122,
  coupon: { code: 'PREXUPG30NOW', applied: true },
});

describe('/my-subscriptions plan comparison', () => {
  it('shows the renewal terms and prices every other plan of the same currency for today', async () => {
    const network = fakeFetch({
      [LIST]: { body: { subscriptions: [monthly] } },
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({ 'vpn-basic-12m-usd': toYearly }),
    });
    renderMySubscriptions();

    const card = await screen.findByRole('article', { name: 'Burrow VPN Basic' });
    const terms = await within(card).findByRole('region', { name: 'Renewal terms' });
    expect(terms).toHaveTextContent('PlanBasic');
    expect(terms).toHaveTextContent('Billing cycleEvery month');
    expect(terms).toHaveTextContent('Renews onDecember 21, 2026');
    expect(terms).toHaveTextContent('Renews at$12.95 plus any tax');
    expect(terms).toHaveTextContent('Automatic renewalOn');

    const yearly = await findPlanRow('Burrow VPN Basic, 12 months');
    expect(yearly).toHaveTextContent('$56.04 for 12 months');
    // 56.04 less 8.63 credit, plus 1.90 tax.
    expect(yearly).toHaveTextContent('Due now: $49.31');
    expect(yearly).toHaveTextContent('Then $116.95 every 12 months, plus any tax');
    expect(
      within(yearly).getByRole('button', {
        name: 'Review the switch to Burrow VPN Basic, 12 months',
      }),
    ).toBeEnabled();
    expect(await findPlanRow('Burrow VPN Basic, 1 month')).toHaveTextContent('Your current plan');

    // One question for the eleven other USD plans; the EUR price is never offered.
    const [bulk] = network.calls.filter((call) => call.path === '/api/v2/checkout/bulk-estimate');
    expect(bulk?.body).toEqual({
      subscriptionId: 'sub-monthly',
      changes: [
        'vpn-basic-6m-usd',
        'vpn-basic-12m-usd',
        'vpn-basic-24m-usd',
        'vpn-vip-1m-usd',
        'vpn-vip-6m-usd',
        'vpn-vip-12m-usd',
        'vpn-vip-24m-usd',
        'vpn-premium-1m-usd',
        'vpn-premium-6m-usd',
        'vpn-premium-12m-usd',
        'vpn-premium-24m-usd',
      ].map((priceId) => ({ type: 'change_plan', priceId })),
    });
  });

  it('explains why a plan cannot be chosen instead of offering it', async () => {
    fakeFetch({
      [LIST]: { body: { subscriptions: [monthly] } },
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({
        'vpn-premium-1m-usd': { code: 'addon_not_available' },
        'vpn-vip-24m-usd': { code: 'plan_change_not_allowed' },
      }),
    });
    renderMySubscriptions();

    const premium = await findPlanRow('Burrow VPN Premium, 1 month');
    expect(premium).toHaveTextContent(
      'Not available: One of your add-ons is not sold with this plan. Remove it first to switch.',
    );
    expect(within(premium).queryByRole('button')).not.toBeInTheDocument();
    const vip = await findPlanRow('Burrow VPN VIP, 24 months');
    expect(vip).toHaveTextContent('Not available: This subscription cannot be changed right now.');
    expect(within(vip).queryByRole('button')).not.toBeInTheDocument();
  });

  it('prices the plans again with the upgrade coupon and says where it applies', async () => {
    const network = fakeFetch({
      [LIST]: { body: { subscriptions: [monthly] } },
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: [
        bulkAnswer({ 'vpn-basic-12m-usd': toYearly }),
        bulkAnswer({ 'vpn-basic-12m-usd': yearlyWithCoupon }),
        bulkAnswer({}),
      ],
    });
    const { user } = renderMySubscriptions();
    await findPlanRow('Burrow VPN Basic, 12 months');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Upgrade coupon')).toHaveAccessibleDescription(
      /Enter a coupon code\./,
    );

    await user.type(screen.getByLabelText('Upgrade coupon'), ' prexupg30now ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Coupon PREXUPG30NOW lowers the price of 1 plan below.'),
    ).toBeInTheDocument();
    const yearly = await findPlanRow('Burrow VPN Basic, 12 months');
    expect(yearly).toHaveTextContent('PREXUPG30NOW saves $16.81');
    // 56.04 − 16.81 − 8.63 + 1.22 tax.
    expect(yearly).toHaveTextContent('Due now: $31.82');
    const asked = network.calls.filter((call) => call.path === '/api/v2/checkout/bulk-estimate');
    expect(asked.at(-1)?.body).toMatchObject({ couponCode: 'PREXUPG30NOW' });

    // Without the coupon the plans are priced as before.
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByLabelText('Upgrade coupon')).toHaveValue('');
  });

  it('says so when the coupon applies to none of the plans', async () => {
    fakeFetch({
      [LIST]: { body: { subscriptions: [monthly] } },
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: bulkAnswer({}),
    });
    const { user } = renderMySubscriptions();
    await findPlanRow('Burrow VPN Basic, 12 months');
    await user.type(screen.getByLabelText('Upgrade coupon'), 'UPGRADE30NOW');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Coupon UPGRADE30NOW does not apply to any of these plans.',
    );
  });

  it('shows a failed comparison with a retry', async () => {
    fakeFetch({
      [LIST]: { body: { subscriptions: [monthly] } },
      [OFFER]: { body: createPlanOffer() },
      [BULK_ESTIMATE]: [
        apiError(503, 'service_unavailable'),
        bulkAnswer({ 'vpn-basic-12m-usd': toYearly }),
      ],
    });
    const { user } = renderMySubscriptions();
    const section = await screen.findByRole('region', { name: 'Change plan' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Burrow is briefly unavailable. Please try again in a moment.',
    );
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await findPlanRow('Burrow VPN Basic, 12 months')).toHaveTextContent('Due now: $49.31');
  });

  it('explains where to change a subscription Burrow does not bill, and asks nothing about it', async () => {
    const appStore = createSubscription({
      plan_name: 'Burrow VPN Basic (App Store)',
      handled_by_chargebee: false,
      next_payment_method: 'AppStore',
    });
    const ended = createMonthlySubscription({
      krn: 'krn:subscription:ended',
      subscription_id: 'ended',
      plan_name: 'Burrow VPN Premium',
      state: 'cancelled',
      active: false,
    });
    const network = fakeFetch({ [LIST]: { body: { subscriptions: [appStore, ended] } } });
    renderMySubscriptions();
    expect(
      await screen.findByRole('article', { name: 'Burrow VPN Basic (App Store)' }),
    ).toHaveTextContent(
      'This subscription was bought in the Apple App Store. Change or cancel it in your Apple account',
    );
    expect(screen.getByRole('article', { name: 'Burrow VPN Premium' })).toHaveTextContent(
      'This subscription has ended, so it cannot be changed.',
    );
    expect(screen.queryByRole('region', { name: 'Change plan' })).not.toBeInTheDocument();
    expect(network.calls.map((call) => call.path)).toEqual(['/api/v2/subscriptions/']);
  });

  it('has loading, empty and error states', async () => {
    fakeFetch({
      [LIST]: [apiError(500, 'internal_error'), { body: { subscriptions: [] } }],
    });
    const { user } = renderMySubscriptions();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no subscriptions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/order');
  });
});
