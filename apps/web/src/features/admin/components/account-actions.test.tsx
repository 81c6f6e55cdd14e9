import type { StaffCustomerDetail } from '@burrow/contract/staff';
import { permissionsOf, type StaffRole } from '@burrow/domain/staff-permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, type FakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AdminLayout } from '../routes/admin-layout';
import { Component as CustomerRoute } from '../routes/customer-route';

const CUSTOMER_ID = '6f1c2a9e-0000-4000-8000-000000000001';
const INVOICE_ID = '6f1c2a9e-0000-4000-8000-0000000000a1';
const EMAIL_ID = '6f1c2a9e-0000-4000-8000-0000000000e1';
const ME = 'GET /api/staff/v1/me';
const CUSTOMER = `GET /api/staff/v1/customers/${CUSTOMER_ID}`;
const END_SESSIONS = `POST /api/staff/v1/customers/${CUSTOMER_ID}/sessions/end`;
const START_DELETION = `POST /api/staff/v1/customers/${CUSTOMER_ID}/deletion`;
const CANCEL_DELETION = `DELETE /api/staff/v1/customers/${CUSTOMER_ID}/deletion`;
const RETRY = `POST /api/staff/v1/invoices/${INVOICE_ID}/retry-payment`;
const RESEND = `POST /api/staff/v1/emails/${EMAIL_ID}/resend`;

/** The first render loads the console's lazy modules: slower than one tick on a busy machine. */
const SLOW = { timeout: 5000 };

function me(role: StaffRole, permissions = permissionsOf(role)) {
  return {
    staff: { id: 's1', email: `${role}@staff.example`, role },
    permissions,
    idle_timeout_seconds: 1800,
    session_expires_at: '2026-06-15T20:00:00.000Z',
    recovery_codes_left: 10,
  };
}

const detail = (
  deletion: StaffCustomerDetail['profile']['deletion'] = { state: 'none', completes_at: null },
): StaffCustomerDetail => ({
  profile: {
    id: CUSTOMER_ID,
    email: 'ada@example.com',
    tenant_id: 'burrow',
    locale: 'en',
    country: 'GB',
    created_at: '2026-01-01T09:00:00.000Z',
    email_verified_at: null,
    deletion,
  },
  subscriptions: [],
  devices: [],
  payment_methods: [],
  invoices: [
    {
      id: INVOICE_ID,
      number: 'BRW-2026-100002',
      status: 'payment_due',
      total_minor: 1295,
      currency: 'USD',
      issued_at: '2026-02-01T09:00:00.000Z',
      paid_at: null,
      subscription_reference: '3NQ8-V2XK',
      refunded_minor: 0,
      refundable_minor: 0,
    },
    {
      id: '6f1c2a9e-0000-4000-8000-0000000000a0',
      number: 'BRW-2026-100001',
      status: 'paid',
      total_minor: 1295,
      currency: 'USD',
      issued_at: '2026-01-01T09:00:00.000Z',
      paid_at: '2026-01-01T09:00:00.000Z',
      subscription_reference: '3NQ8-V2XK',
      refunded_minor: 0,
      refundable_minor: 1295,
    },
  ],
  emails: [
    {
      id: EMAIL_ID,
      subject: 'Your Burrow receipt',
      to: 'ada@example.com',
      status: 'failing',
      created_at: '2026-02-01T09:00:00.000Z',
      sent_at: null,
    },
  ],
  sessions: { count: 2, items: [] },
  timeline: [],
});

