import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription, daysFromNow } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as DashboardRoute } from './dashboard-route';

const LIST = 'GET /api/v2/subscriptions/';

function renderDashboard() {
  return renderRoute({
    at: '/subscriptions',
    routes: [
      { path: '/subscriptions', Component: DashboardRoute },
      { path: '/order', element: <p>Order page</p> },
    ],
  });
}

const active = createSubscription({
  krn: 'krn:subscription:1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  plan_name: 'Burrow Premium 12 months',
  tier: 'TIER_PREMIUM',
  addons: [
    { krn: 'krn:addon:a1', addon_id: 'a1', addon_type: 'dip', status: 'ACTIVE' },
    { krn: 'krn:addon:a2', addon_id: 'a2', addon_type: 'idp_insurance', status: 'CANCELLED' },
  ],
  entitlements: [{ id: 'password-manager', name: 'Password Manager', type: 'product' }],
});
// Still active, but the payment date has passed without a recorded autobill failure.
const inGrace = createSubscription({
  plan_name: 'Burrow Basic 1 month',
  next_payment_date: daysFromNow(-2),
  next_billing_cycle: 1,
});
const expired = createSubscription({
  plan_name: 'Burrow Basic 24 months',
  state: 'cancelled',
  active: false,
  auto_billing_enabled: false,
  next_payment_date: daysFromNow(-40),
  next_payment_method: 'PayPal',
  cc_info: null,
});

function card(planName: string) {
  return screen.getByRole('article', { name: planName });
}

describe('/subscriptions dashboard', () => {
  it('shows a paused plan as paused, with its resume date and the way to resume (decision 0102)', async () => {
    const paused = createSubscription({
      plan_name: 'Burrow VIP 1 month',
      active: false,
      entitlements: [],
      next_payment_date: '2026-10-01T00:00:00.000Z',
      pause: { started_at: '2026-06-01T00:00:00.000Z', resumes_on: '2026-08-01T00:00:00.000Z' },
    });
    fakeFetch({ [LIST]: { body: { subscriptions: [paused] } } });
    renderDashboard();
    const pausedCard = await screen.findByRole('article', { name: 'Burrow VIP 1 month' });
    expect(within(pausedCard).getByText('Paused')).toBeInTheDocument();
    expect(pausedCard).toHaveTextContent('It resumes by itself on August 1, 2026.');
    expect(within(pausedCard).getByRole('link', { name: 'Resume now' })).toHaveAttribute(
      'href',
      '/my-subscriptions',
    );
    expect(within(pausedCard).queryByText('Active')).not.toBeInTheDocument();
  });

  it('shows a card per subscription with the badge of its condition', async () => {
    fakeFetch({ [LIST]: { body: { subscriptions: [active, inGrace, expired] } } });
    renderDashboard();

    expect(await screen.findAllByRole('article')).toHaveLength(3);

    const activeCard = card('Burrow Premium 12 months');
    expect(within(activeCard).getByText('Active')).toBeInTheDocument();
    // A short reference, not the 36-character UUID.
    expect(activeCard).toHaveTextContent('Premium · Ref. 3EEP-QKDV');
    expect(activeCard).not.toHaveTextContent(/1b9d6bcd/i);
    // What the next payment costs, tax included, as the server priced it.
    expect(within(activeCard).getByText('$119.95 incl. $19.99 tax')).toBeInTheDocument();
    expect(within(activeCard).getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(within(activeCard).getByText('Every 12 months')).toBeInTheDocument();
    expect(within(activeCard).getByText('Dedicated IP')).toBeInTheDocument();
    // Cancelled add-ons are not listed.
    expect(within(activeCard).queryByText('Identity theft insurance')).not.toBeInTheDocument();
    expect(within(activeCard).getByText('Password Manager')).toBeInTheDocument();

    const graceCard = card('Burrow Basic 1 month');
    expect(within(graceCard).getByText('Payment overdue')).toBeInTheDocument();
    expect(
      within(graceCard).getByText(
        'Your last payment did not go through; you stay connected while we retry.',
      ),
    ).toBeInTheDocument();
    expect(within(graceCard).getByText('Payment was due')).toBeInTheDocument();

    const expiredCard = card('Burrow Basic 24 months');
    expect(within(expiredCard).getByText('Expired')).toBeInTheDocument();
    expect(within(expiredCard).getByText('Ended on')).toBeInTheDocument();
    expect(within(expiredCard).getByText('PayPal')).toBeInTheDocument();
    // An ended plan has nothing to pay and nothing at risk.
    expect(within(expiredCard).queryByText(/incl\./)).not.toBeInTheDocument();
    expect(within(expiredCard).queryByRole('region')).not.toBeInTheDocument();
    expect(within(expiredCard).queryByText(/ending in/)).not.toBeInTheDocument();
  });

  it('offers the win-back deal to a customer whose every subscription has expired', async () => {
    fakeFetch({ [LIST]: { body: { subscriptions: [expired] } } });
    const { user, router } = renderDashboard();

    const banner = await screen.findByRole('region', {
      name: 'Come back to Burrow: 3 months free on a yearly plan',
    });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(within(banner).getByRole('link', { name: 'See the offer' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?offer=win-back');
  });

  it('does not offer the win-back deal while a subscription still gives access', async () => {
    fakeFetch({ [LIST]: { body: { subscriptions: [active, expired] } } });
    renderDashboard();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: /Come back to Burrow/ })).not.toBeInTheDocument();
  });

  it('invites someone with no subscriptions to pick a plan', async () => {
    fakeFetch({ [LIST]: { body: { subscriptions: [] } } });
    const { user } = renderDashboard();

    expect(await screen.findByText('You have no subscriptions yet')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // Never subscribed: a new customer, not one to win back.
    expect(screen.queryByRole('region', { name: /Come back to Burrow/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See plans' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the subscriptions', async () => {
    const network = fakeFetch({
      [LIST]: [
        apiError(500, 'internal_error', 'stack trace'),
        { body: { subscriptions: [active] } },
      ],
    });
    const { user } = renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(alert).not.toHaveTextContent('stack trace');
    // Account queries are not retried by themselves (docs/product.md#reads-and-the-api).
    expect(network.calls).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: 'Burrow Premium 12 months' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(network.calls).toHaveLength(2);
  });
});
