import type {
  StaffDisputeQueueResponse,
  StaffDunningQueueResponse,
} from '@burrow/contract/staff-queues';
import { permissionsOf, type StaffRole } from '@burrow/domain/staff-permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AdminLayout } from './admin-layout';
import { Component as QueuesRoute } from './queues-route';

const ME = 'GET /api/staff/v1/me';
const DUNNING = 'GET /api/staff/v1/queues/dunning';
const DISPUTES = 'GET /api/staff/v1/queues/disputes';
const CUSTOMER_ID = '6f1c2a9e-0000-4000-8000-000000000001';

function me(role: StaffRole) {
  return {
    staff: { id: 's1', email: `${role}@staff.example`, role },
    permissions: permissionsOf(role),
    idle_timeout_seconds: 1800,
    session_expires_at: '2026-06-15T20:00:00.000Z',
    recovery_codes_left: 10,
  };
}

function renderQueues(at: string) {
  return renderRoute({
    at,
    routes: [
      { Component: AdminLayout, children: [{ path: '/admin/queues', Component: QueuesRoute }] },
    ],
  });
}

const dunningRow: StaffDunningQueueResponse['items'][number] = {
  subscription_id: 'sub-1',
  subscription_reference: '3NQ8-V2XK',
  customer: { id: CUSTOMER_ID, email: 'ada@example.com', tenant_id: 'burrow' },
  provider: 'card',
  amount_due: { amount_minor: 1295, currency: 'USD' },
  invoice_number: 'BRW-2026-100002',
  failed_on: '2026-02-01T09:00:00.000Z',
  attempts: 2,
  last_decline_reason: 'insufficient_funds',
  last_attempt_at: '2026-02-02T09:00:00.000Z',
  next_retry_at: '2026-02-04T09:00:00.000Z',
  hard_declined: false,
  grace_ends_at: '2026-02-08T09:00:00.000Z',
};

const page = <T,>(items: T[], hasMore = false, at = 1) => ({
  items,
  page: at,
  page_size: 25,
  has_more: hasMore,
});

describe('the work queues of the operator console', () => {
  it('lists failing renewals with what support needs, each linking to the customer’s subscriptions, and applies filters from the address', async () => {
    const queries: URLSearchParams[] = [];
    fakeFetch({
      [ME]: { body: me('support') },
      [DUNNING]: ({ query }) => {
        queries.push(query);
        return { body: page([dunningRow], query.get('page') !== '2', Number(query.get('page'))) };
      },
    });
    const { user } = renderQueues('/admin/queues');

    const table = await screen.findByRole('table', { name: /Renewals in dunning/ });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('$12.95');
    expect(row).toHaveTextContent('insufficient funds');
    expect(row).toHaveTextContent('2026-02-04 09:00');
    expect(row).toHaveTextContent('2026-02-08 09:00');
    expect(within(row!).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      `/admin/customers/${CUSTOMER_ID}#subscriptions`,
    );
    expect(screen.getByRole('link', { name: 'Dunning' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByLabelText('Grace ends within'), '3');
    await user.selectOptions(screen.getByLabelText('Paid with'), 'paypal');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('table', { name: /Renewals in dunning/ });
    await expect.poll(() => queries.at(-1)?.get('deadline_within_days')).toBe('3');
    expect(queries.at(-1)?.get('provider')).toBe('paypal');
    expect(queries.at(-1)?.has('storefront')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expect.poll(() => queries.at(-1)?.get('page')).toBe('2');
    // The filters stay with the page.
    expect(queries.at(-1)?.get('provider')).toBe('paypal');
    // The console's navigation offers the page to support.
    expect(screen.getByRole('link', { name: 'Work queues' })).toBeInTheDocument();
  });

  it('says so when a queue is empty, and shows closed disputes by their status', async () => {
    const statuses: (string | null)[] = [];
    fakeFetch({
      [ME]: { body: me('finance') },
      [DISPUTES]: ({ query }) => {
        statuses.push(query.get('status'));
        const lost: StaffDisputeQueueResponse['items'] = [
          {
            provider: 'stripe',
            dispute_id: 'dp_1',
            customer: { id: CUSTOMER_ID, email: 'ada@example.com', tenant_id: 'burrow' },
            subscription_reference: '3NQ8-V2XK',
            invoice_number: 'BRW-2026-100001',
            amount: { amount_minor: 1295, currency: 'USD' },
            reason: 'fraudulent',
            status: 'lost',
            provider_status: 'lost',
            evidence_due_by: '2026-02-10T00:00:00.000Z',
            opened_at: '2026-02-01T09:00:00.000Z',
            closed_at: '2026-02-09T09:00:00.000Z',
          },
        ];
        return { body: page(query.get('status') === 'lost' ? lost : []) };
      },
    });
    const { user } = renderQueues('/admin/queues?queue=disputes');

    expect(await screen.findByText('No open disputes.')).toBeInTheDocument();
    expect(statuses).toEqual([null]);
    await user.selectOptions(screen.getByLabelText('Status'), 'lost');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const table = await screen.findByRole('table', { name: /Disputes/ });
    expect(table).toHaveTextContent('fraudulent');
    expect(within(table).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      `/admin/customers/${CUSTOMER_ID}#invoices`,
    );
  });

  it('words a failed call', async () => {
    fakeFetch({
      [ME]: { body: me('support') },
      'GET /api/staff/v1/queues/deletions': apiError(500, 'internal_error'),
    });
    renderQueues('/admin/queues?queue=deletions');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
  });
});
