import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCurrentUser } from '../../test/builders';
import { fakeFetch } from '../../test/fake-fetch';
import { renderRoute } from '../../test/render-route';
import { Component as AccountBillingRoute } from './account-billing-route';

describe('/account-billing composed from its features', () => {
  it('shows the saved payment methods and the payment history of their features inside the page', async () => {
    fakeFetch({
      'GET /api/v2/users/me': { body: createCurrentUser() },
      'GET /api/v2/subscriptions/': { body: { subscriptions: [] } },
      'GET /api/v2/users/deletion': {
        body: {
          status: 'none',
          requested_at: null,
          completes_at: null,
          grace_period_days: 14,
          blocking_subscriptions: [],
        },
      },
      'GET /api/v2/invoices/': { body: { invoices: [] } },
      'GET /api/v2/payment-methods/': {
        body: { payment_methods: [], card_check_currency: 'USD' },
      },
    });
    renderRoute({
      at: '/account-billing',
      routes: [{ path: '/account-billing', Component: AccountBillingRoute }],
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your payment methods' }),
    ).toBeInTheDocument();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText('You have no invoices yet.')).toBeInTheDocument();
  });
});
