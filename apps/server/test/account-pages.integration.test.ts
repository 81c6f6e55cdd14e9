import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('navigation policy and changelog on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: true,
      env: { SANCTIONED_COUNTRIES: 'IR, kp', REFERRAL_PROGRAM_ENABLED: 'false' },
    });
  });
  afterAll(() => t.close());

  it("serves the operator's navigation policy to a signed-in customer", async () => {
    const cookie = await signIn(t, 'active@demo.burrow.test');
    const response = await t.request({
      method: 'GET',
      url: '/api/v2/account/navigation-policy',
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sanctioned_countries: ['IR', 'KP'],
      expert_program_enabled: false,
      referral_program_enabled: false,
    });
  });

  it('lists the changelog newest first', async () => {
    const cookie = await signIn(t, 'expired@demo.burrow.test');
    const response = await t.request({ method: 'GET', url: '/api/v2/changelog/', cookie });
    expect(response.statusCode).toBe(200);
    const { entries } = response.json<{ entries: { published_on: string; title: string }[] }>();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toMatchObject({
      published_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      title: expect.any(String),
    });
    const dates = entries.map((e) => e.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('keeps the expert programme hidden while its switch is off', async () => {
    const cookie = await signIn(t, 'active@demo.burrow.test');
    const read = await t.request({ method: 'GET', url: '/api/v2/expert-program/', cookie });
    const apply = await t.request({
      method: 'PUT',
      url: '/api/v2/expert-program/application',
      payload: { motivation: 'I answer VPN questions on forums every week.' },
      cookie,
    });
    expect(read.statusCode).toBe(404);
    expect(apply.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/v2/account/navigation-policy'],
    ['GET', '/api/v2/changelog/'],
    ['GET', '/api/v2/expert-program/'],
  ] as const)('%s %s is 401 when signed out', async (method, url) => {
    expect((await t.request({ method, url })).statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds)('the expert programme switched on, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, env: { EXPERT_PROGRAM_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  const apply = (cookie: string | undefined, motivation: string) =>
    t.request({
      method: 'PUT',
      url: '/api/v2/expert-program/application',
      payload: { motivation },
      cookie,
    });

  it('takes an application, persisted, and keeps the first one', async () => {
    const cookie = await signIn(t, 'active@demo.burrow.test');
    const before = await t.request({ method: 'GET', url: '/api/v2/expert-program/', cookie });
    expect(before.json()).toEqual({ status: 'not_applied', applied_at: null });
    const applied = await apply(
      cookie,
      '  I have helped friends and family set up VPNs for years.  ',
    );
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ status: 'applied', applied_at: t.clock.now().toISOString() });
    t.clock.advance(60_000);
    try {
      expect((await apply(cookie, 'A second, different application text.')).json()).toEqual(
        applied.json(),
      );
    } finally {
      t.clock.advance(-60_000);
    }
    const [stored] = await t.app.db.query<{ motivation: string }>(
      `SELECT motivation FROM expert_program_applications`,
    );
    expect(stored?.motivation).toBe('I have helped friends and family set up VPNs for years.');
    // Another customer has not applied.
    const other = await signIn(t, 'trial@demo.burrow.test');
    expect(
      (await t.request({ method: 'GET', url: '/api/v2/expert-program/', cookie: other })).json(),
    ).toMatchObject({ status: 'not_applied' });
  });

  it('asks for a little motivation', async () => {
    const response = await apply(await signIn(t, 'trial@demo.burrow.test'), 'too short');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toHaveProperty('motivation');
  });

  it('is 401 when signed out', async () => {
    expect((await apply(undefined, 'I have helped friends and family for years.')).statusCode).toBe(
      401,
    );
  });
});
