import type { HolidayEsim } from '@burrow/contract/esims';
import { notifyManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as EsimRoute } from './esim-route';

const LIST = 'GET /api/v2/esims/';
const base = {
  id: 'e1',
  krn: 'krn:esim:e1',
  subscription_krn: 'krn:subscription:s1',
  plan_name: 'Burrow VPN Premium',
  // Midday UTC: the same calendar day in every test machine's time zone.
  requested_at: '2026-06-05T12:00:00.000Z',
};
const esim: HolidayEsim = {
  ...base,
  status: 'ready',
  data_gb: 5,
  expires: '2026-07-05T12:00:00.000Z',
  usable: true,
  activation_code: 'LPA:1$smdp.sandbox.burrow.test$ABC123',
  smdp_address: 'smdp.sandbox.burrow.test',
  matching_id: 'ABC123',
};
const beingSetUp: HolidayEsim = { ...base, status: 'being_set_up' };
const listOf = (...esims: HolidayEsim[]) => ({ body: { esims } });

const render = () =>
  renderRoute({ at: '/esim', routes: [{ path: '/esim', Component: EsimRoute }] });

describe('/esim', () => {
  it('shows the allowance, the expiry and a QR code to install it', async () => {
    fakeFetch({ [LIST]: listOf(esim) });
    render();
    const card = await screen.findByRole('article', { name: 'Holiday eSIM, 5 GB' });
    expect(within(card).getByText('Ready to install')).toBeInTheDocument();
    expect(within(card).getByText('July 5, 2026')).toBeInTheDocument();
    const qr = within(card).getByRole('img', { name: 'QR code to install your holiday eSIM' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(card).getByText('ABC123')).toBeInTheDocument();
    expect(within(card).getByText('smdp.sandbox.burrow.test')).toBeInTheDocument();
    expect(within(card).queryByText('Being set up')).not.toBeInTheDocument();
  });

  it('shows no QR code for an expired eSIM', async () => {
    fakeFetch({ [LIST]: listOf({ ...esim, usable: false }) });
    render();
    const card = await screen.findByRole('article', { name: 'Holiday eSIM, 5 GB' });
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says an eSIM being set up is on its way: the plan, since when and what happens next', async () => {
    fakeFetch({ [LIST]: listOf(beingSetUp) });
    render();
    const card = await screen.findByRole('article', { name: 'Holiday eSIM' });
    expect(within(card).getByText('Being set up')).toBeInTheDocument();
    expect(within(card).getByText('Comes with Burrow VPN Premium')).toBeInTheDocument();
    expect(within(card).getByText(/^June 5, 2026/, { selector: 'dd' })).toBeInTheDocument();
    const next = within(card).getByText(
      /^We are setting up your holiday eSIM\. This usually takes a few minutes\. The QR code/,
    );
    expect(next.closest('[role="status"]')).not.toBeNull();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByText('Ready to install')).not.toBeInTheDocument();
  });

  it('says when there is no eSIM, and retries a failed load', async () => {
    fakeFetch({ [LIST]: [apiError(503, 'service_unavailable'), listOf()] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('You have no holiday eSIM. Some plans include one as a travel perk.'),
    ).toBeInTheDocument();
  });
});

describe('/esim while an eSIM is being set up', () => {
  /**
   * Moves the clock, then lets what it started finish: a fake fetch answers on real
   * macrotasks, which the fake clock does not run, so they are waited for for real.
   */
  const advance = async (view: ReturnType<typeof render>, ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
      while (view.queryClient.isFetching() > 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
  };

  beforeEach(() => {
    // Query results reach React through a zero timeout by default; a fake clock would hold
    // them back, so here they are delivered as microtasks.
    notifyManager.setScheduler(queueMicrotask);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.useRealTimers();
  });

  it('asks every 4 seconds until it is ready, then shows the QR code, announces it and stops', async () => {
    const network = fakeFetch({ [LIST]: [listOf(beingSetUp), listOf(beingSetUp), listOf(esim)] });
    const view = render();
    await advance(view, 0);
    expect(screen.getByRole('article', { name: 'Holiday eSIM' })).toBeInTheDocument();
    expect(network.calls).toHaveLength(1);

    await advance(view, 3_999);
    expect(network.calls).toHaveLength(1);
    await advance(view, 1);
    expect(network.calls).toHaveLength(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await advance(view, 4_000);
    const card = screen.getByRole('article', { name: 'Holiday eSIM, 5 GB' });
    expect(
      within(card).getByRole('img', { name: 'QR code to install your holiday eSIM' }),
    ).toBeInTheDocument();
    const announcement = within(card).getByText('Your holiday eSIM is ready to install.');
    expect(announcement.closest('[role="status"]')).not.toBeNull();
    expect(within(card).queryByText('Being set up')).not.toBeInTheDocument();

    await advance(view, 20_000);
    expect(network.calls).toHaveLength(3);
  });

  it('does not ask again when every eSIM is ready', async () => {
    const network = fakeFetch({ [LIST]: listOf(esim) });
    const view = render();
    await advance(view, 20_000);
    expect(network.calls).toHaveLength(1);
    expect(screen.queryByText('Your holiday eSIM is ready to install.')).not.toBeInTheDocument();
  });
});
