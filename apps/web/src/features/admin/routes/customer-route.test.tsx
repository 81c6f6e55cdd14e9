import type { StaffCustomerDetail } from '@burrow/contract/staff';
import { permissionsOf, type StaffRole } from '@burrow/domain/staff-permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AdminLayout } from './admin-layout';
import { Component as CustomerRoute } from './customer-route';
import { Component as CustomerSearch } from './customer-search-route';

const ME = 'GET /api/staff/v1/me';
const CUSTOMER_ID = '6f1c2a9e-0000-4000-8000-000000000001';
const CUSTOMER = `GET /api/staff/v1/customers/${CUSTOMER_ID}`;
const SEARCH = 'GET /api/staff/v1/customers';

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
          { path: '/admin/customers', Component: CustomerSearch },
          { path: '/admin/customers/:customerId', Component: CustomerRoute },
        ],
      },
    ],
  });
}

const empty: StaffCustomerDetail = {
  profile: {
    id: CUSTOMER_ID,
    email: 'ada@example.com',
    tenant_id: 'burrow',
    locale: 'en',
    country: 'GB',
    created_at: '2026-01-01T09:00:00.000Z',
    email_verified_at: null,
    deletion: { state: 'none', completes_at: null },
  },
  subscriptions: [],
  devices: [],
  payment_methods: [],
  invoices: [],
  emails: [],
  sessions: { count: 0, items: [] },
  timeline: [],
};

const entry = {
  money: null,
  detail: null,
  invoice_number: null,
  subscription_reference: null,
};

const recovered: StaffCustomerDetail = {
  ...empty,
  subscriptions: [
    {
      id: 'sub-1',
      reference: '3NQ8-V2XK',
      price_id: 'vpn-basic-1m-usd',
      status: 'active',
      current_period_end: '2026-03-02T09:00:00.000Z',
      auto_billing_enabled: true,
      billing_system: 'burrow',
      addons: [{ product_id: 'identity-alerts', status: 'ACTIVE' }],
    },
  ],
  payment_methods: [
    {
      id: 'pm-1',
      type: 'card',
      brand: 'visa',
      last4: '4242',
      exp_month: 4,
      exp_year: 2029,
      is_default: true,
    },
  ],
  invoices: [
    {
      id: '7a0c2a9e-0000-4000-8000-000000000002',
      number: 'BRW-2026-100001',
      status: 'paid',
      total_minor: 1295,
      currency: 'USD',
      issued_at: '2026-02-01T09:00:00.000Z',
      paid_at: '2026-02-02T09:00:00.000Z',
      subscription_reference: '3NQ8-V2XK',
      refunded_minor: 0,
      refundable_minor: 1295,
    },
  ],
  emails: [
    {
      id: '6f1c2a9e-0000-4000-8000-0000000000e1',
      subject: 'We could not renew your Burrow subscription',
      to: 'ada@example.com',
      status: 'sent',
      created_at: '2026-02-01T09:00:00.000Z',
      sent_at: '2026-02-01T09:01:00.000Z',
    },
  ],
  sessions: {
    count: 1,
    items: [
      {
        created_at: '2026-02-03T10:00:00.000Z',
        last_seen_at: '2026-02-03T10:05:00.000Z',
        expires_at: '2026-03-03T10:00:00.000Z',
      },
    ],
  },
  timeline: [
    {
      ...entry,
      at: '2026-02-02T09:00:00.000Z',
      kind: 'charge_retry_succeeded',
      money: { amount_minor: 1295, currency: 'USD' },
      invoice_number: 'BRW-2026-100001',
      subscription_reference: '3NQ8-V2XK',
    },
    {
      ...entry,
      at: '2026-02-01T09:00:00.000Z',
      kind: 'charge_failed',
      money: { amount_minor: 1295, currency: 'USD' },
      detail: 'payment_declined',
      subscription_reference: '3NQ8-V2XK',
    },
    { ...entry, at: '2026-01-01T09:00:00.000Z', kind: 'account_created' },
  ],
};

describe('the customer page of the operator console', () => {
  it('opens from a search result and shows the customer, what they pay with and their timeline, newest first', async () => {
    const network = fakeFetch({
      [ME]: { body: me('support') },
      [SEARCH]: {
        body: {
          customers: [
            {
              id: CUSTOMER_ID,
              tenant_id: 'burrow',
              email: 'ada@example.com',
              created_at: '2026-01-01T09:00:00.000Z',
              deleted: false,
              matched_by: ['email'],
              subscriptions: [],
            },
          ],
          page: 1,
          page_size: 25,
          has_more: false,
        },
      },
      [CUSTOMER]: { body: recovered },
    });
    const { user } = renderConsole('/admin/customers?query=ada');

    // The first render loads the console's lazy modules (the page's dialogs too): slower than a tick.
    await user.click(
      await screen.findByRole('link', { name: 'ada@example.com' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('heading', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(screen.getByText(/Storefront burrow/)).toBeInTheDocument();
    expect(network.calls.map((call) => call.path)).toContain(
      `/api/staff/v1/customers/${CUSTOMER_ID}`,
    );

    const subscriptions = screen.getByRole('region', { name: 'Subscriptions' });
    expect(subscriptions).toHaveTextContent('3NQ8-V2XK');
    expect(subscriptions).toHaveTextContent('+ identity-alerts (active)');
    expect(screen.getByRole('region', { name: 'Payment methods' })).toHaveTextContent(
      'visa ending 4242',
    );
    expect(screen.getByRole('region', { name: 'Payment methods' })).toHaveTextContent('04/2029');
    expect(screen.getByRole('region', { name: 'Invoices' })).toHaveTextContent('$12.95');
    expect(screen.getByRole('region', { name: 'Sessions' })).toHaveTextContent('1 open');
    expect(screen.getByRole('region', { name: 'Devices' })).toHaveTextContent(
      'No devices activated.',
    );

    const rows = within(screen.getByRole('region', { name: 'Timeline' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Retry charged',
      'Charge declined',
      'Signed up',
    ]);
    expect(rows[1]).toHaveTextContent('2026-02-01 09:00');
    expect(rows[1]).toHaveTextContent('payment_declined');
    expect(rows[1]).toHaveTextContent('$12.95');
    expect(rows[0]).toHaveTextContent('BRW-2026-100001 · 3NQ8-V2XK');
  });

  it('says so when there is nothing yet', async () => {
    fakeFetch({ [ME]: { body: me('finance') }, [CUSTOMER]: { body: empty } });
    renderConsole(`/admin/customers/${CUSTOMER_ID}`);

    expect(await screen.findByRole('heading', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(screen.getByText('No subscriptions.')).toBeInTheDocument();
    expect(screen.getByText('No invoices.')).toBeInTheDocument();
    expect(screen.getByText('No saved payment methods.')).toBeInTheDocument();
    expect(screen.getByText('No emails sent.')).toBeInTheDocument();
    expect(screen.getByText('No open sessions.')).toBeInTheDocument();
    expect(screen.getByText('Nothing recorded yet.')).toBeInTheDocument();
  });

  it.each([
    [404, 'not_found', 'No customer has this id.'],
    [500, 'internal_error', 'Something went wrong. Try again.'],
  ])('answers a %i with its words', async (status, code, text) => {
    fakeFetch({ [ME]: { body: me('support') }, [CUSTOMER]: apiError(status, code) });
    renderConsole(`/admin/customers/${CUSTOMER_ID}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
