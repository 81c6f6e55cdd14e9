import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSubscription, daysFromNow } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as SetupRoute } from './setup-route';

const LIST = 'GET /api/v2/subscriptions/';
const SETUP = 'GET /api/v2/activation-setup/';

function renderSetup() {
  return renderRoute({ at: '/setup', routes: [{ path: '/setup', Component: SetupRoute }] });
}

describe('/setup after a purchase', () => {
  it('links to setting up devices with the newest active subscription’s token', async () => {
    fakeFetch({
      [LIST]: {
        body: {
          subscriptions: [
            createSubscription({ setup_link_token: 'older', purchase_date: daysFromNow(-300) }),
            createSubscription({ setup_link_token: 'new token', purchase_date: daysFromNow(0) }),
            createSubscription({ setup_link_token: 'ended', active: false, state: 'cancelled' }),
          ],
        },
      },
    });
    renderSetup();
    const link = await screen.findByRole('link', { name: 'Set up a device' });
    expect(link).toHaveAttribute('href', '/activation-setup?activation_code=new%20token');
    expect(screen.getByRole('link', { name: 'Windows' })).toHaveAttribute(
      'href',
      '/vpn-download/windows',
    );
    expect(screen.getByRole('link', { name: 'Router' })).toHaveAttribute(
      'href',
      '/vpn-download/router',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });

  it('says the link is on its way when no active subscription has one yet', async () => {
    fakeFetch({
      [LIST]: { body: { subscriptions: [] } },
      [SETUP]: apiError(403, 'not_entitled'),
    });
    renderSetup();
    expect(
      await screen.findByText(
        'Your setup link appears here as soon as your subscription is active.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up a device' })).not.toBeInTheDocument();
  });

  it('links a business seat’s holder to their own device setup, with the seat’s plan and limit', async () => {
    const seatKrn = 'krn:license:0b6f6a5e-8a4e-4d6b-9a3f-2f0c1d2e3f40';
    fakeFetch({
      [LIST]: { body: { subscriptions: [] } },
      [SETUP]: {
        body: {
          subscription: {
            krn: 'krn:subscription:1',
            subscription_id: '1',
            plan_name: 'Burrow VPN VIP',
            setup_link_token: seatKrn,
            active: true,
          },
          devices: [],
          max_devices: 8,
          pending_code_expires_at: null,
        },
      },
    });
    renderSetup();
    expect(await screen.findByText(/Your business has given you a seat on its/)).toHaveTextContent(
      'Your business has given you a seat on its Burrow VPN VIP plan: connect up to 8 devices of your own.',
    );
    expect(screen.getByRole('link', { name: 'Set up a device' })).toHaveAttribute(
      'href',
      `/activation-setup?activation_code=${encodeURIComponent(seatKrn)}`,
    );
  });
});
