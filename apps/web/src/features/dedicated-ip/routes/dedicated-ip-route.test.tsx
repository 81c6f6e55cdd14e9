import type { DedicatedIp } from '@burrow/contract/dedicated-ip';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as DedicatedIpRoute } from './dedicated-ip-route';

const LIST = 'GET /api/v2/dedicated-ip/';
const locations = [
  { code: 'us-new-york', country: 'US' },
  { code: 'de-frankfurt', country: 'DE' },
];
const assigned: DedicatedIp = {
  id: 'a1',
  addon_krn: 'krn:addon:a1',
  subscription_krn: 'krn:subscription:s1',
  plan_name: 'Burrow VPN Premium',
  status: 'assigned',
  location: 'us-new-york',
  ip_address: '192.0.2.1',
  assigned_at: '2026-01-01T10:00:00.000Z',
};

const render = () =>
  renderRoute({ at: '/d', routes: [{ path: '/d', Component: DedicatedIpRoute }] });

describe('/support/dedicated-ip', () => {
  it('shows the address and its location, and moves it to another location', async () => {
    const network = fakeFetch({
      [LIST]: { body: { dedicated_ips: [assigned], locations } },
      'PUT /api/v2/dedicated-ip/a1/location': {
        body: { ...assigned, location: 'de-frankfurt', ip_address: '198.51.100.1' },
      },
    });
    const { user } = render();
    const card = await screen.findByRole('article', {
      name: 'Dedicated IP with Burrow VPN Premium',
    });
    expect(within(card).getByText('192.0.2.1')).toBeInTheDocument();
    expect(
      within(card).getByText('New York, United States', { selector: 'dd' }),
    ).toBeInTheDocument();

    await user.selectOptions(within(card).getByLabelText('Move to'), 'Frankfurt, Germany');
    await user.click(within(card).getByRole('button', { name: 'Change location' }));
    expect(
      await within(card).findByText('Your dedicated IP is now 198.51.100.1 in Frankfurt, Germany.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('198.51.100.1')).toBeInTheDocument();
    expect(network.calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/v2/dedicated-ip/a1/location',
      body: { location: 'de-frankfurt' },
    });
  });

  it('asks for a location before requesting an address', async () => {
    const network = fakeFetch({
      [LIST]: {
        body: {
          dedicated_ips: [
            {
              ...assigned,
              status: 'awaiting_location',
              location: null,
              ip_address: null,
              assigned_at: null,
            },
          ],
          locations,
        },
      },
    });
    const { user } = render();
    expect(
      await screen.findByText(
        'Choose a location and we will give you an address there right away.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get my address' }));
    expect(screen.getByText('Choose a location first.')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls).toHaveLength(1);
  });

  it('shows the server’s message when a location is full', async () => {
    fakeFetch({
      [LIST]: { body: { dedicated_ips: [assigned], locations } },
      'PUT /api/v2/dedicated-ip/a1/location': apiError(409, 'dedicated_ip_location_full'),
    });
    const { user } = render();
    await user.selectOptions(await screen.findByLabelText('Move to'), 'Frankfurt, Germany');
    await user.click(screen.getByRole('button', { name: 'Change location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Every address in this location is taken. Choose another location.',
    );
  });

  it('says when there is no dedicated IP, and retries a failed load', async () => {
    fakeFetch({
      [LIST]: [apiError(500, 'internal_error'), { body: { dedicated_ips: [], locations } }],
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You do not have a dedicated IP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a dedicated IP' })).toHaveAttribute(
      'href',
      '/my-subscriptions',
    );
  });
});
