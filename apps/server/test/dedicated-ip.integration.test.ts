import type { DedicatedIp } from '@burrow/contract/dedicated-ip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('dedicated IP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const list = (cookie?: string) =>
    t.request({ method: 'GET', url: '/api/v2/dedicated-ip/', cookie });
  const move = (cookie: string | undefined, id: string, location: string) =>
    t.request({
      method: 'PUT',
      url: `/api/v2/dedicated-ip/${encodeURIComponent(id)}/location`,
      payload: { location },
      cookie,
    });
  const mine = async (cookie: string) =>
    (await list(cookie)).json<{ dedicated_ips: DedicatedIp[] }>().dedicated_ips;

  it('shows the owner their address and location, and the locations on offer', async () => {
    const response = await list(await signIn(t, 'active@demo.burrow.test'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.dedicated_ips).toEqual([
      expect.objectContaining({
        status: 'assigned',
        location: 'us-new-york',
        ip_address: '192.0.2.1',
        plan_name: 'Burrow VPN Premium',
        addon_krn: expect.stringMatching(/^krn:addon:/),
        subscription_krn: expect.stringMatching(/^krn:subscription:/),
      }),
    ]);
    expect(body.locations).toContainEqual({ code: 'de-frankfurt', country: 'DE' });
  });

  it('moves the address to another location, persisted, freeing the old one', async () => {
    const cookie = await signIn(t, 'active@demo.burrow.test');
    const [dip] = await mine(cookie);
    const moved = await move(cookie, dip?.addon_krn ?? '', 'de-frankfurt');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'assigned',
      location: 'de-frankfurt',
      ip_address: '198.51.100.1',
    });
    expect(await mine(cookie)).toEqual([moved.json()]);
    // Choosing the same location again changes nothing.
    expect((await move(cookie, dip?.id ?? '', 'de-frankfurt')).json()).toEqual(moved.json());
    const back = await move(cookie, dip?.id ?? '', 'us-new-york');
    expect(back.json().ip_address).toBe('192.0.2.1');
  });

  it('gives someone requesting a location the next free address there', async () => {
    const cookie = await signIn(t, 'trial@demo.burrow.test');
    const [sub] = (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })).json()
      .subscriptions;
    await t.app.db.query(
      `INSERT INTO subscription_addons (tenant_id, subscription_id, product_id, status, created_at)
       VALUES ('burrow', $1, 'addon-dedicated-ip', 'ACTIVE', $2)`,
      [sub.subscription_id, t.clock.now()],
    );
    const [waiting] = await mine(cookie);
    expect(waiting).toMatchObject({
      status: 'awaiting_location',
      location: null,
      ip_address: null,
    });
    const requested = await move(cookie, waiting?.id ?? '', 'us-new-york');
    // 192.0.2.1 is the active customer's.
    expect(requested.json()).toMatchObject({ status: 'assigned', ip_address: '192.0.2.2' });
  });

  it('refuses an unknown location with a field message', async () => {
    const cookie = await signIn(t, 'active@demo.burrow.test');
    const [dip] = await mine(cookie);
    const response = await move(cookie, dip?.id ?? '', 'mars-olympus');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toHaveProperty('location');
  });

  it("answers 404 for another customer's add-on, exactly as for one that does not exist", async () => {
    const [theirs] = await mine(await signIn(t, 'active@demo.burrow.test'));
    const stranger = await signIn(t, 'expired@demo.burrow.test');
    const other = await move(stranger, theirs?.id ?? '', 'gb-london');
    const missing = await move(stranger, '00000000-0000-4000-8000-000000000000', 'gb-london');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect((await move(stranger, 'not-an-id', 'gb-london')).statusCode).toBe(404);
    expect(await mine(stranger)).toEqual([]);
  });

  it('is 401 when signed out', async () => {
    expect((await list()).statusCode).toBe(401);
    expect(
      (await move(undefined, '00000000-0000-4000-8000-000000000000', 'gb-london')).statusCode,
    ).toBe(401);
  });
});
