import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('business licences on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const seats = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/v2/subscriptions/', cookie })).json()
      .subscriptions[0];
  const update = (cookie: string, payload: object) =>
    t.request({ method: 'PUT', url: '/api/v2/licenses/', payload, cookie });

  it('assigns a free seat and revokes a held one, by the seat-actions rule', async () => {
    const cookie = await signIn(t, 'business-legacy@demo.burrow.test');
    const sub = await seats(cookie);
    const free = sub.licenses.find((l: { state: string }) => l.state === 'unassigned');
    const assigned = await update(cookie, {
      action: 'assign',
      license_krn: free.krn,
      email: 'New.Hire@Acme-demo.test',
    });
    expect(assigned.json()).toEqual({
      krn: free.krn,
      state: 'active',
      assigned_email: 'new.hire@acme-demo.test',
    });
    // A held seat is not handed to someone else over its holder's head: revoke it first.
    const overwritten = await update(cookie, {
      action: 'assign',
      license_krn: free.krn,
      email: 'someone.else@acme-demo.test',
    });
    expect(overwritten.statusCode).toBe(409);
    expect(overwritten.json().error.code).toBe('seat_action_not_allowed');
    // Freeing a held seat without revoking it is no longer a way round the rule.
    expect((await update(cookie, { action: 'unassign', license_krn: free.krn })).statusCode).toBe(
      400,
    );
    const first = sub.licenses[0];
    expect(
      (await update(cookie, { action: 'revoke', license_krn: first.krn })).json(),
    ).toMatchObject({
      state: 'revoked',
      assigned_email: first.assigned_email,
    });
    const twice = await update(cookie, { action: 'revoke', license_krn: first.krn });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('seat_action_not_allowed');
  });

  it('refuses someone else’s seat with 404 and a bad email with 400', async () => {
    const owner = await signIn(t, 'business@demo.burrow.test');
    const [license] = (await seats(owner)).licenses;
    const stranger = await signIn(t, 'business-legacy@demo.burrow.test');
    expect(
      (await update(stranger, { action: 'revoke', license_krn: license.krn })).statusCode,
    ).toBe(404);
    expect(
      (await update(owner, { action: 'assign', license_krn: license.krn, email: 'nope' }))
        .statusCode,
    ).toBe(400);
  });

  it('turns the seats’ renewal off and on', async () => {
    const cookie = await signIn(t, 'business@demo.burrow.test');
    const sub = await seats(cookie);
    const off = await t.request({
      method: 'POST',
      url: '/api/v2/licenses/autobill-off',
      payload: { subscription_id: sub.subscription_id },
      cookie,
    });
    expect(off.json()).toMatchObject({ auto_billing_enabled: false });
    const on = await t.request({
      method: 'POST',
      url: '/api/v2/licenses/autobill-on',
      payload: { subscription_id: sub.subscription_id },
      cookie,
    });
    expect(on.json()).toMatchObject({ auto_billing_enabled: true });
  });
});
