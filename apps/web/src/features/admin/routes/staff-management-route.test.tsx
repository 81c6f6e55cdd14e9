import { permissionsOf, type StaffRole } from '@burrow/domain/staff-permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AdminLayout } from './admin-layout';
import { Component as StaffInvitation } from './staff-invitation-route';
import { Component as StaffManagement } from './staff-management-route';

const ME = 'GET /api/staff/v1/me';
const LIST = 'GET /api/staff/v1/staff';
const INVITE = 'POST /api/staff/v1/staff/invitations';
const ACCEPT = 'POST /api/staff/v1/staff/invitations/accept';
const SLOW = { timeout: 5000 };

function me(role: StaffRole) {
  return {
    staff: { id: 's1', email: `${role}@staff.example`, role },
    permissions: permissionsOf(role),
    idle_timeout_seconds: 1800,
    session_expires_at: '2026-06-15T20:00:00.000Z',
    recovery_codes_left: 10,
  };
}

const list = {
  staff: [
    {
      id: 's1',
      email: 'admin@staff.example',
      role: 'admin',
      status: 'active',
      created_at: '2026-01-01T09:00:00.000Z',
      last_sign_in_at: '2026-02-01T09:00:00.000Z',
    },
    {
      id: '6f1c2a9e-0000-4000-8000-000000000002',
      email: 'sam@staff.example',
      role: 'support',
      status: 'active',
      created_at: '2026-01-02T09:00:00.000Z',
      last_sign_in_at: null,
    },
  ],
  pending_invitations: [],
};

const renderStaffPage = () =>
  renderRoute({
    at: '/admin/staff',
    routes: [
      { Component: AdminLayout, children: [{ path: '/admin/staff', Component: StaffManagement }] },
    ],
  });

describe('the staff page', () => {
  it('lists staff, invites a colleague keeping the form on a refusal, and offers to disable others only', async () => {
    const network = fakeFetch({
      [ME]: { body: me('admin') },
      [LIST]: { body: list },
      [INVITE]: [
        apiError(409, 'account_exists'),
        {
          status: 201,
          body: {
            id: 'i1',
            email: 'new@staff.example',
            role: 'finance',
            expires_at: '2026-02-04T09:00:00.000Z',
          },
        },
      ],
    });
    const { user } = renderStaffPage();

    const accounts = await screen.findByRole('region', { name: 'Staff accounts' }, SLOW);
    const rows = within(accounts).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveTextContent('Never');
    expect(within(rows[0]!).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Disable' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Invite a colleague' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText('Choose a role.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Email'), 'new@staff.example');
    await user.selectOptions(within(form).getByLabelText('Role'), 'finance');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This address already has a staff account.',
    );
    expect(within(form).getByLabelText('Email')).toHaveValue('new@staff.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findByText(/Invitation sent to new@staff.example/),
    ).toBeInTheDocument();
    expect(
      network.calls.filter((call) => call.path === '/api/staff/v1/staff/invitations')[1]?.body,
    ).toEqual({
      email: 'new@staff.example',
      role: 'finance',
    });
  });

  it('is not for support', async () => {
    const network = fakeFetch({ [ME]: { body: me('support') } });
    renderStaffPage();
    expect(
      await screen.findByText('Your role does not allow this page.', {}, SLOW),
    ).toBeInTheDocument();
    expect(network.calls.map((call) => call.path)).not.toContain('/api/staff/v1/staff');
  });
});

describe('the invitation page', () => {
  it('sets a password and shows the secret and recovery codes once, until they are saved', async () => {
    const network = fakeFetch({
      [ACCEPT]: [
        apiError(403, 'invalid_or_expired_link'),
        {
          status: 201,
          body: {
            staff: { id: 's9', email: 'new@staff.example', role: 'finance' },
            totp_secret: 'JBSWY3DPEHPK3PXP',
            otpauth_uri:
              'otpauth://totp/Burrow%20staff:new%40staff.example?secret=JBSWY3DPEHPK3PXP',
            recovery_codes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'],
          },
        },
      ],
    });
    const { user } = renderRoute({
      at: '/admin/invitation?token=abcdefghijklmnopqrstuvwxyz',
      routes: [{ path: '/admin/invitation', Component: StaffInvitation }],
    });
    await user.type(
      await screen.findByLabelText('Choose a password', {}, SLOW),
      'Tunnels under the hill 42!',
    );
    await user.type(screen.getByLabelText('Repeat the password'), 'Tunnels under the hill 42!');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired');
    expect(screen.getByLabelText('Choose a password')).toHaveValue('Tunnels under the hill 42!');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Sign in to the console' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I saved/ }));
    expect(screen.getByRole('link', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(network.calls[0]?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
      password: 'Tunnels under the hill 42!',
    });
  });

  it('says a link without its token is incomplete', async () => {
    fakeFetch({});
    renderRoute({
      at: '/admin/invitation',
      routes: [{ path: '/admin/invitation', Component: StaffInvitation }],
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('incomplete');
  });
});
