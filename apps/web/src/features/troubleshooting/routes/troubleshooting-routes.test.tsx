import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as FailedRenewalRoute } from './failed-renewal-route';
import { Component as IosInAppRoute } from './ios-in-app-route';

const LIST = 'GET /api/v2/subscriptions/';

describe('troubleshooting pages', () => {
  it('failed automatic renewal: the failed subscription, with update and retry links, then the steps', async () => {
    fakeFetch({
      [LIST]: {
        body: {
          subscriptions: [
            createSubscription({ plan_name: 'Healthy plan' }),
            createSubscription({
              krn: 'krn:subscription:1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
              plan_name: 'Burrow VPN VIP',
              auto_bill_payment_failed: true,
              auto_bill_failed_on: '2026-06-14T12:00:00.000Z',
            }),
          ],
        },
      },
    });
    renderRoute({ at: '/f', routes: [{ path: '/f', Component: FailedRenewalRoute }] });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Failed automatic renewal' }),
    ).toBeInTheDocument();
    const yours = await screen.findByRole('region', { name: 'Your subscriptions' });
    expect(await within(yours).findByText(/Burrow VPN VIP/)).toBeInTheDocument();
    expect(within(yours).queryByText(/Healthy plan/)).not.toBeInTheDocument();
    // The short reference support asks for, not the UUID.
    expect(yours).toHaveTextContent('Burrow VPN VIPRef. 3EEP-QKDV');
    expect(yours).not.toHaveTextContent(/1b9d6bcd/i);
    expect(
      within(yours).getByText('The renewal payment failed on June 14, 2026.'),
    ).toBeInTheDocument();
    expect(within(yours).getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/credit_cards/edit',
    );
    expect(within(yours).getByRole('link', { name: 'Retry the payment' })).toHaveAttribute(
      'href',
      '/subscriptions/krn:subscription:1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/retry_manual_payment',
    );
    expect(screen.getByRole('region', { name: 'What to check' })).toBeInTheDocument();
  });

  it('iOS in-app purchases: says when nothing was bought in the App Store, after a retry', async () => {
    fakeFetch({
      [LIST]: [
        apiError(503, 'service_unavailable'),
        { body: { subscriptions: [createSubscription()] } },
      ],
    });
    const { user } = renderRoute({ at: '/i', routes: [{ path: '/i', Component: IosInAppRoute }] });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('None of your subscriptions was bought in the App Store.'),
    ).toBeInTheDocument();
  });

  it('iOS in-app purchases: links an App Store plan to the store, in a new window', async () => {
    fakeFetch({
      [LIST]: {
        body: { subscriptions: [createSubscription({ next_payment_method: 'AppStore' })] },
      },
    });
    renderRoute({ at: '/i', routes: [{ path: '/i', Component: IosInAppRoute }] });
    const link = await screen.findByRole('link', { name: /Manage in the store/ });
    expect(link).toHaveAttribute('href', 'https://apps.apple.com/account/subscriptions');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
