import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const MINUTE = 60_000;

describe.each(testDatabaseKinds)('device setup on %s', (kind) => {
  let t: TestApp;
  let active: string;
  let activeToken: string;

  const tokenOf = async (email: string) =>
    (
      await t.app.db.query<{ setup_link_token: string }>(
        `SELECT s.setup_link_token FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
        [email],
      )
    )[0]?.setup_link_token ?? '';
  const setup = (cookie: string | undefined, token?: string) =>
    t.request({
      method: 'GET',
      url: `/api/v2/activation-setup/${token === undefined ? '' : `?activation_code=${encodeURIComponent(token)}`}`,
      ...(cookie ? { cookie } : {}),
    });
  const newCode = (cookie: string | undefined, token: string) =>
    t.request({
      method: 'POST',
      url: '/api/v2/activation-setup/codes',
      payload: { activation_code: token },
      ...(cookie ? { cookie } : {}),
    });
  // An app: no cookie and no Origin header, as a native client sends it.
  const activate = (code: string, name = 'Living room TV', platform = 'android') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/devices/activate',
      payload: { code, name, platform },
    });
  const rename = (cookie: string | undefined, id: string, name: unknown) =>
    t.request({
      method: 'PATCH',
      url: `/api/v2/devices/${id}`,
      payload: { name },
      ...(cookie ? { cookie } : {}),
    });
  const remove = (cookie: string | undefined, id: string) =>
    t.request({ method: 'DELETE', url: `/api/v2/devices/${id}`, ...(cookie ? { cookie } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    active = await signIn(t, 'active@demo.burrow.test');
    activeToken = await tokenOf('active@demo.burrow.test');
  });
  afterAll(() => t.close());

  it('shows the subscription a setup link names, with no devices yet', async () => {
    const response = await setup(active, activeToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subscription: {
        plan_name: 'Burrow VPN Premium',
        setup_link_token: activeToken,
        active: true,
      },
      devices: [],
      max_devices: 10,
      pending_code_expires_at: null,
    });
    // Without a token: the first active subscription, as the menu links it.
    expect((await setup(active)).json().subscription.setup_link_token).toBe(activeToken);
  });

  it('connects an app with a code that works once, and lists the device', async () => {
    const created = await newCode(active, activeToken);
    expect(created.statusCode).toBe(201);
    const { code, expires_at } = created.json();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(expires_at).toBe(new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString());
    expect((await setup(active, activeToken)).json().pending_code_expires_at).toBe(expires_at);

    // Typed the way people type: lower case, spaces instead of dashes.
    const connected = await activate(
      code.toLowerCase().replace(/-/g, ' '),
      '  Jane’s iPhone ',
      'ios',
    );
    expect(connected.statusCode).toBe(201);
    const { device, credential } = connected.json();
    expect(device).toMatchObject({ name: 'Jane’s iPhone', platform: 'ios' });
    expect(credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.app.db.query<{ credential_hash: string }>(
      `SELECT credential_hash FROM devices WHERE id = $1`,
      [device.id],
    );
    expect(stored[0]?.credential_hash).not.toBe(credential);

    const again = await activate(code);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('activation_code_invalid');
    expect((await setup(active, activeToken)).json()).toMatchObject({
      devices: [{ id: device.id, name: 'Jane’s iPhone', platform: 'ios' }],
      pending_code_expires_at: null,
    });
  });

  it('lets a code lapse after 30 minutes, and a newer code replace an older one', async () => {
    const first = (await newCode(active, activeToken)).json().code;
    t.clock.advance(31 * MINUTE);
    expect((await activate(first)).json().error.code).toBe('activation_code_invalid');

    const older = (await newCode(active, activeToken)).json().code;
    const newer = (await newCode(active, activeToken)).json().code;
    expect((await activate(older)).statusCode).toBe(404);
    expect((await activate(newer, 'Laptop', 'windows')).statusCode).toBe(201);
    expect((await activate('not-a-code')).statusCode).toBe(404);
  });

  it('renames and removes a device, and both persist', async () => {
    const [phone] = (await setup(active, activeToken)).json().devices;
    const renamed = await rename(active, phone.krn, '  Work phone ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: phone.id, name: 'Work phone' });
    expect((await setup(active, activeToken)).json().devices[0].name).toBe('Work phone');

    const removed = await remove(active, phone.id);
    expect(removed.statusCode).toBe(200);
    const names = (await setup(active, activeToken))
      .json()
      .devices.map((d: { name: string }) => d.name);
    expect(names).toEqual(['Laptop']);
    expect((await remove(active, phone.id)).statusCode).toBe(404);
  });

  it('refuses an empty or garbled name with 400 and a field message', async () => {
    const [laptop] = (await setup(active, activeToken)).json().devices;
    for (const name of ['   ', 'x'.repeat(41), 'bad\u0007name', 42]) {
      const response = await rename(active, laptop.id, name);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'invalid_request',
        details: { fields: { name: expect.any(String) } },
      });
    }
  });

  it('connects as many devices as the plan sells (Premium: ten), no more', async () => {
    const token = await tokenOf('expiring@demo.burrow.test');
    const cookie = await signIn(t, 'expiring@demo.burrow.test');
    expect((await setup(cookie, token)).json().max_devices).toBe(10);
    for (let index = 0; index < 10; index += 1) {
      const code = (await newCode(cookie, token)).json().code;
      expect((await activate(code, `Device ${index + 1}`)).statusCode).toBe(201);
    }
    const eleventh = (await newCode(cookie, token)).json().code;
    const refused = await activate(eleventh, 'One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('device_limit_reached');
    // Refused, so the code is still good once a device is removed.
    const [first] = (await setup(cookie, token)).json().devices;
    await remove(cookie, first.id);
    expect((await activate(eleventh, 'One too many')).statusCode).toBe(201);
  });

  it('keeps another customer’s setup link and devices out of reach (404)', async () => {
    const other = await signIn(t, 'trial@demo.burrow.test');
    const [laptop] = (await setup(active, activeToken)).json().devices;
    expect((await setup(other, activeToken)).statusCode).toBe(404);
    expect((await newCode(other, activeToken)).statusCode).toBe(404);
    expect((await rename(other, laptop.id, 'Mine now')).statusCode).toBe(404);
    expect((await remove(other, laptop.id)).statusCode).toBe(404);
    expect((await setup(active, activeToken)).json().devices[0].name).toBe('Laptop');
    expect((await setup(active, 'no-such-token')).statusCode).toBe(404);
    expect((await rename(active, 'not-a-uuid', 'x')).statusCode).toBe(404);
  });

  it('lists an ended plan’s devices but makes no codes for it', async () => {
    const expired = await signIn(t, 'expired@demo.burrow.test');
    const token = await tokenOf('expired@demo.burrow.test');
    expect((await setup(expired, token)).json().subscription.active).toBe(false);
    const refused = await newCode(expired, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_entitled');
    // No token and no active plan: nothing to set up.
    expect((await setup(expired)).statusCode).toBe(403);
  });

  it('forgets the devices of an account that is deleted', async () => {
    const cookie = await signIn(t, 'expiring@demo.burrow.test');
    const token = await tokenOf('expiring@demo.burrow.test');
    expect((await setup(cookie, token)).json().devices.length).toBeGreaterThan(0);
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/v2/users/deletion',
      payload: { password: 'demo-burrow-2026' },
      cookie,
    });
    expect(deleted.statusCode).toBe(200);
    const left = await t.app.db.query(
      `SELECT d.id FROM devices d JOIN subscriptions s ON s.id = d.subscription_id WHERE s.setup_link_token = $1`,
      [token],
    );
    expect(left).toEqual([]);
  });

  it('asks a signed-out visitor to sign in, while an app needs no session', async () => {
    expect((await setup(undefined, activeToken)).statusCode).toBe(401);
    expect((await newCode(undefined, activeToken)).statusCode).toBe(401);
    expect((await rename(undefined, '00000000-0000-0000-0000-000000000000', 'x')).statusCode).toBe(
      401,
    );
    expect((await remove(undefined, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(401);
    // A browser on another site is still refused everywhere else.
    const forged = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/devices/00000000-0000-0000-0000-000000000000',
      headers: { origin: 'https://evil.example', cookie: active },
    });
    expect(forged.statusCode).toBe(403);
  });
});
