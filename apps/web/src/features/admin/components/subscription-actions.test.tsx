import type { StaffCustomerDetail } from '@burrow/contract/staff';
import { permissionsOf, type StaffRole } from '@burrow/domain/staff-permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AdminLayout } from '../routes/admin-layout';
import { Component as CustomerRoute } from '../routes/customer-route';

const ME = 'GET /api/staff/v1/me';
const CUSTOMER_ID = '6f1c2a9e-0000-4000-8000-000000000001';
const SUBSCRIPTION_ID = '7a2d3b8f-0000-4000-8000-000000000002';
const CUSTOMER = `GET /api/staff/v1/customers/${CUSTOMER_ID}`;
const EXTEND = `POST /api/staff/v1/subscriptions/${SUBSCRIPTION_ID}/extend`;
const CANCEL = `POST /api/staff/v1/subscriptions/${SUBSCRIPTION_ID}/cancel`;
const PLANS = `GET /api/staff/v1/customers/${CUSTOMER_ID}/complimentary-plans`;
const GRANT = `POST /api/staff/v1/customers/${CUSTOMER_ID}/complimentary`;

function me(role: StaffRole) {
  return {
    staff: { id: 's1', email: `${role}@staff.example`, role },
    permissions: permissionsOf(role),
    idle_timeout_seconds: 1800,
    session_expires_at: '2026-06-15T20:00:00.000Z',
    recovery_codes_left: 10,
  };
}

const subscription = {
  id: SUBSCRIPTION_ID,
  reference: '3NQ8-V2XK',
  price_id: 'vpn-basic-1m-usd',
  status: 'active',
  current_period_end: '2026-03-02T09:00:00.000Z',
  auto_billing_enabled: true,
  billing_system: 'burrow',
  addons: [],
};

const detail: StaffCustomerDetail = {
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
  subscriptions: [subscription],
  devices: [],
  payment_methods: [],
  invoices: [],
  emails: [],
  sessions: { count: 0, items: [] },
  timeline: [],
};

const answer = {
  customer_id: CUSTOMER_ID,
  subscription: {
    id: SUBSCRIPTION_ID,
    reference: '3NQ8-V2XK',
    price_id: 'vpn-basic-1m-usd',
    status: 'active',
    current_period_end: '2026-03-09T09:00:00.000Z',
    auto_billing_enabled: true,
    revoked: false,
    billing_system: 'burrow',
    complimentary: false,
  },
};

function renderCustomer() {
  return renderRoute({
    at: `/admin/customers/${CUSTOMER_ID}`,
    routes: [
      {
        Component: AdminLayout,
        children: [{ path: '/admin/customers/:customerId', Component: CustomerRoute }],
      },
    ],
  });
}

const subscriptionsRegion = async () =>
  // The console's chunk and two queries come first; a loaded machine can take a while.
  screen
    .findByRole('region', { name: 'Subscriptions' }, { timeout: 5000 })
    .then((region) => within(region));

describe('the staff subscription actions on the customer page', () => {
  it('offers support none of them', async () => {
    fakeFetch({ [ME]: { body: me('support') }, [CUSTOMER]: { body: detail } });
    renderCustomer();
    const region = await subscriptionsRegion();
    expect(region.getByText('3NQ8-V2XK')).toBeInTheDocument();
    expect(region.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Grant complimentary plan' })).toBeNull();
  });

  it('offers an admin all of them', async () => {
    fakeFetch({ [ME]: { body: me('admin') }, [CUSTOMER]: { body: detail } });
    renderCustomer();
    const region = await subscriptionsRegion();
    expect(region.getByRole('button', { name: 'Extend' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Turn off automatic renewal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grant complimentary plan' })).toBeInTheDocument();
  });

  it('extends: asks for a reason, keeps what was entered on an error, retries with the same key, then refreshes the page', async () => {
    const network = fakeFetch({
      [ME]: { body: me('admin') },
      [CUSTOMER]: { body: detail },
      [EXTEND]: [apiError(409, 'subscription_action_not_allowed'), { body: answer }],
    });
    const { user } = renderCustomer();
    await user.click((await subscriptionsRegion()).getByRole('button', { name: 'Extend' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Extend 3NQ8-V2XK' }));

    const days = dialog.getByLabelText('Days to add');
    await user.clear(days);
    await user.type(days, '30');
    await user.click(dialog.getByRole('button', { name: 'Extend' }));
    expect(await dialog.findByText('Say why, in a few words.')).toBeInTheDocument();
    expect(network.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(dialog.getByLabelText(/Reason/), 'Outage last week');
    await user.click(dialog.getByRole('button', { name: 'Extend' }));
    expect(
      await dialog.findByText(
        'Not while the subscription is paused or its renewal payment has failed.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Days to add')).toHaveValue(30);
    expect(dialog.getByLabelText(/Reason/)).toHaveValue('Outage last week');

    await user.click(dialog.getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = network.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toMatchObject({ days: 30, reason: 'Outage last week' });
    // A retry of the same attempt: the server does it at most once.
    expect((posts[1]?.body as { idempotency_key: string }).idempotency_key).toBe(
      (posts[0]?.body as { idempotency_key: string }).idempotency_key,
    );
    await waitFor(() =>
      expect(network.calls.filter((call) => call.path.endsWith(CUSTOMER_ID))).toHaveLength(2),
    );
  });

  it('warns before ending access now, and sends that choice', async () => {
    const network = fakeFetch({
      [ME]: { body: me('admin') },
      [CUSTOMER]: { body: detail },
      [CANCEL]: {
        body: { ...answer, subscription: { ...answer.subscription, status: 'cancelled' } },
      },
    });
    const { user } = renderCustomer();
    await user.click((await subscriptionsRegion()).getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel 3NQ8-V2XK' }));
    expect(dialog.queryByText(/loses access at once/)).toBeNull();
    await user.click(dialog.getByRole('radio', { name: /Now: access ends immediately/ }));
    expect(dialog.getByRole('alert')).toHaveTextContent('loses access at once');
    await user.type(dialog.getByLabelText(/Reason/), 'Fraud confirmed');
    await user.click(dialog.getByRole('button', { name: 'End access now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      when: 'now',
      reason: 'Fraud confirmed',
    });
  });

  it('grants a complimentary plan chosen from the storefront’s plans, and words a refusal', async () => {
    const network = fakeFetch({
      [ME]: { body: me('admin') },
      [CUSTOMER]: { body: detail },
      [PLANS]: {
        body: {
          plans: [
            {
              id: 'vpn-premium-12m-usd',
              product_id: 'vpn-premium',
              product_name: 'Burrow VPN Premium',
              billing_cycle_months: 12,
            },
          ],
        },
      },
      [GRANT]: apiError(409, 'already_has_subscription'),
    });
    const { user } = renderCustomer();
    await user.click(await screen.findByRole('button', { name: 'Grant complimentary plan' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Grant a complimentary plan' }),
    );
    await user.selectOptions(await dialog.findByLabelText('Plan'), 'vpn-premium-12m-usd');
    const months = dialog.getByLabelText('Months');
    await user.clear(months);
    await user.type(months, '3');
    await user.type(dialog.getByLabelText(/Reason/), 'Press review account');
    await user.click(dialog.getByRole('button', { name: 'Grant' }));
    expect(
      await dialog.findByText(
        'The customer already has an active plan of this product: extend it instead.',
      ),
    ).toBeInTheDocument();
    expect(network.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      plan: 'vpn-premium-12m-usd',
      months: 3,
      reason: 'Press review account',
    });
    expect(dialog.getByLabelText('Plan')).toHaveValue('vpn-premium-12m-usd');
  });
});
