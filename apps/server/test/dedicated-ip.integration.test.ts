import type { DedicatedIp } from '@burrow/contract/dedicated-ip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runSandboxFulfilment } from '../src/modules/fulfilment/sandbox-fulfiller';
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

  it('moves to another location: the old address is given up and the new one is being set up until fulfilled', async () => {
    const cookie = await signIn(t, 'active@demo.burrow.test');
    const [dip] = await mine(cookie);
    const moved = await move(cookie, dip?.addon_krn ?? '', 'de-frankfurt');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'being_set_up',
      location: 'de-frankfurt',
      ip_address: null,
      requested_at: t.clock.now().toISOString(),
      assigned_at: null,
    });
    expect(await mine(cookie)).toEqual([moved.json()]);
    // Choosing the same location again changes nothing, and asks for nothing more.
    expect((await move(cookie, dip?.id ?? '', 'de-frankfurt')).json()).toEqual(moved.json());
    const [open] = await t.app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM fulfilment_requests WHERE addon_id = $1 AND state = 'requested'`,
      [dip?.id ?? ''],
    );
    expect(open?.count).toBe(1);

    // The sandbox back office assigns Frankfurt's first documentation address.
    await runSandboxFulfilment(contextOf(t.app));
    expect(await mine(cookie)).toEqual([
      expect.objectContaining({ status: 'assigned', ip_address: '198.51.100.1' }),
    ]);
    const back = await move(cookie, dip?.id ?? '', 'us-new-york');
    expect(back.json()).toMatchObject({ status: 'being_set_up', ip_address: null });
    await runSandboxFulfilment(contextOf(t.app));
    expect((await mine(cookie))[0]?.ip_address).toBe('192.0.2.1');
  });

  it('asks for an address when someone first chooses a location: the next free one once fulfilled', async () => {
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
      requested_at: null,
    });
    const requested = await move(cookie, waiting?.id ?? '', 'us-new-york');
    expect(requested.json()).toMatchObject({ status: 'being_set_up', ip_address: null });
    await runSandboxFulfilment(contextOf(t.app));
    // 192.0.2.1 is the active customer's.
    expect((await mine(cookie))[0]).toMatchObject({ status: 'assigned', ip_address: '192.0.2.2' });
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
