import { randomUUID } from 'node:crypto';
import { krnId } from '@burrow/domain/krn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  latestEmailTo,
  sessionCookieFrom,
  signIn,
  tokenFromLink,
  type TestApp,
} from './support/test-app';
import { purchase } from './support/purchase';
import { testDatabaseKinds } from './support/test-database';

interface License {
  krn: string;
  state: 'active' | 'revoked' | 'unassigned';
  assigned_email: string | null;
}

/**
 * Both business billing systems, with the plan each demo business is on: the older one
 * (seat licences, Premium: 10 devices) and the newer volume billing (VIP: 8 devices).
 */
const BILLING_SYSTEMS = [
  ['seat licences', 'business-legacy@demo.burrow.test', 'TIER_PREMIUM', 10],
  ['volume billing', 'business@demo.burrow.test', 'TIER_VIP', 8],
] as const;

describe.each(testDatabaseKinds)('a seat holder’s way in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const subscriptionOf = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })).json()
      .subscriptions[0] as { subscription_id: string; plan_name: string; licenses: License[] };
  const changeSeat = (cookie: string, payload: object) =>
    t.request({ method: 'PUT', url: '/api/v2/licenses/', payload, cookie });
  // A VPN app: no cookie, no Origin, its own credential in the Authorization header.
  const asApp = (method: 'GET' | 'POST', url: string, credential: string) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${credential}` } });

  /**
   * The `entitlements.changed` snapshots queued for an account, by message id. The test
   * clock stands still, so what is new is told apart by id, not by time.
   */
  async function snapshotsOf(customerId: string) {
    const rows = await t.app.db.query<{ id: string; body: string }>(
      `SELECT id, body FROM webhook_messages WHERE event_type = 'entitlements.changed'`,
    );
    return new Map(
      rows
        .map((row) => {
          const snapshot = JSON.parse(row.body).data as {
            customer_id: string;
            entitlements: { id: string }[];
            subscriptions: { subscription_id: string; active: boolean }[];
          };
          return [row.id, snapshot] as const;
        })
        .filter(([, snapshot]) => snapshot.customer_id === customerId),
    );
  }
  /** The snapshots queued for the account since `before` was read. */
  async function newSnapshotsOf(customerId: string, before: Map<string, unknown>) {
    return [...(await snapshotsOf(customerId))]
      .filter(([id]) => !before.has(id))
      .map(([, snapshot]) => snapshot);
  }

  describe.each(BILLING_SYSTEMS)('on %s', (_system, adminEmail, tier, maxDevices) => {
    it('invites a holder whose link lands on device setup; their device is entitled until the seat is revoked', async () => {
      const admin = await signIn(t, adminEmail);
      const business = await subscriptionOf(admin);
      const seat = business.licenses.find((l) => l.state === 'unassigned');
      if (!seat) throw new Error('the demo business has a free seat');
      const holderEmail = `holder-${randomUUID().slice(0, 8)}@example.com`;

      // The admin gives the seat and invites its holder.
      const assigned = await changeSeat(admin, {
        action: 'assign',
        license_krn: seat.krn,
        email: holderEmail,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const invited = await t.request({
        method: 'POST',
        url: '/api/v2/licenses/invite',
        payload: { license_krn: seat.krn },
        cookie: admin,
      });
      expect(invited.statusCode, invited.body).toBe(202);

      // The email's sign-in link goes on to device setup.
      const email = await latestEmailTo(t, holderEmail);
      const link = new URL(email.link ?? '');
      expect(link.searchParams.get('next')).toBe('/setup');
      const signedIn = await t.request({
        method: 'POST',
        url: '/api/v2/auth/magic-link/consume',
        payload: { token: tokenFromLink(email.link) },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const holder = sessionCookieFrom(signedIn);
      const noSnapshots = new Map<string, unknown>();
      const holderId = krnId(
        (await t.request({ method: 'GET', url: '/api/v2/users/me', cookie: holder })).json().krn,
      );

      // Device setup (what /setup and /activation-setup ask) shows the seat's plan and limit.
      const setup = await t.request({
        method: 'GET',
        url: '/api/v2/activation-setup/',
        cookie: holder,
      });
      expect(setup.statusCode, setup.body).toBe(200);
      expect(setup.json()).toMatchObject({
        subscription: {
          subscription_id: business.subscription_id,
          plan_name: business.plan_name,
          setup_link_token: seat.krn,
          active: true,
        },
        devices: [],
        max_devices: maxDevices,
      });

      // The holder connects their own device with a code from their own setup page.
      const code = await t.request({
        method: 'POST',
        url: '/api/v2/activation-setup/codes',
        payload: { activation_code: seat.krn },
        cookie: holder,
      });
      expect(code.statusCode, code.body).toBe(201);
      const activated = await t.app.inject({
        method: 'POST',
        url: '/api/v1/devices/activate',
        payload: { code: code.json().code, name: 'Work laptop', platform: 'mac' },
      });
      expect(activated.statusCode, activated.body).toBe(201);
      const { credential, device } = activated.json() as {
        credential: string;
        device: { id: string };
      };

      const entitled = await asApp('GET', '/api/v1/entitlements', credential);
      expect(entitled.statusCode, entitled.body).toBe(200);
      expect(entitled.json()).toMatchObject({
        entitled: true,
        subscription: { subscription_id: business.subscription_id, tier },
        entitlements: expect.arrayContaining([expect.objectContaining({ id: 'vpn' })]),
        max_devices: maxDevices,
        connected_devices: 1,
        device: { id: device.id, name: 'Work laptop' },
      });
      expect((await asApp('POST', '/api/v1/entitlements/token', credential)).statusCode).toBe(201);
      // The holder's device is theirs: it is not on the admin's list, and the holder's own
      // setup lists it.
      const holderSetup = await t.request({
        method: 'GET',
        url: `/api/v2/activation-setup/?activation_code=${encodeURIComponent(seat.krn)}`,
        cookie: holder,
      });
      expect(holderSetup.json().devices).toEqual([expect.objectContaining({ id: device.id })]);
      const adminView = await t.request({
        method: 'GET',
        url: `/api/v2/activation-setup/?activation_code=${encodeURIComponent(seat.krn)}`,
        cookie: admin,
      });
      expect(adminView.statusCode).toBe(404);
      const adminRemoval = await t.request({
        method: 'DELETE',
        url: `/api/v2/devices/${device.id}`,
        cookie: admin,
      });
      expect(adminRemoval.statusCode).toBe(404);
      // Proving the address made the seat the holder's: the VPN was told.
      expect(await newSnapshotsOf(holderId, noSnapshots)).toEqual([
        expect.objectContaining({
          subscriptions: [
            expect.objectContaining({ subscription_id: business.subscription_id, active: true }),
          ],
        }),
      ]);
      const beforeRevoke = await snapshotsOf(holderId);

      // The admin revokes the seat: the device is no longer entitled, and the VPN is told.
      const revoked = await changeSeat(admin, { action: 'revoke', license_krn: seat.krn });
      expect(revoked.statusCode, revoked.body).toBe(200);
      const cut = await asApp('GET', '/api/v1/entitlements', credential);
      expect(cut.json()).toMatchObject({ entitled: false, entitlements: [], entitled_until: null });
      const refused = await asApp('POST', '/api/v1/entitlements/token', credential);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('not_entitled');
      expect(await newSnapshotsOf(holderId, beforeRevoke)).toEqual([
        expect.objectContaining({ entitlements: [], subscriptions: [] }),
      ]);
      const noSetup = await t.request({
        method: 'GET',
        url: '/api/v2/activation-setup/',
        cookie: holder,
      });
      expect(noSetup.statusCode).toBe(403);
      expect(noSetup.json().error.code).toBe('not_entitled');

      // Given back to the same person, the seat entitles their device again.
      const again = await changeSeat(admin, {
        action: 'assign',
        license_krn: seat.krn,
        email: holderEmail,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect((await asApp('GET', '/api/v1/entitlements', credential)).json().entitled).toBe(true);
    });
  });

  it('tells the VPN of a change to the business subscription for each seat holder too', async () => {
    const admin = await signIn(t, 'business@demo.burrow.test');
    const business = await subscriptionOf(admin);
    // A demo holder of a seat, proving their address by the link of a sign-in request.
    const seat = business.licenses.find((l) => l.state === 'active');
    if (!seat?.assigned_email) throw new Error('the demo business has a held seat');
    const asked = await t.request({
      method: 'POST',
      url: '/api/v2/licenses/invite',
      payload: { license_krn: seat.krn },
      cookie: admin,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const link = (await latestEmailTo(t, seat.assigned_email)).link;
    const signedIn = await t.request({
      method: 'POST',
      url: '/api/v2/auth/magic-link/consume',
      payload: { token: tokenFromLink(link) },
    });
    const holderId = krnId(
      (
        await t.request({
          method: 'GET',
          url: '/api/v2/users/me',
          cookie: sessionCookieFrom(signedIn),
        })
      ).json().krn,
    );

    const before = await snapshotsOf(holderId);
    const renewalOff = await t.request({
      method: 'POST',
      url: '/api/v2/licenses/autobill-off',
      payload: { subscription_id: business.subscription_id },
      cookie: admin,
    });
    expect(renewalOff.statusCode, renewalOff.body).toBe(200);
    expect(await newSnapshotsOf(holderId, before)).toEqual([
      expect.objectContaining({
        subscriptions: [expect.objectContaining({ subscription_id: business.subscription_id })],
      }),
    ]);
  });

  it('gives nothing to an account whose address it has not proved', async () => {
    const admin = await signIn(t, 'business@demo.burrow.test');
    const business = await subscriptionOf(admin);
    const seat = business.licenses.find((l) => l.state === 'unassigned');
    if (!seat) throw new Error('the demo business has a free seat');
    // Someone buys with the address at checkout, which signs them in unproven (decision 0071).
    const address = `unproven-${randomUUID().slice(0, 8)}@example.com`;
    const { response } = await purchase(t, { email: address });
    expect(response.statusCode, response.body).toBe(201);
    await changeSeat(admin, { action: 'assign', license_krn: seat.krn, email: address });
    const setup = await t.request({
      method: 'GET',
      url: `/api/v2/activation-setup/?activation_code=${encodeURIComponent(seat.krn)}`,
      cookie: sessionCookieFrom(response),
    });
    expect(setup.statusCode).toBe(404);
  });
});
