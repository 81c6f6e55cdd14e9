import type { DnsSettings } from '@burrow/contract/dns-settings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, type FakeResponse } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as DnsSettingsRoute } from './dns-settings-route';

const GET = 'GET /api/v2/dns-settings/';
const AUTHORIZE = 'POST /api/v2/dns-settings/authorize-ip';
const HOSTNAME = 'PATCH /api/v2/dns-settings/hostname';
const AUTO_AUTH = 'PATCH /api/v2/dns-settings/auto-auth';

function createSettings(overrides: Partial<DnsSettings> = {}): DnsSettings {
  return {
    auto_auth_enabled: false,
    authorized_ip: null,
    hostname: null,
    current_ip: { address: '81.2.69.160', registrable: true },
    ...overrides,
  };
}

const registered = (address: string) => ({
  address,
  version: address.includes(':') ? (6 as const) : (4 as const),
  authorized_at: '2026-06-15T12:00:00.000Z',
});

function held() {
  let release: (answer: FakeResponse) => void = () => undefined;
  const answer = new Promise<FakeResponse>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release };
}

const render = () =>
  renderRoute({
    at: '/dns_settings',
    routes: [{ path: '/dns_settings', Component: DnsSettingsRoute }],
  });

const ipSection = () => screen.getByRole('region', { name: 'Registered IP address' });
const hostnameSection = () => screen.getByRole('region', { name: 'Dynamic DNS hostname' });

describe('/dns_settings', () => {
  it('shows the empty state and registers the address the browser is on', async () => {
    const network = fakeFetch({
      [GET]: { body: createSettings() },
      [AUTHORIZE]: { body: createSettings({ authorized_ip: registered('81.2.69.160') }) },
    });
    const { user } = render();
    expect(await screen.findByText('No IP address registered yet.')).toBeInTheDocument();
    expect(screen.getByText('No hostname registered.')).toBeInTheDocument();
    expect(within(ipSection()).getByText(/You are browsing from/)).toHaveTextContent(
      'You are browsing from 81.2.69.160.',
    );

    await user.click(screen.getByRole('button', { name: 'Register this address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '81.2.69.160 is registered. DNS requests from it are answered within a few minutes.',
    );
    expect(network.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/v2/dns-settings/authorize-ip',
      body: { ip: '81.2.69.160' },
    });
    expect(within(ipSection()).getByText(/Registered:/)).toHaveTextContent(
      'Registered: 81.2.69.160, since June 15, 2026',
    );
    // Registered now: nothing more to offer for this address.
    expect(screen.queryByRole('button', { name: 'Register this address' })).toBeNull();
  });

  it('checks a typed address with the domain rules before sending, and sends the canonical form', async () => {
    const network = fakeFetch({
      [GET]: { body: createSettings({ current_ip: { address: '127.0.0.1', registrable: false } }) },
      [AUTHORIZE]: { body: createSettings({ authorized_ip: registered('2a00:1450::200e') }) },
    });
    const { user } = render();
    expect(
      await screen.findByText(/which is not a public address, so it cannot be registered/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register this address' })).toBeNull();

    const field = screen.getByLabelText('IP address');
    await user.type(field, '192.168.1.20');
    await user.click(screen.getByRole('button', { name: 'Register IP address' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This is a private address inside your home or office network.'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2A00:1450:0:0:0:0:0:200E');
    await user.click(screen.getByRole('button', { name: 'Register IP address' }));
    expect(await screen.findByText(/Registered:/)).toHaveTextContent('2a00:1450::200e');
    expect(network.calls.at(-1)?.body).toEqual({ ip: '2a00:1450::200e' });
    expect(field).toHaveValue('');
  });

  it('shows the rule the server names in a 422 under the field', async () => {
    fakeFetch({
      [GET]: { body: createSettings() },
      [AUTHORIZE]: {
        status: 422,
        body: {
          error: {
            code: 'invalid_ip_address',
            message: 'Server words',
            details: { fields: { ip: 'Server words' }, problem: 'shared' },
          },
        },
      },
    });
    const { user } = render();
    await user.type(await screen.findByLabelText('IP address'), '81.2.69.161');
    await user.click(screen.getByRole('button', { name: 'Register IP address' }));
    expect(await screen.findByText(/shared inside your internet provider’s network/)).toBeVisible();
    expect(screen.queryByText('Server words')).toBeNull();
  });

  it('disables the form and shows progress while saving, then reports a failure above it', async () => {
    const pending = held();
    fakeFetch({ [GET]: { body: createSettings() }, [AUTHORIZE]: pending.answer });
    const { user } = render();
    await user.type(await screen.findByLabelText('IP address'), '81.2.69.161');
    await user.click(screen.getByRole('button', { name: 'Register IP address' }));
    const busy = await screen.findByRole('button', { name: 'Registering…' });
    expect(busy).toBeDisabled();
    pending.release(apiError(503, 'service_unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Burrow is briefly unavailable. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Register IP address' })).toBeEnabled();
  });

  it('saves a hostname normalised, refuses a local name, and removes it', async () => {
    const network = fakeFetch({
      [GET]: { body: createSettings() },
      [HOSTNAME]: ({ body }) => {
        const { hostname } = body as { hostname: string | null };
        return {
          body: createSettings({
            hostname: hostname ? { hostname, updated_at: '2026-06-15T12:00:00.000Z' } : null,
          }),
        };
      },
    });
    const { user } = render();
    const field = await screen.findByLabelText('Hostname');
    await user.type(field, 'router.local');
    await user.click(screen.getByRole('button', { name: 'Save hostname' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This name does not exist on the public internet.'),
    );

    await user.clear(field);
    await user.type(field, ' MyHome.DDNS.net ');
    await user.click(screen.getByRole('button', { name: 'Save hostname' }));
    expect(await within(hostnameSection()).findByText(/Registered hostname:/)).toHaveTextContent(
      'Registered hostname: myhome.ddns.net',
    );
    expect(network.calls.at(-1)?.body).toEqual({ hostname: 'myhome.ddns.net' });
    expect(within(hostnameSection()).getByRole('status')).toHaveTextContent(
      'myhome.ddns.net is saved.',
    );

    await user.click(screen.getByRole('button', { name: 'Remove hostname' }));
    expect(await within(hostnameSection()).findByText('No hostname registered.')).toBeVisible();
    expect(network.calls.at(-1)?.body).toEqual({ hostname: null });
    expect(field).toHaveValue('');
  });

  it('turns automatic registration on with a switch that reports its state', async () => {
    const network = fakeFetch({
      [GET]: { body: createSettings() },
      [AUTO_AUTH]: { body: createSettings({ auto_auth_enabled: true }) },
    });
    const { user } = render();
    const toggle = await screen.findByRole('switch', {
      name: 'Register my IP address automatically',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByText(/Saved: our apps now register your address/)).toBeVisible();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(network.calls.at(-1)?.body).toEqual({ enabled: true });
  });

  it('explains a plan without DNS settings, and offers a retry when loading fails', async () => {
    fakeFetch({ [GET]: apiError(403, 'not_entitled') });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your plan does not include this feature.',
    );
  });

  it('loads again on retry', async () => {
    fakeFetch({ [GET]: [apiError(500, 'internal_error'), { body: createSettings() }] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No IP address registered yet.')).toBeInTheDocument();
  });
});
