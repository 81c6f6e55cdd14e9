import type { Subscription } from '@burrow/contract/subscriptions';
import { notifyManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubscription, daysFromNow } from '../../../test/builders';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as AircoveCouponRoute } from './aircove-coupon-route';

const KRN = 'krn:subscription:s1';
const GET = `GET /api/v2/subscriptions/${encodeURIComponent(KRN)}`;
const READY = 'Your Aircove coupon code is ready.';
const ready: Subscription['aircoveCoupon'] = {
  krn: 'krn:coupon:c1',
  status: 'ready',
  code: 'AIRCOVE-7F3A',
  expires: daysFromNow(60),
};
const beingSetUp: Subscription['aircoveCoupon'] = {
  krn: 'krn:coupon:c1',
  status: 'being_set_up',
  // Midday UTC: the same calendar day in every test machine's time zone.
  requested_at: '2026-06-05T12:00:00.000Z',
};
const withCoupon = (aircoveCoupon: Subscription['aircoveCoupon']) => ({
  body: createSubscription({ krn: KRN, plan_name: 'Burrow VPN Premium', aircoveCoupon }),
});

const render = () =>
  renderRoute({
    at: `/my-subscriptions/${KRN}/aircove-coupon`,
    routes: [{ path: '/my-subscriptions/:krn/aircove-coupon', Component: AircoveCouponRoute }],
  });

describe('/my-subscriptions/{krn}/aircove-coupon', () => {
  it('shows the coupon code and until when it can be used', async () => {
    fakeFetch({ [GET]: withCoupon(ready) });
    render();
    expect(await screen.findByText('AIRCOVE-7F3A')).toBeInTheDocument();
    expect(screen.getByText(/^Use it by \w+ \d{1,2}, \d{4}\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
  });

  it('says a coupon being set up is on its way: since when and what happens next, no code', async () => {
    fakeFetch({ [GET]: withCoupon(beingSetUp) });
    render();
    const card = await screen.findByRole('region', { name: 'Your coupon code' });
    expect(within(card).getByText(/^June 5, 2026/, { selector: 'dd' })).toBeInTheDocument();
    const next = within(card).getByText(
      /^We are setting up your Aircove coupon\. This usually takes a few minutes\. The code/,
    );
    expect(next.closest('[role="status"]')).not.toBeNull();
    expect(within(card).queryByRole('button', { name: 'Copy code' })).not.toBeInTheDocument();
    expect(within(card).queryByText(/^Use it by/)).not.toBeInTheDocument();
  });

  it('says when the coupon has expired', async () => {
    fakeFetch({
      [GET]: withCoupon({
        krn: 'krn:coupon:c1',
        status: 'ready',
        code: 'OLD',
        expires: daysFromNow(-2),
      }),
    });
    render();
    expect(await screen.findByText(/^This coupon expired on/)).toBeInTheDocument();
    expect(screen.queryByText('OLD')).not.toBeInTheDocument();
  });

  describe('judged by the server’s clock, not the device’s', () => {
    afterEach(() => vi.useRealTimers());
    const readAt = (asOf: string, expires: string) => ({
      body: createSubscription({
        krn: KRN,
        plan_name: 'Burrow VPN Premium',
        as_of: asOf,
        aircoveCoupon: { krn: 'krn:coupon:c1', status: 'ready', code: 'AIRCOVE-7F3A', expires },
      }),
    });

    it('an expired coupon stays expired on a device whose clock is years behind', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2020-01-01T12:00:00Z'));
      fakeFetch({ [GET]: readAt('2026-11-27T12:00:00Z', '2026-11-20T12:00:00Z') });
      render();
      expect(await screen.findByText(/^This coupon expired on/)).toBeInTheDocument();
      expect(screen.queryByText('AIRCOVE-7F3A')).not.toBeInTheDocument();
    });

    it('a valid coupon is shown on a device whose clock is years ahead', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-01-01T12:00:00Z'));
      fakeFetch({ [GET]: readAt('2026-11-27T12:00:00Z', '2027-01-20T12:00:00Z') });
      render();
      expect(await screen.findByText('AIRCOVE-7F3A')).toBeInTheDocument();
      expect(screen.queryByText(/^This coupon expired on/)).not.toBeInTheDocument();
    });
  });

  it('says when the subscription has no coupon', async () => {
    fakeFetch({ [GET]: withCoupon(null) });
    render();
    expect(
      await screen.findByText('Your Burrow VPN Premium plan has no Aircove coupon.'),
    ).toBeInTheDocument();
  });

  it('says when there is no such subscription, without offering a retry', async () => {
    fakeFetch({ [GET]: apiError(404, 'not_found') });
    render();
    expect(await screen.findByText('We could not find this subscription.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    fakeFetch({ [GET]: [apiError(503, 'service_unavailable'), withCoupon(ready)] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('AIRCOVE-7F3A')).toBeInTheDocument();
  });
});

describe('/my-subscriptions/{krn}/aircove-coupon while the coupon is being set up', () => {
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

  it('asks every 4 seconds until the code is issued, then shows it, announces it and stops', async () => {
    const network = fakeFetch({
      [GET]: [withCoupon(beingSetUp), withCoupon(beingSetUp), withCoupon(ready)],
    });
    const view = render();
    await advance(view, 0);
    expect(screen.getByText(/^We are setting up your Aircove coupon/)).toBeInTheDocument();
    expect(network.calls).toHaveLength(1);

    await advance(view, 3_999);
    expect(network.calls).toHaveLength(1);
    await advance(view, 1);
    expect(network.calls).toHaveLength(2);
    expect(screen.queryByText('AIRCOVE-7F3A')).not.toBeInTheDocument();

    await advance(view, 4_000);
    expect(screen.getByText('AIRCOVE-7F3A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    const announcement = screen.getByText(READY);
    expect(announcement.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/^We are setting up your Aircove coupon/)).not.toBeInTheDocument();

    await advance(view, 20_000);
    expect(network.calls).toHaveLength(3);
    expect(screen.getAllByText(READY)).toHaveLength(1);
  });

  it('keeps the card when a check fails meanwhile, and shows the code from the next one', async () => {
    const network = fakeFetch({
      [GET]: [withCoupon(beingSetUp), apiError(503, 'service_unavailable'), withCoupon(ready)],
    });
    const view = render();
    await advance(view, 0);
    await advance(view, 4_000);
    expect(network.calls).toHaveLength(2);
    expect(screen.getByText(/^We are setting up your Aircove coupon/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await advance(view, 4_000);
    expect(screen.getByText('AIRCOVE-7F3A')).toBeInTheDocument();
    expect(screen.getByText(READY)).toBeInTheDocument();
  });

  it('does not ask again when the code is already there', async () => {
    const network = fakeFetch({ [GET]: withCoupon(ready) });
    const view = render();
    await advance(view, 20_000);
    expect(network.calls).toHaveLength(1);
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
  });
});
