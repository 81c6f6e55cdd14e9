import type { DedicatedIp } from '@burrow/contract/dedicated-ip';
import type { HolidayEsim } from '@burrow/contract/esims';
import type { FulfilmentRequest } from '@burrow/contract/fulfilment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/app-context';
import { runCli } from '../src/cli/run-cli';
import { runSandboxFulfilment } from '../src/modules/fulfilment/sandbox-fulfiller';
import { purchase } from './support/purchase';
import { createTestApp, sessionCookieFrom, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('fulfilment requests on %s', (kind) => {
  let t: TestApp;
  let key: string;
  let buyers = 0;

  async function createKey(tenant: string, scope: string): Promise<string> {
    const out: string[] = [];
    const errors: string[] = [];
    const args = ['api-keys', 'create', '--tenant', tenant, '--name', 'Back office'];
    const status = await runCli([...args, '--scope', scope], {
      ctx: contextOf(t.app),
      print: (line) => out.push(line),
      printError: (line) => errors.push(line),
    });
    expect(status, errors.join('\n')).toBe(0);
    return (JSON.parse(out[0] ?? '') as { key: string }).key;
  }

  const service = (method: 'GET' | 'POST', url: string, payload?: object, bearer = key) =>
    t.app.inject({
      method,
      url: `/api/service/v1/fulfilment-requests${url}`,
      headers: { authorization: `Bearer ${bearer}` },
      ...(payload ? { payload } : {}),
    });
  const fulfil = (id: string, result: object, bearer = key) =>
    service('POST', `/${id}/fulfil`, result, bearer);

  /** A new customer buys at checkout; answers their session cookie. */
  async function buy(priceIds: string[]): Promise<string> {
    buyers += 1;
    const { response } = await purchase(t, { email: `fulfil-${buyers}@example.com`, priceIds });
    expect(response.statusCode, response.body).toBe(201);
    return sessionCookieFrom(response);
  }

  const dedicatedIps = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/dedicated-ip/', cookie })).json<{
      dedicated_ips: DedicatedIp[];
    }>().dedicated_ips;
  const esims = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/esims/', cookie })).json<{
      esims: HolidayEsim[];
    }>().esims;
  const chooseLocation = (cookie: string, id: string, location: string) =>
    t.request({
      method: 'PUT',
      url: `/api/v2/dedicated-ip/${id}/location`,
      payload: { location },
      cookie,
    });

  async function openRequests(kindFilter: string): Promise<FulfilmentRequest[]> {
    const response = await service('GET', `?state=requested&kind=${kindFilter}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ fulfilment_requests: FulfilmentRequest[] }>().fulfilment_requests;
  }

  /** Buys a monthly plan with a dedicated IP and chooses a location: the open request. */
  async function dedicatedIpRequested(location = 'de-frankfurt') {
    const cookie = await buy(['vpn-premium-1m-usd', 'addon-dedicated-ip-1m-usd']);
    const [waiting] = await dedicatedIps(cookie);
    const chosen = await chooseLocation(cookie, waiting?.id ?? '', location);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const request = (await openRequests('dedicated_ip')).find((r) => r.addon_id === waiting?.id);
    if (!request) throw new Error('no open dedicated IP request');
    return { cookie, addonId: waiting?.id ?? '', request };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    key = await createKey('burrow', 'fulfilment:write');
  });
  afterAll(() => t.close());

  it('sets up a dedicated IP bought at checkout: being set up, announced, then assigned the address sent', async () => {
    const cookie = await buy(['vpn-premium-1m-usd', 'addon-dedicated-ip-1m-usd']);
    const [waiting] = await dedicatedIps(cookie);
    expect(waiting).toMatchObject({ status: 'awaiting_location', ip_address: null });

    const chosen = await chooseLocation(cookie, waiting?.id ?? '', 'de-frankfurt');
    expect(chosen.json()).toMatchObject({
      status: 'being_set_up',
      location: 'de-frankfurt',
      ip_address: null,
      requested_at: t.clock.now().toISOString(),
      assigned_at: null,
    });
    expect(await dedicatedIps(cookie)).toEqual([chosen.json()]);

    const request = (await openRequests('dedicated_ip')).find((r) => r.addon_id === waiting?.id);
    expect(request).toMatchObject({
      kind: 'dedicated_ip',
      state: 'requested',
      location: 'de-frankfurt',
      result: null,
    });
    const [message] = await t.app.db.query<{ body: string }>(
      `SELECT body FROM webhook_messages WHERE event_type = 'addon.fulfilment_requested'
        AND body LIKE $1`,
      [`%${request?.id}%`],
    );
    expect(JSON.parse(message?.body ?? '{}')).toMatchObject({
      type: 'addon.fulfilment_requested',
      data: { id: request?.id, kind: 'dedicated_ip', location: 'de-frankfurt' },
    });
    expect(message?.body).not.toContain('@example.com');

    const done = await fulfil(request?.id ?? '', {
      kind: 'dedicated_ip',
      ip_address: '10.20.30.40',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      state: 'fulfilled',
      result: { kind: 'dedicated_ip', ip_address: '10.20.30.40' },
    });
    expect(await dedicatedIps(cookie)).toEqual([
      expect.objectContaining({
        status: 'assigned',
        location: 'de-frankfurt',
        ip_address: '10.20.30.40',
        assigned_at: t.clock.now().toISOString(),
      }),
    ]);
    const fetched = await service('GET', `/${request?.id}`);
    expect(fetched.json()).toEqual(done.json());
  });

  it('sets up the holiday eSIM of a yearly plan bought at checkout, and none for a monthly one', async () => {
    const cookie = await buy(['vpn-premium-12m-usd']);
    const [pending] = await esims(cookie);
    expect(pending).toMatchObject({ status: 'being_set_up', plan_name: 'Burrow VPN Premium' });
    expect(pending).not.toHaveProperty('matching_id');
    const subscriptions = (
      await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })
    ).json().subscriptions;
    expect(subscriptions[0].holiday_esims).toEqual([{ krn: pending?.krn, status: 'being_set_up' }]);

    const request = (await openRequests('esim')).find(
      (r) => `krn:subscription:${r.subscription_id}` === pending?.subscription_krn,
    );
    expect(request).toMatchObject({ kind: 'esim', state: 'requested', addon_id: null });
    const expiresAt = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
    const profile = {
      kind: 'esim',
      smdp_address: 'smdp.esim-partner.example',
      matching_id: 'MATCH-0001',
      data_gb: 5,
      expires_at: expiresAt,
    };
    expect((await fulfil(request?.id ?? '', profile)).statusCode).toBe(200);
    expect(await esims(cookie)).toEqual([
      expect.objectContaining({
        status: 'ready',
        data_gb: 5,
        expires: expiresAt,
        usable: true,
        smdp_address: 'smdp.esim-partner.example',
        matching_id: 'MATCH-0001',
        activation_code: 'LPA:1$smdp.esim-partner.example$MATCH-0001',
      }),
    ]);

    const monthly = await buy(['vpn-premium-1m-usd']);
    expect(await esims(monthly)).toEqual([]);
  });

  it('answers the same request when the same result is sent again, and 409 for a different one', async () => {
    const { request } = await dedicatedIpRequested('gb-london');
    const result = { kind: 'dedicated_ip', ip_address: '10.20.30.41' };
    const first = await fulfil(request.id, result);
    const again = await fulfil(request.id, result);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const different = await fulfil(request.id, { kind: 'dedicated_ip', ip_address: '10.20.30.42' });
    expect(different.statusCode).toBe(409);
    expect(different.json().error.code).toBe('fulfilment_already_completed');
  });

  it('refuses a result of another kind', async () => {
    const { request } = await dedicatedIpRequested('fr-paris');
    const response = await fulfil(request.id, {
      kind: 'router_coupon',
      code: 'AIRCOVE-12345678',
      expires_at: '2027-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'fulfilment_kind_mismatch',
      details: { expected_kind: 'dedicated_ip' },
    });
  });

  it('cancels the request when the customer chooses another location, and refuses to fulfil it', async () => {
    const { cookie, addonId, request } = await dedicatedIpRequested('jp-tokyo');
    await chooseLocation(cookie, addonId, 'sg-singapore');
    const refused = await fulfil(request.id, { kind: 'dedicated_ip', ip_address: '10.20.30.43' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('fulfilment_cancelled');
    expect((await service('GET', `/${request.id}`)).json()).toMatchObject({
      state: 'cancelled',
      cancelled_at: t.clock.now().toISOString(),
    });
    expect(await dedicatedIps(cookie)).toEqual([
      expect.objectContaining({ status: 'being_set_up', location: 'sg-singapore' }),
    ]);
  });

  it('cancels an open request whose add-on was cancelled, in the same transaction as the refusal', async () => {
    const { addonId, request } = await dedicatedIpRequested('au-sydney');
    await t.app.db.query(`UPDATE subscription_addons SET status = 'CANCELLED' WHERE id = $1`, [
      addonId,
    ]);
    const refused = await fulfil(request.id, { kind: 'dedicated_ip', ip_address: '10.20.30.44' });
    expect(refused.json().error.code).toBe('fulfilment_cancelled');
    const [stored] = await t.app.db.query<{ state: string }>(
      `SELECT state FROM fulfilment_requests WHERE id = $1`,
      [request.id],
    );
    expect(stored?.state).toBe('cancelled');
  });

  it('refuses an address another live dedicated IP of the storefront holds', async () => {
    const first = await dedicatedIpRequested('us-new-york');
    const second = await dedicatedIpRequested('us-new-york');
    const address = { kind: 'dedicated_ip', ip_address: '10.20.30.45' };
    expect((await fulfil(first.request.id, address)).statusCode).toBe(200);
    const taken = await fulfil(second.request.id, address);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('dedicated_ip_address_taken');
    expect((await dedicatedIps(second.cookie))[0]).toMatchObject({ status: 'being_set_up' });
  });

  it("answers 404 for another storefront's request as for an unknown one, and 403 without the scope", async () => {
    const { request } = await dedicatedIpRequested('nl-amsterdam');
    await t.app.db.query(
      `INSERT INTO tenants (id, name) VALUES ('otherbrand', 'Other') ON CONFLICT DO NOTHING`,
    );
    const otherKey = await createKey('otherbrand', 'fulfilment:write');
    const result = { kind: 'dedicated_ip', ip_address: '10.20.30.46' };
    const theirs = await fulfil(request.id, result, otherKey);
    const unknown = await fulfil('00000000-0000-4000-8000-000000000000', result);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect((await service('GET', '', undefined, otherKey)).json()).toEqual({
      fulfilment_requests: [],
    });

    const readOnly = await createKey('burrow', 'entitlements:read');
    const forbidden = await fulfil(request.id, result, readOnly);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.details).toEqual({ required_scope: 'fulfilment:write' });
    expect((await fulfil(request.id, result, 'bk_test_nope')).statusCode).toBe(401);
  });

  it('grants a router coupon from the operator command: being set up, then the code the back office sent', async () => {
    const cookie = await buy(['vpn-premium-1m-usd']);
    const subscriptionsOf = async () =>
      (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })).json()
        .subscriptions;
    const [subscription] = await subscriptionsOf();
    expect(subscription.aircoveCoupon).toBeNull();
    const out: string[] = [];
    const cli = {
      ctx: contextOf(t.app),
      print: (line: string) => out.push(line),
      printError: (line: string) => out.push(line),
    };
    expect(await runCli(['router-coupons', 'grant', subscription.subscription_id], cli)).toBe(0);
    const granted = JSON.parse(out[0] ?? '{}') as { fulfilmentRequestId: string };
    expect((await subscriptionsOf())[0].aircoveCoupon).toEqual({
      krn: expect.stringMatching(/^krn:coupon:/),
      status: 'being_set_up',
      requested_at: t.clock.now().toISOString(),
    });
    // A second grant while one is being set up is refused.
    expect(await runCli(['router-coupons', 'grant', subscription.subscription_id], cli)).toBe(1);

    const coupon = {
      kind: 'router_coupon',
      code: 'AIRCOVE-7F3K9Q2M',
      expires_at: '2026-09-13T12:00:00.000Z',
    };
    expect((await fulfil(granted.fulfilmentRequestId, coupon)).statusCode).toBe(200);
    expect((await subscriptionsOf())[0].aircoveCoupon).toEqual({
      krn: expect.stringMatching(/^krn:coupon:/),
      status: 'ready',
      code: 'AIRCOVE-7F3K9Q2M',
      expires: '2026-09-13T12:00:00.000Z',
    });
  });

  it('the sandbox fulfiller completes every open request with documentation addresses and sandbox profiles', async () => {
    const { cookie } = await dedicatedIpRequested('de-frankfurt');
    const yearly = await buy(['vpn-vip-12m-usd']);
    await runSandboxFulfilment(contextOf(t.app));
    expect(await openRequests('dedicated_ip')).toEqual([]);
    expect(await openRequests('esim')).toEqual([]);
    const [dip] = await dedicatedIps(cookie);
    // 198.51.100.0/24 (RFC 5737): Frankfurt's documentation block.
    expect(dip).toMatchObject({
      status: 'assigned',
      ip_address: expect.stringMatching(/^198\.51\.100\./),
    });
    expect((await esims(yearly))[0]).toMatchObject({
      status: 'ready',
      smdp_address: 'smdp.sandbox.burrow.test',
      data_gb: 5,
    });
  });
});
