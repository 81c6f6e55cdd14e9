import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY = 86_400_000;

describe.each(testDatabaseKinds)('analytics collector and counts on %s (decision 0059)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const emit = (event: string, properties: Record<string, string>, cookie?: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/emit-event',
      payload: { event, properties },
      ...(cookie ? { cookie } : {}),
    });
  const counts = (query: string) =>
    t.request({ method: 'GET', url: `/api/dev/analytics/event-counts?${query}` });
  const day = (offsetDays = 0) =>
    new Date(t.clock.now().getTime() + offsetDays * DAY).toISOString().slice(0, 10);

  it('stores each event with tenant, session, page view, page and the signed-in user', async () => {
    const cookie = await signIn(t, 'active@demo.burrow.test');
    await emit('page_view', { path: '/order', session_id: 's-1', page_view_id: 'pv-1' }, cookie);
    const [row] = await t.app.db.query<Record<string, unknown>>(
      `SELECT tenant_id, session_id, page_view_id, page, user_id IS NOT NULL AS signed_in
       FROM analytics_events WHERE page_view_id = 'pv-1'`,
    );
    expect(row).toEqual({
      tenant_id: 'burrow',
      session_id: 's-1',
      page_view_id: 'pv-1',
      page: '/order',
      signed_in: true,
    });
  });

  it('counts events per event and page, with distinct sessions, for a date range', async () => {
    await emit('page_view', { path: '/checkout', session_id: 's-2', page_view_id: 'pv-2' });
    await emit('page_view', { path: '/checkout', session_id: 's-3', page_view_id: 'pv-3' });
    await emit('website_object_clicked', {
      path: '/checkout',
      object_category: 'Get Aircove',
      label: 'Get Aircove',
      session_id: 's-3',
      page_view_id: 'pv-3',
    });

    const today = await counts(`from=${day()}&to=${day()}`);
    expect(today.statusCode).toBe(200);
    expect(today.json().counts).toEqual([
      { event: 'page_view', page: '/checkout', count: 2, sessions: 2 },
      { event: 'page_view', page: '/order', count: 1, sessions: 1 },
      { event: 'website_object_clicked', page: '/checkout', count: 1, sessions: 1 },
    ]);

    const yesterday = await counts(`from=${day(-1)}&to=${day(-1)}`);
    expect(yesterday.json().counts).toEqual([]);
  });

  it('counts the last seven days of the server clock when no range is given', async () => {
    const lastWeek = await counts('');
    expect(lastWeek.statusCode).toBe(200);
    expect(lastWeek.json()).toMatchObject({ from: day(-6), to: day() });
    expect(lastWeek.json().counts).toContainEqual({
      event: 'page_view',
      page: '/checkout',
      count: 2,
      sessions: 2,
    });

    t.clock.advance(8 * DAY);
    expect((await counts('')).json()).toEqual({ from: day(-6), to: day(), counts: [] });
    const upToThen = await counts(`to=${day(-8)}`);
    expect(upToThen.json().from).toBe(day(-14));
    expect(upToThen.json().counts).toHaveLength(3);
  });

  it('refuses a range that is not dates in order', async () => {
    for (const query of [`from=${day()}&to=${day(-1)}`, 'from=yesterday&to=today', 'to='])
      expect((await counts(query)).statusCode, query).toBe(400);
  });
});
