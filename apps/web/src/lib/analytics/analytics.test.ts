import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, initAnalytics, NOT_INITIALISED_MESSAGE, resetAnalytics } from './analytics';

afterEach(resetAnalytics);

function setUp(consent: boolean) {
  const sent: Array<[string, Record<string, unknown>]> = [];
  const loadTransport = vi.fn(async () => ({
    send: (event: string, properties: Record<string, unknown>) => sent.push([event, properties]),
  }));
  const queue: unknown[] = [];
  let n = 0;
  let allowed = consent;
  initAnalytics({
    hasConsent: () => allowed,
    loadTransport,
    trackingQueue: queue,
    newId: () => `pv-${++n}`,
  });
  return { sent, queue, loadTransport, allow: () => (allowed = true) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('analytics (docs/product.md#page-views-and-clicks)', () => {
  it('throws its documented message when used before it is initialised', () => {
    expect(() => analytics()).toThrow(NOT_INITIALISED_MESSAGE);
    expect(NOT_INITIALISED_MESSAGE).toBe('You need to initlize the Analytics library first');
  });

  it('sends page views with a fresh page-view id and clicks with category and label', async () => {
    const { sent, loadTransport } = setUp(true);
    expect(loadTransport).not.toHaveBeenCalled();
    analytics().pageView('/order');
    analytics().click('Get Aircove', 'Get Aircove');
    analytics().pageView('/checkout');
    await flush();
    expect(loadTransport).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      ['page_view', { path: '/order', page_view_id: 'pv-2' }],
      [
        'website_object_clicked',
        {
          object_category: 'Get Aircove',
          label: 'Get Aircove',
          path: '/',
          page_view_id: 'pv-2',
        },
      ],
      ['page_view', { path: '/checkout', page_view_id: 'pv-3' }],
    ]);
    expect(analytics().pageViewId()).toBe('pv-3');
  });

  it('pushes the login state to the tracking queue: 1 with a krn, else 0', () => {
    const { queue } = setUp(true);
    analytics().loginState('krn:user:1');
    analytics().loginState(null);
    expect(queue).toEqual([
      { event: 'login_state', logged_in: 1 },
      { event: 'login_state', logged_in: 0 },
    ]);
  });

  it('sends and queues nothing, and loads nothing, without consent; consent applies at once', async () => {
    const { sent, queue, loadTransport, allow } = setUp(false);
    analytics().pageView('/');
    analytics().click('Header', 'logo');
    analytics().loginState('krn:user:1');
    await flush();
    expect([sent, queue, loadTransport.mock.calls]).toEqual([[], [], []]);

    allow();
    analytics().click('Blog', 'Blog');
    await flush();
    expect(sent.map(([event]) => event)).toEqual(['website_object_clicked']);
  });

  it('survives a loader that cannot be fetched, and tries again later', async () => {
    const loadTransport = vi
      .fn()
      .mockRejectedValueOnce(new Error('blocked'))
      .mockResolvedValue({ send: vi.fn() });
    initAnalytics({ hasConsent: () => true, loadTransport, trackingQueue: [] });
    analytics().pageView('/');
    await flush();
    analytics().pageView('/order');
    await flush();
    expect(loadTransport).toHaveBeenCalledTimes(2);
  });
});
