import type { Subscription } from '@burrow/contract/subscriptions';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as DashboardRoute } from './dashboard-route';

const LIST = 'GET /api/v2/subscriptions/';
// The server's clock, and dates around it; noon, so no time zone moves a day.
const SERVER_NOW = '2026-11-20T12:00:00.000Z';
const TWO_DAYS_AGO = '2026-11-18T12:00:00.000Z';
const GRACE_END = '2026-11-23T12:00:00.000Z';
const IN_NINE_DAYS = '2026-11-29T12:00:00.000Z';
const IN_A_MONTH = '2026-12-20T12:00:00.000Z';

const usd = (minor: number) => ({ unscaledValue: minor, scale: 2, currency: 'USD' });

function atServerNow(overrides: Partial<Subscription>) {
  return createSubscription({
    as_of: SERVER_NOW,
    next_payment: { total: usd(7194), tax: usd(1199) },
    ...overrides,
  });
}

function renderDashboard(subscriptions: Subscription[]) {
  fakeFetch({ [LIST]: { body: { subscriptions } } });
  return renderRoute({
    at: '/subscriptions',
    routes: [{ path: '/subscriptions', Component: DashboardRoute }],
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard’s at-risk card: amount, deadline and one action that fixes it', () => {
  it.each<[string, Partial<Subscription>, string, string, string, string]>([
    [
      'a failed renewal',
      {
        auto_bill_payment_failed: true,
        auto_bill_failed_on: TWO_DAYS_AGO,
        next_payment_date: TWO_DAYS_AGO,
        payment_deadline: GRACE_END,
      },
      'Your renewal payment failed',
      'Pay by',
      'Retry payment',
      '/subscriptions/krn:subscription:risk/retry_manual_payment',
    ],
    [
      'a plan Burrow bills, past its payment date',
      { next_payment_date: TWO_DAYS_AGO, payment_deadline: GRACE_END },
      'Your payment is overdue',
      'Pay by',
      'Update payment method',
      '/credit_cards/edit',
    ],
    [
      'an App Store plan past its date',
      {
        next_payment_method: 'AppStore',
        handled_by_chargebee: false,
        supports_autobill: false,
        cc_info: null,
        next_payment_date: TWO_DAYS_AGO,
        payment_deadline: GRACE_END,
      },
      'Your payment is overdue where you subscribed',
      'Pay by',
      'How to pay where you subscribed',
      '/support/troubleshooting/ios-in-app-purchases',
    ],
    [
      'a plan ending soon with autobill off',
      {
        auto_billing_enabled: false,
        expires_soon: true,
        next_payment_date: IN_NINE_DAYS,
      },
      'Your plan ends soon and will not renew',
      'Protected until',
      'Turn on automatic renewal',
      '/account-billing',
    ],
  ])('%s', async (_situation, overrides, title, deadlineLabel, action, href) => {
    renderDashboard([atServerNow({ krn: 'krn:subscription:risk', ...overrides })]);
    const card = await screen.findByRole('region', { name: title });
    expect(within(card).getByText('$71.94 incl. $11.99 tax')).toBeInTheDocument();
    const deadline = overrides.payment_deadline ?? overrides.next_payment_date;
    expect(within(card).getByText(deadlineLabel)).toBeInTheDocument();
    expect(
      within(card).getByText(deadline === GRACE_END ? 'November 23, 2026' : 'November 29, 2026'),
    ).toBeInTheDocument();
    // Exactly one action, and the status block below does not offer it a second time.
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(action);
    expect(links[0]).toHaveAttribute('href', href);
    expect(screen.getAllByRole('link', { name: action })).toHaveLength(1);
  });

  it('a healthy renewing plan has no at-risk card, and shows what it will pay next', async () => {
    renderDashboard([atServerNow({ plan_name: 'Fine', next_payment_date: IN_A_MONTH })]);
    const card = await screen.findByRole('article', { name: 'Fine' });
    expect(within(card).queryByRole('region')).not.toBeInTheDocument();
    expect(within(card).getByText('December 20, 2026')).toBeInTheDocument();
    expect(within(card).getByText('$71.94 incl. $11.99 tax')).toBeInTheDocument();
  });

  it('says so when there is no payment method', async () => {
    renderDashboard([
      atServerNow({ plan_name: 'No card', next_payment_method: 'None', cc_info: null }),
    ]);
    const card = await screen.findByRole('article', { name: 'No card' });
    expect(within(card).getByText('No payment method')).toBeInTheDocument();
  });
});

describe('the dashboard judges time by the server’s clock, not the device’s', () => {
  it('shows an overdue plan as overdue on a device whose clock is years behind', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2020-01-01T12:00:00Z'));
    renderDashboard([
      atServerNow({
        plan_name: 'Overdue',
        next_payment_date: TWO_DAYS_AGO,
        payment_deadline: GRACE_END,
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Overdue' });
    expect(within(card).getByText('Payment overdue')).toBeInTheDocument();
    expect(within(card).queryByText('Active')).not.toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Your payment is overdue' })).toBeVisible();
  });

  it('shows a running plan as active on a device whose clock is years ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T12:00:00Z'));
    renderDashboard([atServerNow({ plan_name: 'Running', next_payment_date: IN_A_MONTH })]);
    const card = await screen.findByRole('article', { name: 'Running' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).queryByRole('region')).not.toBeInTheDocument();
  });
});
