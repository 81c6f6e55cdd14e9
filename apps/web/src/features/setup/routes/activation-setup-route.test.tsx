import type { ActivationSetup, Device } from '@burrow/contract/devices';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as ActivationSetupRoute } from './activation-setup-route';

const SETUP = 'GET /api/v2/activation-setup/';
const CODES = 'POST /api/v2/activation-setup/codes';

function createDevice(overrides: Partial<Device> = {}): Device {
  const id = overrides.id ?? '11111111-1111-4111-8111-111111111111';
  return {
    id,
    krn: `krn:device:${id}`,
    name: 'Jane’s iPhone',
    platform: 'ios',
    activated_at: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

function createSetup(overrides: Partial<ActivationSetup> = {}): ActivationSetup {
  return {
    subscription: {
      krn: 'krn:subscription:s1',
      subscription_id: 's1',
      plan_name: 'Burrow VPN Premium',
      setup_link_token: 'tok-1',
      active: true,
    },
    devices: [],
    max_devices: 8,
    pending_code_expires_at: null,
    ...overrides,
  };
}

const laptop = createDevice({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Laptop',
  platform: 'windows',
});

const render = (at = '/activation-setup?activation_code=tok-1') =>
  renderRoute({
    at,
    routes: [{ path: '/activation-setup', Component: ActivationSetupRoute }],
  });

describe('/activation-setup', () => {
  it('asks for the subscription the setup link names and says when no device is connected', async () => {
    const network = fakeFetch({ [SETUP]: { body: createSetup() } });
    render();
    expect(await screen.findByText(/No devices are connected yet/)).toBeInTheDocument();
    expect(screen.getByText('0 of 8 devices connected')).toBeInTheDocument();
    expect(screen.getByText(/Devices of your/)).toHaveTextContent(
      'Devices of your Burrow VPN Premium subscription',
    );
    expect(network.calls[0]?.path).toBe('/api/v2/activation-setup/');
    expect(screen.getByRole('link', { name: 'Windows' })).toHaveAttribute(
      'href',
      '/vpn-download/windows',
    );
  });

  it('gets a single-use code, shows it once and copies it', async () => {
    const network = fakeFetch({
      [SETUP]: [
        { body: createSetup() },
        { body: createSetup({ pending_code_expires_at: '2026-06-15T12:30:00.000Z' }) },
      ],
      [CODES]: {
        status: 201,
        body: { code: 'ABCD-EFGH-JKMN', expires_at: '2026-06-15T12:30:00.000Z' },
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Get an activation code' }));
    expect(await screen.findByText('ABCD-EFGH-JKMN')).toBeInTheDocument();
    expect(screen.getByText(/It works once, until/)).toBeInTheDocument();
    expect(network.calls.find((call) => call.method === 'POST')?.body).toEqual({
      activation_code: 'tok-1',
    });
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    // user-event's own clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('ABCD-EFGH-JKMN');
    expect(await screen.findByRole('button', { name: 'Code copied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get another code' })).toBeEnabled();
  });

  it('renames a device with the contract’s rules and shows the stored name', async () => {
    const network = fakeFetch({
      [SETUP]: { body: createSetup({ devices: [createDevice(), laptop] }) },
      'PATCH /api/v2/devices/11111111-1111-4111-8111-111111111111': ({ body }) => ({
        body: createDevice({ name: (body as { name: string }).name }),
      }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Rename Jane’s iPhone' }));
    const field = screen.getByRole('textbox', { name: 'Device name' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription('Enter a name for this device.');
    expect(network.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await user.type(field, '  Work phone ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { name: 'Work phone' })).toBeInTheDocument();
    expect(network.calls.at(-1)?.body).toEqual({ name: 'Work phone' });
    expect(screen.getByRole('status')).toHaveTextContent('The device is now called Work phone.');
    expect(screen.queryByRole('textbox', { name: 'Device name' })).toBeNull();
  });

  it('removes a device after asking, and can be talked out of it', async () => {
    fakeFetch({
      [SETUP]: { body: createSetup({ devices: [createDevice(), laptop] }) },
      'DELETE /api/v2/devices/22222222-2222-4222-8222-222222222222': { body: {} },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Remove Laptop' }));
    expect(screen.getByText(/Remove Laptop\? The app on it is signed out/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByText(/The app on it is signed out/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Laptop' }));
    await user.click(screen.getByRole('button', { name: 'Remove device' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Laptop is removed and signed out.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 of 8 devices connected')).toBeInTheDocument();
  });

  it('tells a full or ended subscription apart from one that can connect more', async () => {
    const eight = Array.from({ length: 8 }, (_, index) =>
      createDevice({ id: `33333333-3333-4333-8333-33333333333${index}`, name: `Device ${index}` }),
    );
    fakeFetch({ [SETUP]: { body: createSetup({ devices: eight }) } });
    render();
    expect(await screen.findByText(/8 devices are connected, the most/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get an activation code' })).toBeNull();
  });

  it('says a setup link of another account is not found, with a way to their own', async () => {
    fakeFetch({ [SETUP]: apiError(404, 'not_found') });
    render('/activation-setup?activation_code=someone-else');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this setup link');
    expect(
      screen.getByRole('link', { name: 'Set up devices for your subscription' }),
    ).toHaveAttribute('href', '/activation-setup');
  });

  it('offers a retry when loading fails', async () => {
    fakeFetch({ [SETUP]: [apiError(500, 'internal_error'), { body: createSetup() }] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No devices are connected yet/)).toBeInTheDocument();
  });
});
