import type { DedicatedIp } from '@burrow/contract/dedicated-ip';
import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { Component as DedicatedIpRoute } from './dedicated-ip-route';

const LIST = 'GET /api/v2/dedicated-ip/';
const MOVE = 'PUT /api/v2/dedicated-ip/a1/location';
const locations = [
  { code: 'us-new-york', country: 'US' },
  { code: 'de-frankfurt', country: 'DE' },
];
const assigned: DedicatedIp = {
  id: 'a1',
  addon_krn: 'krn:addon:a1',
  subscription_krn: 'krn:subscription:1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  plan_name: 'Burrow VPN Premium',
  status: 'assigned',
  location: 'us-new-york',
  ip_address: '192.0.2.1',
  requested_at: '2026-01-01T09:58:00.000Z',
  assigned_at: '2026-01-01T10:00:00.000Z',
};
// Midday UTC: the same calendar day in every test machine's time zone.
const settingUpInFrankfurt: DedicatedIp = {
  ...assigned,
  status: 'being_set_up',
  location: 'de-frankfurt',
  ip_address: null,
  requested_at: '2026-03-02T12:00:00.000Z',
  assigned_at: null,
};
const assignedInFrankfurt: DedicatedIp = {
  ...settingUpInFrankfurt,
  status: 'assigned',
  ip_address: '198.51.100.7',
  assigned_at: '2026-03-02T12:03:00.000Z',
};
const listOf = (...dips: DedicatedIp[]) => ({ body: { dedicated_ips: dips, locations } });
const CARD = { name: 'Dedicated IP with Burrow VPN Premium' };

const render = () =>
  renderRoute({ at: '/d', routes: [{ path: '/d', Component: DedicatedIpRoute }] });

