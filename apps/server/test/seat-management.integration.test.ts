import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  latestEmailTo,
  sessionCookieFrom,
  signIn,
  tokenFromLink,
  type TestApp,
} from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

interface License {
  krn: string;
  state: 'active' | 'revoked' | 'unassigned';
  assigned_email: string | null;
}

/** Both business billing systems: the older one (seat licences) and the newer volume billing. */
const BILLING_SYSTEMS = [
  ['seat licences', 'business-legacy@demo.burrow.test'],
  ['volume billing', 'business@demo.burrow.test'],
] as const;

describe.each(testDatabaseKinds)('a business admin managing seats on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const subscriptionOf = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })).json()
      .subscriptions[0] as { subscription_id: string; licenses: License[] };
  const call = (method: 'PUT' | 'POST', url: string, cookie: string, payload: object) =>
    t.request({ method, url, payload, cookie });

  describe.each(BILLING_SYSTEMS)('on %s', (_system, adminEmail) => {
    let admin: string;
    beforeAll(async () => {
      admin = await signIn(t, adminEmail);
    });

    it('adds seats at the estimate shown, once per purchase id', async () => {
      const sub = await subscriptionOf(admin);
      const estimate = await call('PUT', '/api/v2/licenses/seats/estimate', admin, {
        subscription_id: sub.subscription_id,
        seats: 2,
      });
      expect(estimate.statusCode, estimate.body).toBe(200);
      const quote = estimate.json();
      expect(quote.subtotal.unscaledValue).toBe(2 * quote.prorated_unit_price.unscaledValue);
      expect(quote.prorated_unit_price.unscaledValue).toBeLessThan(quote.unit_price.unscaledValue);

      const purchase = {
        subscription_id: sub.subscription_id,
        seats: 2,
        purchase_id: randomUUID(),
        expected_total: quote.total,
      };
      const bought = await call('POST', '/api/v2/licenses/seats', admin, purchase);
      expect(bought.statusCode, bought.body).toBe(201);
      const again = await call('POST', '/api/v2/licenses/seats', admin, purchase);
      expect(again.json().invoice).toEqual(bought.json().invoice);
      expect((await subscriptionOf(admin)).licenses).toHaveLength(sub.licenses.length + 2);
    });

    it('removes a free seat, never a held one', async () => {
      const sub = await subscriptionOf(admin);
      const free = sub.licenses.find((l) => l.state === 'unassigned');
      const held = sub.licenses.find((l) => l.state === 'active');
      if (!free || !held) throw new Error('the demo account has a free and a held seat');

      const refused = await call('POST', '/api/v2/licenses/seats/remove', admin, {
        subscription_id: sub.subscription_id,
        license_krn: held.krn,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('seat_action_not_allowed');

      const removed = await call('POST', '/api/v2/licenses/seats/remove', admin, {
        subscription_id: sub.subscription_id,
        license_krn: free.krn,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      const krns = removed.json().licenses.map((l: License) => l.krn);
      expect(krns).not.toContain(free.krn);
      expect(krns).toHaveLength(sub.licenses.length - 1);
    });

    it('gives a revoked seat to someone again', async () => {
      const sub = await subscriptionOf(admin);
      const held = sub.licenses.find((l) => l.state === 'active');
      if (!held) throw new Error('the demo account has a held seat');
      const revoked = await call('PUT', '/api/v2/licenses/', admin, {
        action: 'revoke',
        license_krn: held.krn,
      });
      expect(revoked.json().state).toBe('revoked');
      const reassigned = await call('PUT', '/api/v2/licenses/', admin, {
        action: 'assign',
        license_krn: held.krn,
        email: `again-${randomUUID().slice(0, 8)}@example.com`,
      });
      expect(reassigned.statusCode).toBe(200);
      expect(reassigned.json()).toMatchObject({ krn: held.krn, state: 'active' });
    });

    it('invites a seat holder: the emailed link signs them into a new account and goes on to device setup', async () => {
      const sub = await subscriptionOf(admin);
      const free = sub.licenses.find((l) => l.state === 'unassigned');
      if (!free) throw new Error('the demo account has a free seat');
      const holder = `holder-${randomUUID().slice(0, 8)}@example.com`;
      await call('PUT', '/api/v2/licenses/', admin, {
        action: 'assign',
        license_krn: free.krn,
        email: holder,
      });

      const invited = await call('POST', '/api/v2/licenses/invite', admin, {
        license_krn: free.krn,
      });
      expect(invited.statusCode, invited.body).toBe(202);
      expect(invited.json()).toEqual({ status: 'sent', email: holder });

      const email = await latestEmailTo(t, holder);
      expect(email.text).toContain(adminEmail);
      expect(email.link).toBeDefined();
      const link = new URL(email.link ?? '');
      expect(link.pathname).toBe('/auth/magic');
      expect(link.searchParams.get('next')).toBe('/setup');

      const consumed = await t.request({
        method: 'POST',
        url: '/api/v2/auth/magic-link/consume',
        payload: { token: tokenFromLink(email.link) },
      });
      expect(consumed.statusCode).toBe(200);
      const me = await t.request({
        method: 'GET',
        url: '/api/v2/users/me',
        cookie: sessionCookieFrom(consumed),
      });
      expect(me.json()).toMatchObject({ email: holder, email_verified: true });
    });

    it('invites only the holder of a held seat', async () => {
      const sub = await subscriptionOf(admin);
      const free = sub.licenses.find((l) => l.state === 'unassigned');
      if (!free) throw new Error('the demo account has a free seat');
      const refused = await call('POST', '/api/v2/licenses/invite', admin, {
        license_krn: free.krn,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('seat_action_not_allowed');
    });
  });

  it('invites an existing customer without making a second account', async () => {
    const admin = await signIn(t, 'business@demo.burrow.test');
    const sub = await subscriptionOf(admin);
    const free = sub.licenses.find((l) => l.state === 'unassigned');
    if (!free) throw new Error('the demo account has a free seat');
    await call('PUT', '/api/v2/licenses/', admin, {
      action: 'assign',
      license_krn: free.krn,
      email: 'active@demo.burrow.test',
    });
    const invited = await call('POST', '/api/v2/licenses/invite', admin, {
      license_krn: free.krn,
    });
    expect(invited.statusCode).toBe(202);
    const [accounts] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email = 'active@demo.burrow.test'`,
    );
    expect(accounts?.n).toBe(1);
    expect((await latestEmailTo(t, 'active@demo.burrow.test')).link).toContain('next=%2Fsetup');
  });

  it("answers 404 for another business's seats, as for seats that do not exist", async () => {
    const owner = await signIn(t, 'business@demo.burrow.test');
    const stranger = await signIn(t, 'business-legacy@demo.burrow.test');
    const sub = await subscriptionOf(owner);
    const [seat] = sub.licenses;
    if (!seat) throw new Error('the demo account has seats');
    const removal = await call('POST', '/api/v2/licenses/seats/remove', stranger, {
      subscription_id: sub.subscription_id,
      license_krn: seat.krn,
    });
    expect(removal.statusCode).toBe(404);
    const invite = await call('POST', '/api/v2/licenses/invite', stranger, {
      license_krn: seat.krn,
    });
    expect(invite.statusCode).toBe(404);
    const consumer = await signIn(t, 'active@demo.burrow.test');
    expect(
      (await call('POST', '/api/v2/licenses/invite', consumer, { license_krn: seat.krn }))
        .statusCode,
    ).toBe(404);
  });
});
