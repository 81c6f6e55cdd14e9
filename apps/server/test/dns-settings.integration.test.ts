import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('DNS settings on %s', (kind) => {
  let t: TestApp;
  let active: string;
  let trial: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    active = await signIn(t, 'active@demo.burrow.test');
    trial = await signIn(t, 'trial@demo.burrow.test');
  });
  afterAll(() => t.close());

  const get = (cookie?: string) =>
    t.request({ method: 'GET', url: '/api/v2/dns-settings/', ...(cookie ? { cookie } : {}) });
  const authorize = (cookie: string | undefined, ip: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/v2/dns-settings/authorize-ip',
      payload: { ip },
      ...(cookie ? { cookie } : {}),
    });
  const hostname = (cookie: string | undefined, value: unknown) =>
    t.request({
      method: 'PATCH',
      url: '/api/v2/dns-settings/hostname',
      payload: { hostname: value },
      ...(cookie ? { cookie } : {}),
    });
  const autoAuth = (cookie: string | undefined, enabled: unknown) =>
    t.request({
      method: 'PATCH',
      url: '/api/v2/dns-settings/auto-auth',
      payload: { enabled },
      ...(cookie ? { cookie } : {}),
    });

  it('starts with nothing registered and shows the address the request came from', async () => {
    const response = await get(trial);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      auto_auth_enabled: false,
      authorized_ip: null,
      hostname: null,
      // app.inject comes from the loopback address: shown, but not registrable.
      current_ip: { address: '127.0.0.1', registrable: false },
    });
  });

  it('registers a public IPv4 address, replaces it with an IPv6 one, and keeps it', async () => {
    const first = await authorize(active, ' 81.2.69.160 ');
    expect(first.statusCode).toBe(200);
    expect(first.json().authorized_ip).toEqual({
      address: '81.2.69.160',
      version: 4,
      authorized_at: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    const second = await authorize(active, '2A00:1450:4001:082A:0000:0000:0000:200E');
    expect(second.json().authorized_ip).toMatchObject({
      address: '2a00:1450:4001:82a::200e',
      version: 6,
    });
    expect((await get(active)).json().authorized_ip.address).toBe('2a00:1450:4001:82a::200e');
  });

  it.each([
    ['192.168.1.20', 'private', /private network/],
    ['127.0.0.1', 'loopback', /loopback/],
    ['203.0.113.9', 'documentation', /reserved for examples/],
    ['fe80::1', 'link_local', /local network/],
    ['81.2.69', 'invalid', /IPv4 address like/],
    ['', 'required', /Enter an IP address/],
  ])('refuses %s with 422 and a field message (%s)', async (ip, problem, message) => {
    const response = await authorize(trial, ip);
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe('invalid_ip_address');
    expect(error.details.problem).toBe(problem);
    expect(error.details.fields.ip).toMatch(message);
  });

  it('sets a hostname normalised, removes it, and refuses one the public DNS cannot resolve', async () => {
    const set = await hostname(trial, ' MyHome.DDNS.net. ');
    expect(set.statusCode).toBe(200);
    expect(set.json().hostname).toEqual({
      hostname: 'myhome.ddns.net',
      updated_at: t.clock.now().toISOString(),
    });
    expect((await get(trial)).json().hostname.hostname).toBe('myhome.ddns.net');

    for (const [value, problem] of [
      ['router.local', 'special_use'],
      ['my_home.ddns.net', 'invalid_characters'],
      ['myhome', 'needs_domain'],
      ['-a.ddns.net', 'hyphen_at_label_edge'],
    ] as const) {
      const refused = await hostname(trial, value);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'invalid_hostname',
        details: { problem, fields: { hostname: expect.any(String) } },
      });
    }
    // A refusal changes nothing.
    expect((await get(trial)).json().hostname.hostname).toBe('myhome.ddns.net');

    const removed = await hostname(trial, null);
    expect(removed.json().hostname).toBeNull();
    expect((await get(trial)).json().hostname).toBeNull();
  });

  it('turns automatic registration on and off without touching the rest', async () => {
    await hostname(active, 'office.dyndns.org');
    expect((await autoAuth(active, true)).json().auto_auth_enabled).toBe(true);
    const after = (await get(active)).json();
    expect(after).toMatchObject({
      auto_auth_enabled: true,
      hostname: { hostname: 'office.dyndns.org' },
      authorized_ip: { address: '2a00:1450:4001:82a::200e' },
    });
    expect((await autoAuth(active, false)).json().auto_auth_enabled).toBe(false);
    expect((await get(active)).json().auto_auth_enabled).toBe(false);
  });

  it('keeps each customer’s settings to themselves', async () => {
    const business = await signIn(t, 'business@demo.burrow.test');
    expect((await get(business)).json()).toMatchObject({
      auto_auth_enabled: false,
      authorized_ip: null,
      hostname: null,
    });
    await authorize(business, '1.0.0.1');
    expect((await get(active)).json().authorized_ip.address).toBe('2a00:1450:4001:82a::200e');
  });

  it('refuses a customer the menu does not show DNS Settings to (docs/product.md#the-account-menu) with 403', async () => {
    const expired = await signIn(t, 'expired@demo.burrow.test');
    for (const response of [
      await get(expired),
      await authorize(expired, '81.2.69.160'),
      await hostname(expired, 'myhome.ddns.net'),
      await autoAuth(expired, true),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('not_entitled');
    }
  });

  it('asks a signed-out visitor to sign in', async () => {
    for (const response of [
      await get(),
      await authorize(undefined, '81.2.69.160'),
      await hostname(undefined, 'myhome.ddns.net'),
      await autoAuth(undefined, true),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it('refuses a body of the wrong shape with 400', async () => {
    expect((await autoAuth(active, 'yes')).statusCode).toBe(400);
    expect((await authorize(active, 42)).statusCode).toBe(400);
    expect((await hostname(active, undefined)).statusCode).toBe(400);
  });
});
