import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription, daysFromNow } from '../../../test/builders';
import { fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as DashboardRoute } from '../routes/dashboard-route';

const LIST = 'GET /api/v2/subscriptions/';
const render = () =>
  renderRoute({
    at: '/subscriptions',
    routes: [{ path: '/subscriptions', Component: DashboardRoute }],
  });

describe('the status block’s actions (docs/product.md#the-dashboard-and-its-status-block)', () => {
  it('a failed card renewal offers update payment, retry and the troubleshooting page', async () => {
    fakeFetch({
      [LIST]: {
        body: {
          subscriptions: [
            createSubscription({
              krn: 'krn:subscription:f1',
              auto_bill_payment_failed: true,
              auto_bill_failed_on: daysFromNow(-1),
              next_payment_date: daysFromNow(-1),
            }),
          ],
        },
      },
    });
    render();
    expect(await screen.findByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/credit_cards/edit',
    );
    expect(screen.getByRole('link', { name: 'Retry payment' })).toHaveAttribute(
      'href',
      '/subscriptions/krn:subscription:f1/retry_manual_payment',
    );
    expect(screen.getByRole('link', { name: 'Why did my renewal fail?' })).toHaveAttribute(
      'href',
      '/support/troubleshooting/failed-automatic-renewal',
    );
  });

  it('a renewal the bank wants confirmed says so and links to the page that confirms it', async () => {
    fakeFetch({
      [LIST]: {
        body: {
          subscriptions: [
            createSubscription({
              krn: 'krn:subscription:f2',
              auto_bill_payment_failed: true,
              auto_bill_authentication_required: true,
              auto_bill_failed_on: daysFromNow(-1),
              next_payment_date: daysFromNow(-1),
            }),
          ],
        },
      },
    });
    render();
    expect(
      await screen.findByRole('link', { name: 'Confirm the payment with your bank' }),
    ).toHaveAttribute('href', '/subscriptions/krn:subscription:f2/retry_manual_payment');
    expect(
      screen.getByText(
        'Your bank wants you to confirm the renewal payment. Confirm it to keep your subscription.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Retry payment' })).toBeNull();
  });

  it('an App Store plan in its grace period gets the in-app instructions and the store’s page', async () => {
    fakeFetch({
      [LIST]: {
        body: {
          subscriptions: [
            createSubscription({
              next_payment_method: 'AppStore',
              handled_by_chargebee: false,
              next_payment_date: daysFromNow(-2),
            }),
          ],
        },
      },
    });
    render();
    // The in-app help leads, once, as the overdue card's action.
    expect(
      await screen.findByRole('link', { name: 'How to pay where you subscribed' }),
    ).toHaveAttribute('href', '/support/troubleshooting/ios-in-app-purchases');
    expect(screen.queryByRole('link', { name: 'Help with in-app purchases' })).toBeNull();
    expect(screen.getByRole('link', { name: /Manage in the store/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('a healthy card subscription shows no actions', async () => {
    fakeFetch({ [LIST]: { body: { subscriptions: [createSubscription({ plan_name: 'Fine' })] } } });
    render();
    await screen.findByRole('article', { name: 'Fine' });
    expect(screen.queryByRole('link', { name: 'Update payment method' })).not.toBeInTheDocument();
  });
});
