import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AnalyticsRoute } from './analytics-route';

const COUNTS = 'GET /api/dev/analytics/event-counts';

/** The query strings the page asked with, in order (fakeFetch keys on the path alone). */
function recordQueries(): string[] {
  const answer = globalThis.fetch;
  const queries: string[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    queries.push(new URL(input, 'http://localhost').search);
    return answer(input, init);
  });
  return queries;
}

function renderAnalytics(at = '/dev/analytics') {
  return renderRoute({ at, routes: [{ path: '/dev/analytics', Component: AnalyticsRoute }] });
}

const week = { from: '2026-11-17', to: '2026-11-23' };

describe('/dev/analytics', () => {
  it("shows the server's last week per event and page, and the range it counted", async () => {
    fakeFetch({
      [COUNTS]: {
        body: {
          ...week,
          counts: [
            { event: 'page_view', page: '/order', count: 1200, sessions: 800 },
            { event: 'login_state', page: null, count: 3, sessions: 2 },
          ],
        },
      },
    });
    const queries = recordQueries();
    renderAnalytics();

    const table = await screen.findByRole('table', {
      name: 'Events from Nov 17, 2026 to Nov 23, 2026',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'page_view/order1,200800',
      'login_stateNo page32',
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-17');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-23');
    expect(queries).toEqual(['']);
  });

  it('asks for the chosen range and keeps it in the address', async () => {
    fakeFetch({
      [COUNTS]: [
        { body: { ...week, counts: [] } },
        { body: { from: '2026-10-01', to: '2026-10-31', counts: [] } },
      ],
    });
    const queries = recordQueries();
    const { user, router } = renderAnalytics();

    expect(await screen.findByText('No events from Nov 17, 2026 to Nov 23, 2026.')).toHaveAttribute(
      'role',
      'status',
    );
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Show counts' }));

    expect(await screen.findByText('No events from Oct 1, 2026 to Oct 31, 2026.')).toBeVisible();
    expect(queries).toEqual(['', '?from=2026-10-01&to=2026-10-31']);
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31');
  });

  it('marks a range that ends before it starts, and asks nothing', async () => {
    const fetch = fakeFetch({ [COUNTS]: { body: { ...week, counts: [] } } });
    const { user } = renderAnalytics();
    const to = await screen.findByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show counts' }));

    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The start date must not be after the end date.');
    expect(to).toHaveFocus();
    expect(fetch.calls).toHaveLength(1);
  });

  it('tells a day the server cannot count from a range in the wrong order', async () => {
    fakeFetch({ [COUNTS]: { body: { ...week, counts: [] } } });
    const { user } = renderAnalytics();
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '1969-12-31');
    await user.click(screen.getByRole('button', { name: 'Show counts' }));

    expect(from).toHaveAccessibleDescription('Enter a date.');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
  });

  it('says so when the server has no analytics counts', async () => {
    fakeFetch({ [COUNTS]: apiError(404, 'not_found') });
    renderAnalytics();
    expect(await screen.findByText(/exists in demo mode only/)).toHaveAttribute('role', 'status');
  });

  it('offers a retry when the counts cannot be read', async () => {
    fakeFetch({
      [COUNTS]: [apiError(500, 'internal_error'), { body: { ...week, counts: [] } }],
    });
    const { user } = renderAnalytics('/dev/analytics?from=2026-11-17&to=2026-11-23');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^No events from/)).toBeVisible();
  });
});
