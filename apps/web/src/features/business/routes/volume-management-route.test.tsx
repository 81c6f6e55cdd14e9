import type { Subscription } from '@burrow/contract/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription, daysFromNow } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as VolumeManagementRoute } from './volume-management-route';

const LIST = 'GET /api/v2/subscriptions/';
const UPDATE = 'PUT /api/v2/licenses/';
const QUOTE = 'PUT /api/v2/licenses/seats/estimate';
const REMOVE = 'POST /api/v2/licenses/seats/remove';
const INVITE = 'POST /api/v2/licenses/invite';
const gbp = (unscaledValue: number) => ({ unscaledValue, scale: 2, currency: 'GBP' });

const seats: Subscription['licenses'] = [
  { krn: 'krn:license:v1', state: 'active', assigned_email: 'ana@globex.test' },
  { krn: 'krn:license:v2', state: 'revoked', assigned_email: 'dana@globex.test' },
  { krn: 'krn:license:v3', state: 'unassigned', assigned_email: null },
];
const business = createSubscription({
  subscription_id: 'vol1',
  krn: 'krn:subscription:vol1',
  plan_name: 'Burrow VPN VIP',
  next_payment_date: daysFromNow(300),
  licenses: seats,
});
const quote = {
  subscription_id: 'vol1',
  seats: 1,
  unit_price: gbp(9999),
  prorated_unit_price: gbp(8332),
  days_remaining: 300,
  period_days: 360,
  renews_on: daysFromNow(300),
  // A UK business pays the seat's price with 20% VAT included in it (decision 0108).
  subtotal: gbp(8332),
  tax: gbp(1389),
  tax_inclusive: true,
  total: gbp(8332),
};

const render = () =>
  renderRoute({
    at: '/volume-management',
    routes: [{ path: '/volume-management', Component: VolumeManagementRoute }],
  });

describe('/volume-management', () => {
  it('shows the estimate for more seats before the button that buys them', async () => {
    fakeFetch({ [LIST]: { body: { subscriptions: [business] } }, [QUOTE]: { body: quote } });
    render();
    // The page first lists the seats, then prices one more seat.
    await screen.findByRole('table');
    expect(
      await screen.findByRole('button', { name: 'Buy 1 seat for £83.32' }, { timeout: 5000 }),
    ).toBeEnabled();
    expect(screen.getByText('1 seat × £83.32 (300 of 360 days)')).toBeInTheDocument();
    expect(screen.getByText('Includes VAT')).toBeInTheDocument();
    expect(screen.getByText('£13.89')).toBeInTheDocument();
  });

  it('invites a seat holder and says where the invitation went', async () => {
    const network = fakeFetch({
      [LIST]: { body: { subscriptions: [business] } },
      [QUOTE]: { body: quote },
      [INVITE]: { status: 202, body: { status: 'sent', email: 'ana@globex.test' } },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Invite ana@globex.test' }));
    expect(
      await screen.findByText(
        'Invitation sent to ana@globex.test: its link signs them in to set up their devices.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite ana@globex.test again' })).toBeEnabled();
    expect(network.calls.find((call) => call.path === '/api/v2/licenses/invite')?.body).toEqual({
      license_krn: 'krn:license:v1',
    });
  });

  it('shows why an invitation was refused', async () => {
    fakeFetch({
      [LIST]: { body: { subscriptions: [business] } },
      [QUOTE]: { body: quote },
      [INVITE]: apiError(429, 'rate_limited'),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Invite ana@globex.test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many/i);
  });

  it('gives a revoked seat again, to its former holder unless changed', async () => {
    const network = fakeFetch({
      [LIST]: { body: { subscriptions: [business] } },
      [QUOTE]: { body: quote },
      [UPDATE]: {
        body: { krn: 'krn:license:v2', state: 'active', assigned_email: 'dana@globex.test' },
      },
    });
    const { user } = render();
    expect(await screen.findByLabelText('Email for seat 2')).toHaveValue('dana@globex.test');
    await user.click(screen.getByRole('button', { name: 'Give seat 2 again' }));
    await waitFor(() =>
      expect(network.calls.find((call) => call.path === '/api/v2/licenses/')?.body).toEqual({
        action: 'assign',
        license_krn: 'krn:license:v2',
        email: 'dana@globex.test',
      }),
    );
  });

  it('removes a free or revoked seat only after saying nothing is refunded, never a held one', async () => {
    const network = fakeFetch({
      [LIST]: [
        { body: { subscriptions: [business] } },
        { body: { subscriptions: [{ ...business, licenses: seats.slice(0, 2) }] } },
      ],
      [QUOTE]: { body: quote },
      [REMOVE]: { body: { ...business, licenses: seats.slice(0, 2) } },
    });
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Seats of Burrow VPN VIP' });
    const [held, revoked] = within(table).getAllByRole('row').slice(1);
    if (!held || !revoked) throw new Error('three seats are listed');
    expect(within(held).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(revoked).getByRole('button', { name: 'Remove seat 2' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove seat 3' }));
    expect(
      screen.getByText(
        'Remove seat 3? It is gone at once, and nothing is refunded for the time already paid.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep the seat' }));
    expect(network.calls.some((call) => call.path === '/api/v2/licenses/seats/remove')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove seat 3' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      network.calls.find((call) => call.path === '/api/v2/licenses/seats/remove')?.body,
    ).toEqual({ subscription_id: 'vol1', license_krn: 'krn:license:v3' });
  });
});
