import type { StaffCustomerDetail, StaffInvoiceRefundResponse } from '@burrow/contract/staff';
import { permissionsOf } from '@burrow/domain/staff-permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AdminLayout } from '../routes/admin-layout';
import { Component as CustomerRoute } from '../routes/customer-route';

const ME = 'GET /api/staff/v1/me';
const CUSTOMER_ID = '6f1c2a9e-0000-4000-8000-000000000001';
const INVOICE_ID = '7a0c2a9e-0000-4000-8000-000000000002';
const CUSTOMER = `GET /api/staff/v1/customers/${CUSTOMER_ID}`;
const REFUND = `POST /api/staff/v1/invoices/${INVOICE_ID}/refund`;

const me = {
  staff: { id: 's1', email: 'support@staff.example', role: 'support' as const },
  permissions: permissionsOf('support'),
  idle_timeout_seconds: 1800,
  session_expires_at: '2026-06-15T20:00:00.000Z',
  recovery_codes_left: 10,
};

const invoice: StaffCustomerDetail['invoices'][number] = {
  id: INVOICE_ID,
  number: 'BRW-2026-001015',
  status: 'paid',
  total_minor: 1295,
  currency: 'USD',
  issued_at: '2026-02-01T09:00:00.000Z',
  paid_at: '2026-02-02T09:00:00.000Z',
  subscription_reference: '3NQ8-V2XK',
  refunded_minor: 0,
  refundable_minor: 1295,
};

function customer(invoices: StaffCustomerDetail['invoices']): StaffCustomerDetail {
  return {
    profile: {
      id: CUSTOMER_ID,
      email: 'recovered@example.com',
      tenant_id: 'burrow',
      locale: 'en',
      country: 'US',
      created_at: '2026-01-01T09:00:00.000Z',
      email_verified_at: null,
      deletion: { state: 'none', completes_at: null },
    },
    subscriptions: [],
    devices: [],
    payment_methods: [],
    invoices,
    emails: [],
    sessions: { count: 0, items: [] },
    timeline: [],
  };
}

