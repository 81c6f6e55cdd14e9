import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as DemoClockRoute } from './demo-clock-route';

const render = () =>
  renderRoute({ at: '/dev/clock', routes: [{ path: '/dev/clock', Component: DemoClockRoute }] });
const clock = (now: string, lastRun: object | null = null) => ({
  body: { now, offset_ms: 0, last_run: lastRun },
});

describe('/dev/clock', () => {
  it('moves the server clock forward and shows what billing did', async () => {
    const network = fakeFetch({
      'GET /api/dev/clock': clock('2026-06-01T10:00:00.000Z'),
      'POST /api/dev/clock/advance': clock('2026-07-01T10:00:00.000Z', {
        renewed: 2,
        failed: 1,
        expired: 0,
        deferred: 0,
        resumed: 0,
        refunded: 0,
        reminded: 1,
      }),
    });
    render();
    expect(await screen.findByText(/June 1, 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+30 days' }));
    expect(
      await screen.findByText('Billing ran: 2 renewed, 1 failed, 0 expired, 0 refunded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reminders emailed before a charge: 1')).toBeInTheDocument();
    expect(screen.getByText(/July 1, 2026/)).toBeInTheDocument();
    expect(network.calls.find((c) => c.method === 'POST')?.body).toEqual({ days: 30 });
  });

  it('says so on a server without a demo clock', async () => {
    fakeFetch({ 'GET /api/dev/clock': apiError(404, 'not_found') });
    render();
    expect(await screen.findByText(/exists only in demo mode/)).toBeInTheDocument();
  });
});
