import type { StaffReportSummary } from '@burrow/contract/staff-reports';
import { permissionsOf, type StaffRole } from '@burrow/domain/staff-permissions';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AdminLayout } from './admin-layout';
import { Component as ReportsRoute } from './reports-route';

const ME = 'GET /api/staff/v1/me';
const SUMMARY = 'GET /api/staff/v1/reports/summary';

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
      { Component: AdminLayout, children: [{ path: '/admin/reports', Component: ReportsRoute }] },
    ],
  });
}

const summary: StaffReportSummary = {
  from: '2026-11-01',
  to: '2026-11-03',
  storefront: null,
  as_of: '2026-11-03T12:00:00.000Z',
  subscribers: {
    active: 3,
    trials: 1,
    paused: 0,
    by_plan: [
      { tier: 'TIER_BASIC', months: 1, count: 1 },
      { tier: 'TIER_PREMIUM', months: 12, count: 2 },
    ],
  },
  mrr: [
    { currency: 'EUR', amount_minor: 996 },
    { currency: 'USD', amount_minor: 2499 },
  ],
  daily: [
    { day: '2026-11-01', new: 2, churned: 0 },
    { day: '2026-11-02', new: 1, churned: 1 },
    { day: '2026-11-03', new: 0, churned: 0 },
  ],
  renewals_due: { count: 1, by_currency: [{ currency: 'EUR', amount_minor: 1185, count: 1 }] },
  refund_rate: [{ currency: 'USD', collected_minor: 20_000, refunded_minor: 1_000, rate_bp: 500 }],
  recovery_rate: { failed: 2, recovered: 1, rate_bp: 5000 },
};

beforeEach(() => {
  // The chart measures its box; jsdom has no layout, so a box that never resizes will do.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('the reports page (decision 0126)', () => {
  it('shows the figures of the range asked for, the chart’s figures as a table, and links to both CSVs', async () => {
    const network = fakeFetch({ [ME]: { body: me('finance') }, [SUMMARY]: { body: summary } });
    renderConsole('/admin/reports?from=2026-11-01&to=2026-11-03');
    expect(
      await screen.findByRole('heading', { name: 'MRR (tax excluded)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('€9.96')).toBeInTheDocument();
    expect(screen.getByText('$24.99')).toBeInTheDocument();
    expect(screen.getByText('USD 5.00 %')).toBeInTheDocument();
    expect(screen.getByText('50.00 %')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 failed renewals paid since')).toBeInTheDocument();
    expect(screen.getByText(/3 new and 1 churned subscriptions over 3 days/)).toBeInTheDocument();
    // The chart's text alternative: every day's figures.
    expect(screen.getByText('2026-11-02').closest('tr')).toHaveTextContent('2026-11-0211');
    const byPlan = screen.getByRole('table', {
      name: 'Active subscribers by tier and plan length',
    });
    const premium = within(byPlan).getByRole('row', { name: /Premium/ });
    expect(premium).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Download invoices (CSV)' })).toHaveAttribute(
      'href',
      '/api/staff/v1/reports/invoices.csv?from=2026-11-01&to=2026-11-03',
    );
    expect(screen.getByRole('link', { name: 'Download refunds (CSV)' })).toHaveAttribute(
      'href',
      '/api/staff/v1/reports/refunds.csv?from=2026-11-01&to=2026-11-03',
    );
    expect(network.calls.filter((call) => call.path.endsWith('/reports/summary'))).toHaveLength(1);
  });

  it('explains a wrong custom range and keeps what was typed', async () => {
    fakeFetch({ [ME]: { body: me('admin') }, [SUMMARY]: { body: summary } });
    const { user } = renderConsole('/admin/reports?from=2026-11-01&to=2026-11-03');
    const from = await screen.findByLabelText('From (UTC)');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('The first day must not be after the last day.'),
    ).toBeInTheDocument();
    expect(from).toHaveValue('2026-12-01');
  });

  it('says so when the server refuses', async () => {
    fakeFetch({
      [ME]: { body: me('finance') },
      [SUMMARY]: [apiError(400, 'invalid_request', 'A report covers at most 366 days.')],
    });
    renderConsole('/admin/reports?from=2026-11-01&to=2026-11-03');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('an empty range says nothing happened', async () => {
    fakeFetch({
      [ME]: { body: me('finance') },
      [SUMMARY]: {
        body: {
          ...summary,
          subscribers: { active: 0, trials: 0, paused: 0, by_plan: [] },
          mrr: [],
          daily: summary.daily.map((day) => ({ ...day, new: 0, churned: 0 })),
          renewals_due: { count: 0, by_currency: [] },
          refund_rate: [],
          recovery_rate: { failed: 0, recovered: 0, rate_bp: null },
        },
      },
    });
    renderConsole('/admin/reports?from=2026-11-01&to=2026-11-03');
    expect(await screen.findByText(/Nothing happened in this range/)).toBeInTheDocument();
    expect(screen.getByText('No active subscribers.')).toBeInTheDocument();
  });

  it('support is told the page is not theirs, and the summary is never asked for', async () => {
    const network = fakeFetch({ [ME]: { body: me('support') } });
    renderConsole('/admin/reports');
    expect(await screen.findByText('Your role does not allow this page.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(network.calls.map((call) => call.path)).not.toContain('/api/staff/v1/reports/summary');
  });
});