function renderPage() {
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

const callsTo = (network: FakeFetch, key: string) =>
  network.calls.filter((call) => `${call.method} ${call.path}` === key);

describe('the customer page’s account actions', () => {
  it('ends every session with a reason, keeps the reason on an error, then refreshes the page', async () => {
    const network = fakeFetch({
      [ME]: { body: me('support') },
      [CUSTOMER]: { body: detail() },
      [END_SESSIONS]: [
        apiError(500, 'internal_error'),
        { body: { customer_id: CUSTOMER_ID, ended: 2 } },
      ],
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'End all sessions' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'End all sessions' });
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(within(dialog).getByText('Say why, in a few words.')).toBeInTheDocument();
    expect(callsTo(network, END_SESSIONS)).toHaveLength(0);

    const reason = within(dialog).getByLabelText('Reason (kept in the audit log)');
    await user.type(reason, 'Stolen laptop');
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Try again.',
    );
    expect(reason).toHaveValue('Stolen laptop');

    const reads = callsTo(network, CUSTOMER).length;
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('2 sessions ended.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(network, END_SESSIONS).map((call) => call.body)).toEqual([
      { reason: 'Stolen laptop' },
      { reason: 'Stolen laptop' },
    ]);
    expect(callsTo(network, CUSTOMER).length).toBeGreaterThan(reads);
  });

  it('offers deletion to admins only: start when none is pending, cancel when one is', async () => {
    fakeFetch({ [ME]: { body: me('support') }, [CUSTOMER]: { body: detail() } });
    const support = renderPage();
    expect(
      await screen.findByRole('button', { name: 'End all sessions' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start deletion' })).not.toBeInTheDocument();
    support.unmount();

    const network = fakeFetch({
      [ME]: { body: me('admin') },
      [CUSTOMER]: {
        body: detail({ state: 'pending', completes_at: '2026-03-01T09:00:00.000Z' }),
      },
      [CANCEL_DELETION]: apiError(409, 'account_deletion_blocked'),
      [START_DELETION]: { body: {} },
    });
    const { user } = renderPage();
    expect(
      await screen.findByRole('button', { name: 'Cancel deletion' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start deletion' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel account deletion' });
    await user.type(within(dialog).getByRole('textbox'), 'Changed their mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel deletion' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'the customer must cancel it there first',
    );
    expect(callsTo(network, CANCEL_DELETION)[0]?.body).toEqual({ reason: 'Changed their mind' });
  });

  it('retries a failed payment with one key per attempt and says how it ended', async () => {
    const network = fakeFetch({
      [ME]: { body: me('support') },
      [CUSTOMER]: { body: detail() },
      [RETRY]: [
        apiError(503, 'service_unavailable'),
        {
          body: {
            outcome: 'declined',
            decline_reason: 'insufficient_funds',
            customer_id: CUSTOMER_ID,
            invoice: {
              id: INVOICE_ID,
              number: 'BRW-2026-100002',
              status: 'payment_due',
              total_minor: 1295,
              currency: 'USD',
            },
            subscription: { id: 'sub-1', status: 'active' },
          },
        },
      ],
    });
    const { user } = renderPage();

    const invoices = await screen.findByRole('region', { name: 'Invoices' }, SLOW);
    // Only the invoice whose payment failed can be retried.
    expect(within(invoices).getAllByRole('button', { name: 'Retry payment' })).toHaveLength(1);
    await user.click(within(invoices).getByRole('button', { name: 'Retry payment' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Card topped up');
    await user.click(within(dialog).getByRole('button', { name: 'Retry payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment provider could not be reached.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText(/was declined \(insufficient funds\)/)).toBeInTheDocument();
    const bodies = callsTo(network, RETRY).map(
      (call) => call.body as { reason: string; idempotency_key: string },
    );
    expect(bodies).toHaveLength(2);
    // The second try repeats the first: whatever reached the gateway is not charged twice.
    expect(bodies[1]?.idempotency_key).toBe(bodies[0]?.idempotency_key);
    expect(bodies[0]?.reason).toBe('Card topped up');
  });

  it('resends an email without a reason, and shows its delivery state', async () => {
    const network = fakeFetch({
      [ME]: { body: me('support') },
      [CUSTOMER]: { body: detail() },
      [RESEND]: {
        body: {
          customer_id: CUSTOMER_ID,
          original_email_id: EMAIL_ID,
          email: {
            id: 'copy',
            subject: 'Your Burrow receipt',
            to: 'ada@example.com',
            created_at: '2026-02-02T09:00:00.000Z',
          },
        },
      },
    });
    const { user } = renderPage();

    const emails = await screen.findByRole('region', { name: 'Emails' }, SLOW);
    expect(emails).toHaveTextContent('Failing, retrying');
    await user.click(within(emails).getByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend email' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Queued again.')).toBeInTheDocument();
    expect(callsTo(network, RESEND)[0]?.body).toEqual({
      idempotency_key: expect.any(String),
    });
  });

  it('shows no action a role may not take', async () => {
    fakeFetch({
      [ME]: { body: me('support', ['customers:read', 'timeline:read']) },
      [CUSTOMER]: { body: detail() },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'ada@example.com' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End all sessions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });
});
