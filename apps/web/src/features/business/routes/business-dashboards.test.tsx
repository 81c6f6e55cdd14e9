import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription, daysFromNow } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as BusinessSubscriptionsRoute } from './business-subscriptions-route';
import { Component as VolumeManagementRoute } from './volume-management-route';

const LIST = 'GET /api/v2/subscriptions/';
const seats = Array.from({ length: 10 }, (_, i) => ({
  krn: `krn:license:s${i}`,
  state: i < 7 ? ('active' as const) : ('unassigned' as const),
  assigned_email: i < 7 ? `seat${i + 1}@globex.test` : null,
}));

describe('business dashboards', () => {
  it('/volume-management shows seats in use and who holds each', async () => {
    fakeFetch({
      [LIST]: {
        body: {
          subscriptions: [
            createSubscription({
              plan_name: 'Burrow VPN VIP',
              licenses: seats,
              next_payment_date: '2027-04-01T12:00:00.000Z',
              cc_info: { brand: 'mastercard', last4: '5100' },
            }),
          ],
        },
      },
    });
    renderRoute({ at: '/v', routes: [{ path: '/v', Component: VolumeManagementRoute }] });
    const card = await screen.findByRole('article', { name: 'Burrow VPN VIP' });
    expect(within(card).getByText('7 of 10')).toBeInTheDocument();
    expect(within(card).getByText('3 free, 0 revoked')).toBeInTheDocument();
    expect(within(card).getByText('April 1, 2027')).toBeInTheDocument();
    expect(within(card).getByText('mastercard ending in 5100')).toBeInTheDocument();
    expect(within(card).getByRole('cell', { name: 'seat7@globex.test' })).toBeInTheDocument();
    // Volume billing has no License Manager (docs/product.md#the-account-menu): its seats are managed right here.
    expect(within(card).getByRole('button', { name: 'Invite seat7@globex.test' })).toBeEnabled();
  });

  it('/business_subscriptions summarises seats and leads to the License Manager', async () => {
    fakeFetch({
      [LIST]: {
        body: {
          subscriptions: [
            createSubscription({
              krn: 'krn:subscription:1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
              plan_name: 'Burrow VPN Premium',
              licenses: seats.slice(0, 5),
              auto_billing_enabled: false,
              next_payment_date: daysFromNow(140),
            }),
          ],
        },
      },
    });
    renderRoute({ at: '/b', routes: [{ path: '/b', Component: BusinessSubscriptionsRoute }] });
    const card = await screen.findByRole('article', { name: 'Burrow VPN Premium' });
    expect(within(card).getByText('5 of 5')).toBeInTheDocument();
    expect(within(card).getByText('Ref. 3EEP-QKDV')).toBeInTheDocument();
    expect(within(card).getByText('Ends on')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Manage seats' })).toHaveAttribute(
      'href',
      '/license_manager',
    );
  });

  it('says when there are no business subscriptions, and retries a failed load', async () => {
    fakeFetch({ [LIST]: [apiError(503, 'service_unavailable'), { body: { subscriptions: [] } }] });
    const { user } = renderRoute({
      at: '/b',
      routes: [{ path: '/b', Component: BusinessSubscriptionsRoute }],
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no business subscriptions yet.')).toBeInTheDocument();
  });
});
