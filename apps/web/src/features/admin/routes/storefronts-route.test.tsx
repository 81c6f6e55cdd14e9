import type { Storefront } from '@burrow/contract/staff-storefronts';
import { permissionsOf, type StaffRole } from '@burrow/domain/staff-permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AdminLayout } from './admin-layout';
import { Component as StorefrontIntegrations } from './storefront-integrations-route';
import { Component as Storefronts } from './storefronts-route';

const ME = 'GET /api/staff/v1/me';
const LIST = 'GET /api/staff/v1/storefronts';
const CREATE = 'POST /api/staff/v1/storefronts';
const KEYS = 'GET /api/staff/v1/storefronts/acme/api-keys';
const CREATE_KEY = 'POST /api/staff/v1/storefronts/acme/api-keys';
const HOOKS = 'GET /api/staff/v1/storefronts/acme/webhook-endpoints';

function me(role: StaffRole) {
  return {
    staff: { id: 's1', email: `${role}@staff.example`, role },
    permissions: permissionsOf(role),
    idle_timeout_seconds: 1800,
    session_expires_at: '2026-06-15T20:00:00.000Z',
    recovery_codes_left: 10,
  };
}

const burrow: Storefront = {
  id: 'burrow',
  name: 'Burrow',
  hosts: [],
  default_currency: 'USD',
  default_locale: 'en',
  legal_name: 'Burrow Networks Ltd.',
  address: '1 Warren Lane, Dublin',
  tax_id: 'IE1234567BW',
  support_email: 'support@burrow.test',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderConsole(at: string) {
  return renderRoute({
    at,
    routes: [
      {
        Component: AdminLayout,
        children: [
          { path: '/admin/storefronts', Component: Storefronts },
          {
            path: '/admin/storefronts/:storefrontId/integrations',
            Component: StorefrontIntegrations,
          },
        ],
      },
    ],
  });
}

describe('the console’s storefronts (decision 0125)', () => {
  it('checks a new storefront before sending, keeps what was typed when the server refuses its host, then creates it', async () => {
    const acme = { ...burrow, id: 'acme', name: 'Acme VPN', hosts: ['shop.acme.test'] };
    const network = fakeFetch({
      [ME]: { body: me('admin') },
      [LIST]: [{ body: { storefronts: [burrow] } }, { body: { storefronts: [burrow, acme] } }],
      [CREATE]: [
        {
          status: 409,
          body: {
            error: {
              code: 'storefront_host_taken',
              message: 'taken',
              details: { hosts: ['shop.acme.test'] },
            },
          },
        },
        { status: 201, body: acme },
      ],
    });
    const { user } = renderConsole('/admin/storefronts');
    expect(
      await screen.findByText('Burrow Networks Ltd. · 1 Warren Lane, Dublin · IE1234567BW'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New storefront' }));
    const form = screen.getByRole('form', { name: 'New storefront' });
    await user.type(within(form).getByLabelText('Slug'), 'Acme Shop');
    await user.click(within(form).getByRole('button', { name: 'Create storefront' }));
    expect(within(form).getByLabelText('Slug')).toHaveAccessibleDescription(
      /lower-case letters.*Use 2 to 63 lower-case letters/,
    );
    expect(within(form).getByLabelText('Hosts')).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Slug'));
    await user.type(within(form).getByLabelText('Slug'), 'acme');
    await user.type(within(form).getByLabelText('Name'), 'Acme VPN');
    await user.type(within(form).getByLabelText('Hosts'), 'shop.acme.test');
    await user.type(within(form).getByLabelText('Legal name (on invoices)'), 'Acme GmbH');
    await user.type(within(form).getByLabelText('Address (on invoices)'), '1 Hauptstraße');
    await user.type(within(form).getByLabelText('Support email'), 'help@acme.test');
    await user.click(within(form).getByRole('button', { name: 'Create storefront' }));

    expect(
      await within(form).findByText('Another storefront already answers on shop.acme.test.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Acme VPN');

    await user.click(within(form).getByRole('button', { name: 'Create storefront' }));
    expect(await screen.findByText('Acme VPN (acme) was created.')).toBeInTheDocument();
    expect(network.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      slug: 'acme',
      hosts: ['shop.acme.test'],
      default_currency: 'USD',
      default_locale: 'en',
    });
    expect(
      await screen.findByRole('link', { name: 'API keys and webhooks of Acme VPN' }),
    ).toBeInTheDocument();
  });

  it('shows a new API key once, with a warning, and never lists it again', async () => {
    const apiKey = {
      id: '6f1c2a9e-0000-4000-8000-000000000009',
      name: 'VPN back office',
      prefix: 'bk_test_abcdefgh',
      scopes: ['webhooks:manage'],
      created_at: '2026-06-15T12:00:00.000Z',
      last_used_at: null,
      revoked_at: null,
    };
    const network = fakeFetch({
      [ME]: { body: me('admin') },
      [KEYS]: [{ body: { api_keys: [] } }, { body: { api_keys: [apiKey] } }],
      [CREATE_KEY]: { status: 201, body: { api_key: apiKey, key: 'bk_test_abcdefghSECRET' } },
      [HOOKS]: { body: { endpoints: [] } },
    });
    const { user } = renderConsole('/admin/storefronts/acme/integrations');
    expect(await screen.findByText('This storefront has no API keys yet.')).toBeInTheDocument();
    expect(screen.getByText('This storefront sends no webhooks yet.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New API key' });
    await user.type(within(form).getByLabelText('Name'), 'VPN back office');
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect(await within(form).findByText('Choose at least one scope.')).toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: 'webhooks:manage' }));
    await user.type(within(form).getByLabelText('Reason'), 'VPN integration');
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));

    expect(await screen.findByLabelText('Secret')).toHaveValue('bk_test_abcdefghSECRET');
    expect(screen.getByText(/you will not see this again/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(list).toHaveTextContent('bk_test_abcdefgh…');
    expect(list).not.toHaveTextContent('SECRET');
    expect(network.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'VPN back office',
      scopes: ['webhooks:manage'],
      reason: 'VPN integration',
    });

    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
  });

  it('lists webhook endpoints with their failures and disables one only with a reason', async () => {
    const endpoint = {
      id: '6f1c2a9e-0000-4000-8000-00000000000a',
      url: 'https://vpn.acme.test/hooks',
      description: '',
      event_types: ['entitlements.changed'],
      enabled: true,
      disabled_reason: null,
      created_at: '2026-06-15T12:00:00.000Z',
      updated_at: '2026-06-15T12:00:00.000Z',
      recent_failures: 3,
      last_failure_at: '2026-06-15T13:00:00.000Z',
    };
    const disabled = { ...endpoint, enabled: false, disabled_reason: 'disabled by the operator' };
    const network = fakeFetch({
      [ME]: { body: me('admin') },
      [KEYS]: { body: { api_keys: [] } },
      [HOOKS]: [{ body: { endpoints: [endpoint] } }, { body: { endpoints: [disabled] } }],
      [`PATCH /api/staff/v1/storefronts/acme/webhook-endpoints/${endpoint.id}`]: { body: disabled },
    });
    const { user } = renderConsole('/admin/storefronts/acme/integrations');
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(list).toHaveTextContent('3, last 2026-06-15 13:00 UTC');

    await user.click(within(list).getByRole('button', { name: /^Disable the endpoint/ }));
    await user.click(within(list).getByRole('button', { name: 'Disable' }));
    expect(await within(list).findByText('Say why, in a few words.')).toBeInTheDocument();
    expect(network.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(within(list).getByLabelText('Reason'), 'Receiver down');
    await user.click(within(list).getByRole('button', { name: 'Disable' }));
    expect(await within(list).findByText('Disabled: disabled by the operator')).toBeInTheDocument();
    expect(network.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      enabled: false,
      reason: 'Receiver down',
    });
  });

  it('says so when the list fails to load', async () => {
    fakeFetch({ [ME]: { body: me('admin') }, [LIST]: apiError(500, 'internal_error') });
    renderConsole('/admin/storefronts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('does not call the server for a role that may not manage storefronts', async () => {
    const network = fakeFetch({ [ME]: { body: me('finance') } });
    renderConsole('/admin/storefronts');
    expect(await screen.findByText('Your role does not allow this page.')).toBeInTheDocument();
    expect(network.calls.map((call) => call.path)).toEqual(['/api/staff/v1/me']);
  });
});
