import { permissionsOf, type StaffRole } from '@burrow/domain/staff-permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AdminHome } from './admin-home-route';
import { Component as AdminLayout } from './admin-layout';
import { Component as AuditLog } from './audit-log-route';
import { Component as CustomerSearch } from './customer-search-route';

const ME = 'GET /api/staff/v1/me';
const SIGN_IN = 'POST /api/staff/v1/session';
const SEARCH = 'GET /api/staff/v1/customers';
const AUDIT = 'GET /api/staff/v1/audit-log';

function me(role: StaffRole) {
  return {
    staff: { id: 's1', email: `${role}@staff.example`, role },
    permissions: permissionsOf(role),
    idle_timeout_seconds: 1800,
    session_expires_at: '2026-06-15T20:00:00.000Z',
    recovery_codes_left: 10,
  };
}

function renderConsole(at: string) {
  return renderRoute({
    at,
    routes: [
      {
        Component: AdminLayout,
        children: [
          { path: '/admin', Component: AdminHome },
          { path: '/admin/customers', Component: CustomerSearch },
          { path: '/admin/audit-log', Component: AuditLog },
        ],
      },
    ],
  });
}

const customer = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  tenant_id: 'burrow',
  email: 'ada@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  deleted: false,
  matched_by: ['email'],
  subscriptions: [
    { id: 'x', reference: '3NQ8-V2XK', status: 'active', price_id: 'vpn-premium-12m-usd' },
  ],
};

describe('the operator console', () => {
  it('shows the staff sign-in until someone signs in, then the console', async () => {
    const network = fakeFetch({
      [ME]: apiError(401, 'unauthenticated'),
      [SIGN_IN]: [apiError(401, 'staff_sign_in_failed'), { body: me('support') }],
    });
    const { user } = renderConsole('/admin');

    await user.type(await screen.findByLabelText('Email'), 'support@staff.example');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email, password or code is not correct.',
    );

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JKMN-PQRS');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(
      network.calls.filter((call) => call.path.endsWith('/session')).map((c) => c.body),
    ).toEqual([
      { email: 'support@staff.example', password: 'secret-password', totp_code: '123456' },
      {
        email: 'support@staff.example',
        password: 'secret-password',
        recovery_code: 'ABCD-EFGH-JKMN-PQRS',
      },
    ]);
  });

  it.each([
    ['support', ['Overview', 'Customers', 'Work queues']],
    [
      'admin',
      [
        'Overview',
        'Customers',
        'Work queues',
        'Reports',
        'Coupons',
        'Gift cards',
        'Storefronts',
        'Staff',
        'Audit log',
      ],
    ],
  ] as const)('shows %s only the pages the role allows', async (role, links) => {
    fakeFetch({ [ME]: { body: me(role) } });
    renderConsole('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links);
  });

  it('tells a role without the permission instead of asking the server', async () => {
    const network = fakeFetch({ [ME]: { body: me('finance') } });
    renderConsole('/admin/audit-log');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role does not allow this page.',
    );
    expect(network.calls.map((call) => call.path)).toEqual(['/api/staff/v1/me']);
  });

  it('searches customers and shows what found them, or that nothing did', async () => {
    fakeFetch({
      [ME]: { body: me('support') },
      [SEARCH]: [
        { body: { customers: [customer], page: 1, page_size: 25, has_more: false } },
        { body: { customers: [], page: 1, page_size: 25, has_more: false } },
      ],
    });
    const { user } = renderConsole('/admin/customers');

    await user.type(await screen.findByRole('searchbox', { name: 'Search customers' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = (await screen.findByText('ada@example.com')).closest('tr');
    expect(row).toHaveTextContent('3NQ8-V2XK');
    expect(row).toHaveTextContent('email');

    await user.clear(screen.getByRole('searchbox', { name: 'Search customers' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No customer matches “nobody”.')).toBeInTheDocument();
  });

  it('lists the audit log for an admin, one customer’s when asked', async () => {
    const network = fakeFetch({
      [ME]: { body: me('admin') },
      [AUDIT]: {
        body: {
          entries: [
            {
              id: 'e1',
              occurred_at: '2026-06-15T12:00:00.000Z',
              staff: { id: 's2', email: 'support@staff.example' },
              action: 'customers.searched',
              customer_id: customer.id,
              target: null,
              before: null,
              after: { found: [customer.id] },
              reason: null,
              request_id: 'req-1',
            },
          ],
          page: 1,
          page_size: 25,
          has_more: false,
        },
      },
    });
    renderConsole(`/admin/audit-log?customer=${customer.id}`);
    const row = (await screen.findByText('customers.searched')).closest('tr');
    expect(row).toHaveTextContent('support@staff.example');
    expect(row).toHaveTextContent('2026-06-15 12:00:00');
    expect(network.calls.at(-1)?.path).toBe('/api/staff/v1/audit-log');
  });
});