const refunded: StaffInvoiceRefundResponse = {
  refund: {
    id: 'r1',
    amount_minor: 500,
    currency: 'USD',
    created_at: '2026-02-03T09:00:00.000Z',
    access_revoked: true,
  },
  customer_id: CUSTOMER_ID,
  invoice: {
    id: INVOICE_ID,
    number: invoice.number,
    status: 'paid',
    currency: 'USD',
    total_minor: 1295,
    refunded_minor: 500,
    remaining_minor: 795,
  },
  subscription: null,
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

async function openDialog(user: ReturnType<typeof renderCustomer>['user']) {
  await user.click(await screen.findByRole('button', { name: `Refund invoice ${invoice.number}` }));
  return screen.findByRole('dialog', { name: `Refund invoice ${invoice.number}` });
}

describe('the refund dialog of the customer page', () => {
  it('gives back part of a payment with a reason, ending access, then shows the refunded amount', async () => {
    const network = fakeFetch({
      [ME]: { body: me },
      [CUSTOMER]: [
        { body: customer([invoice]) },
        {
          body: customer([{ ...invoice, refunded_minor: 500, refundable_minor: 795 }]),
        },
      ],
      [REFUND]: { body: refunded },
    });
    const { user } = renderCustomer();

    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(
      within(invoices).getByRole('link', { name: `PDF of invoice ${invoice.number}` }),
    ).toHaveAttribute('href', `/api/staff/v1/invoices/${INVOICE_ID}/pdf`);
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('$12.95 is left to refund');
    const amount = within(dialog).getByLabelText('Amount to refund (USD)');
    expect(amount).toHaveValue('12.95');

    // Nothing goes out without a reason.
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12.95' }));
    expect(
      within(dialog).getByText('Say why the money goes back: the audit log keeps it.'),
    ).toBeVisible();
    expect(network.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('checkbox', { name: /Also end access/ }));
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Outage on 1 February');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $5.00' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Refunded $5.00.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = network.calls.filter((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      amount_minor: 500,
      revoke_access: true,
      reason: 'Outage on 1 February',
      idempotency_key: expect.stringMatching(/^console-/),
    });
    // The page is read again: the invoice shows what was given back.
    const row = within(invoices).getByRole('row', { name: /BRW-2026-001015/ });
    await waitFor(() => expect(row).toHaveTextContent('$5.00'));
    expect(network.calls.filter((call) => call.path.endsWith(CUSTOMER_ID))).toHaveLength(2);
  });

  it('after a refund in full the outcome has focus and the button is gone', async () => {
    fakeFetch({
      [ME]: { body: me },
      [CUSTOMER]: [
        { body: customer([invoice]) },
        {
          body: customer([
            { ...invoice, status: 'refunded', refunded_minor: 1295, refundable_minor: 0 },
          ]),
        },
      ],
      [REFUND]: {
        body: {
          ...refunded,
          refund: { ...refunded.refund, amount_minor: 1295, access_revoked: false },
          invoice: {
            ...refunded.invoice,
            status: 'refunded',
            refunded_minor: 1295,
            remaining_minor: 0,
          },
        },
      },
    });
    const { user } = renderCustomer();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12.95' }));

    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent('Refunded $12.95.');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Refund invoice/ })).not.toBeInTheDocument(),
    );
    expect(outcome).toHaveFocus();
  });

  it('keeps what was typed through an error, says why, and retries with the same key', async () => {
    const network = fakeFetch({
      [ME]: { body: me },
      [CUSTOMER]: { body: customer([invoice]) },
      [REFUND]: [
        apiError(503, 'service_unavailable'),
        {
          status: 409,
          body: {
            error: {
              code: 'refund_exceeds_remaining',
              message: 'x',
              details: { remaining_minor: 0 },
            },
          },
        },
        {
          status: 409,
          body: {
            error: {
              code: 'invoice_not_refundable',
              message: 'x',
              details: { reason: 'already_refunded' },
            },
          },
        },
      ],
    });
    const { user } = renderCustomer();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Duplicate purchase');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12.95' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment provider could not be reached. Nothing was charged or refunded: try again in a minute.',
    );
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Duplicate purchase');
    expect(within(dialog).getByLabelText('Amount to refund (USD)')).toHaveValue('12.95');

    await user.click(within(dialog).getByRole('button', { name: 'Refund $12.95' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That is more than is left to refund on this invoice.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12.95' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This invoice is already refunded in full.',
    );

    const keys = network.calls
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('closes on Escape, hands focus back, and a new opening is a new refund', async () => {
    const network = fakeFetch({
      [ME]: { body: me },
      [CUSTOMER]: { body: customer([invoice]) },
      [REFUND]: apiError(503, 'service_unavailable'),
    });
    const { user } = renderCustomer();
    let dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Amount to refund (USD)')).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'First try');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12.95' }));
    await within(dialog).findByRole('alert');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Refund invoice ${invoice.number}` })).toHaveFocus();

    dialog = await openDialog(user);
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Second try');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12.95' }));
    await within(dialog).findByRole('alert');
    const keys = network.calls
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('offers no refund for an invoice with nothing left, nor to a role without the permission', async () => {
    fakeFetch({
      [ME]: { body: { ...me, permissions: me.permissions.filter((p) => p !== 'refunds:create') } },
      [CUSTOMER]: {
        body: customer([
          invoice,
          {
            ...invoice,
            id: 'other',
            number: 'BRW-2026-001014',
            status: 'refunded',
            refunded_minor: 1295,
            refundable_minor: 0,
          },
        ]),
      },
    });
    renderCustomer();
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(within(invoices).getAllByRole('link', { name: /^PDF of invoice/ })).toHaveLength(2);
    expect(within(invoices).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    expect(within(invoices).getByRole('row', { name: /BRW-2026-001014/ })).toHaveTextContent(
      '$12.95',
    );
  });
});