describe('/support/dedicated-ip', () => {
  it('shows the address and its location', async () => {
    fakeFetch({ [LIST]: listOf(assigned) });
    render();
    const card = await screen.findByRole('article', CARD);
    expect(within(card).getByText('192.0.2.1')).toBeInTheDocument();
    expect(
      within(card).getByText('New York, United States', { selector: 'dd' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('January 1, 2026')).toBeInTheDocument();
    expect(within(card).queryByText('Being set up')).not.toBeInTheDocument();
    // Its plan by the short reference the dashboard shows, not the UUID.
    expect(within(card).getByText('Subscription 3EEP-QKDV')).toBeInTheDocument();
  });

  it('moves the address to another location: being set up there, no address claimed', async () => {
    const network = fakeFetch({ [LIST]: listOf(assigned), [MOVE]: { body: settingUpInFrankfurt } });
    const { user } = render();
    const card = await screen.findByRole('article', CARD);

    await user.selectOptions(within(card).getByLabelText('Move to'), 'Frankfurt, Germany');
    await user.click(within(card).getByRole('button', { name: 'Change location' }));
    expect(
      await within(card).findByText(
        'Location saved. Your new address in Frankfurt, Germany is being set up.',
      ),
    ).toBeInTheDocument();
    expect(network.calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/v2/dedicated-ip/a1/location',
      body: { location: 'de-frankfurt' },
    });
    // The old address is gone at once and no new one is claimed before it is assigned.
    expect(within(card).queryByText('192.0.2.1')).not.toBeInTheDocument();
    expect(within(card).queryByText(/\d+\.\d+\.\d+\.\d+/)).not.toBeInTheDocument();
    expect(within(card).getByText('Being set up', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card).getByText('Frankfurt, Germany', { selector: 'dd' })).toBeInTheDocument();
  });

  it('says an address being set up is on its way: where, since when, and how long it takes', async () => {
    fakeFetch({ [LIST]: listOf(settingUpInFrankfurt) });
    render();
    const card = await screen.findByRole('article', CARD);
    expect(within(card).getByText('Being set up', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card).getByText('Frankfurt, Germany', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card).getByText(/^March 2, 2026/, { selector: 'dd' })).toBeInTheDocument();
    const explanation = within(card).getByText(
      /^We are setting up your address in Frankfurt, Germany\. This usually takes a few minutes\./,
    );
    expect(explanation.closest('[role="status"]')).not.toBeNull();
    // Being set up counts as having a location: the form offers to move it.
    expect(within(card).getByRole('button', { name: 'Change location' })).toBeInTheDocument();
    expect(within(card).queryByText(/the old one stops working at once/)).not.toBeInTheDocument();
  });

  it('asks for a location before requesting an address', async () => {
    const network = fakeFetch({
      [LIST]: listOf({
        ...assigned,
        status: 'awaiting_location',
        location: null,
        ip_address: null,
        requested_at: null,
        assigned_at: null,
      }),
    });
    const { user } = render();
    expect(
      await screen.findByText(
        'Choose a location and we will set up an address for you there. It usually takes a few minutes.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get my address' }));
    expect(screen.getByText('Choose a location first.')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls).toHaveLength(1);
  });

  it('shows the server’s message when a location is full', async () => {
    fakeFetch({
      [LIST]: listOf(assigned),
      [MOVE]: apiError(409, 'dedicated_ip_location_full'),
    });
    const { user } = render();
    await user.selectOptions(await screen.findByLabelText('Move to'), 'Frankfurt, Germany');
    await user.click(screen.getByRole('button', { name: 'Change location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Every address in this location is taken. Choose another location.',
    );
    expect(screen.getByText('192.0.2.1')).toBeInTheDocument();
  });

  it('says when there is no dedicated IP, and retries a failed load', async () => {
    fakeFetch({
      [LIST]: [apiError(500, 'internal_error'), { body: { dedicated_ips: [], locations } }],
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You do not have a dedicated IP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a dedicated IP' })).toHaveAttribute(
      'href',
      '/my-subscriptions',
    );
  });
});

describe('/support/dedicated-ip while an address is being set up', () => {
  /**
   * Moves the clock, then lets what it started finish: a fake fetch answers on real
   * macrotasks, which the fake clock does not run, so they are waited for for real.
   */
  const advance = async (view: ReturnType<typeof render>, ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
      while (view.queryClient.isFetching() > 0 || view.queryClient.isMutating() > 0) {
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

  it('asks every 4 seconds until the address is assigned, shows and announces it, then stops', async () => {
    const network = fakeFetch({
      [LIST]: [
        listOf(settingUpInFrankfurt),
        listOf(settingUpInFrankfurt),
        listOf(assignedInFrankfurt),
      ],
    });
    const view = render();
    await advance(view, 0);
    const card = screen.getByRole('article', CARD);
    expect(within(card).getByText('Being set up', { selector: 'dd' })).toBeInTheDocument();
    expect(network.calls).toHaveLength(1);

    await advance(view, 3_999);
    expect(network.calls).toHaveLength(1);
    await advance(view, 1);
    expect(network.calls).toHaveLength(2);
    expect(within(card).queryByText('198.51.100.7')).not.toBeInTheDocument();

    await advance(view, 4_000);
    expect(network.calls).toHaveLength(3);
    expect(within(card).getByText('198.51.100.7', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card).queryByText('Being set up')).not.toBeInTheDocument();
    const announcement = within(card).getByText(
      'Your dedicated IP in Frankfurt, Germany is ready: 198.51.100.7.',
    );
    expect(announcement.closest('[role="status"]')).not.toBeNull();

    // Nothing is being set up any more: no more asking.
    await advance(view, 20_000);
    expect(network.calls).toHaveLength(3);
  });

  it('does not ask again while every address is assigned', async () => {
    const network = fakeFetch({ [LIST]: listOf(assigned) });
    const view = render();
    await advance(view, 0);
    expect(screen.getByText('192.0.2.1')).toBeInTheDocument();
    await advance(view, 20_000);
    expect(network.calls).toHaveLength(1);
    // An address already there when the page opened is not news.
    expect(screen.queryByText(/is ready:/)).not.toBeInTheDocument();
  });

  it('after a move, shows the new address when it arrives and drops the "being set up" message', async () => {
    const network = fakeFetch({
      [LIST]: [listOf(assigned), listOf(settingUpInFrankfurt), listOf(assignedInFrankfurt)],
      [MOVE]: { body: settingUpInFrankfurt },
    });
    const view = render();
    await advance(view, 0);
    const card = screen.getByRole('article', CARD);
    fireEvent.change(within(card).getByLabelText('Move to'), {
      target: { value: 'de-frankfurt' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Change location' }));
    await advance(view, 0);
    const saved = 'Location saved. Your new address in Frankfurt, Germany is being set up.';
    expect(within(card).getByText(saved)).toBeInTheDocument();

    await advance(view, 4_000);
    expect(within(card).getByText(saved)).toBeInTheDocument();
    await advance(view, 4_000);
    expect(within(card).getByText('198.51.100.7', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card).queryByText(saved)).not.toBeInTheDocument();
    expect(
      within(card).getByText('Your dedicated IP in Frankfurt, Germany is ready: 198.51.100.7.'),
    ).toBeInTheDocument();
    expect(network.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      LIST,
      MOVE,
      LIST,
      LIST,
    ]);
  });

  it('keeps showing the address being set up when one check fails, and asks again', async () => {
    const network = fakeFetch({
      [LIST]: [
        listOf(settingUpInFrankfurt),
        apiError(503, 'service_unavailable'),
        listOf(assignedInFrankfurt),
      ],
    });
    const view = render();
    await advance(view, 4_000);
    expect(network.calls).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Being set up', { selector: 'dd' })).toBeInTheDocument();
    await advance(view, 4_000);
    expect(screen.getByText('198.51.100.7', { selector: 'dd' })).toBeInTheDocument();
  });
});
