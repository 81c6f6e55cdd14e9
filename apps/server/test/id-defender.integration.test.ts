import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('ID Defender on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const status = (cookie?: string) =>
    t.request({ method: 'GET', url: '/api/v2/id-defender/', cookie });
  const enrol = (
    cookie: string | undefined,
    feature: string,
    payload: object = { consent: true },
  ) =>
    t.request({ method: 'PUT', url: `/api/v2/id-defender/${feature}/enrolment`, payload, cookie });
  const features = async (cookie: string) =>
    Object.fromEntries(
      (await status(cookie))
        .json<{
          features: { feature: string; entitled: boolean; enrolment: { status: string } }[];
        }>()
        .features.map((f) => [f.feature, { entitled: f.entitled, status: f.enrolment.status }]),
    );

  it('covers what the plan entitles and the live add-ons add, as the menu does', async () => {
    // Premium includes ID alerts and data removal; the cancelled insurance add-on counts for nothing.
    expect(await features(await signIn(t, 'active@demo.burrow.test'))).toEqual({
      'id-alerts': { entitled: true, status: 'not_enrolled' },
      'id-insurance': { entitled: false, status: 'not_enrolled' },
      'id-removal': { entitled: true, status: 'not_enrolled' },
      'credit-scanner': { entitled: false, status: 'not_enrolled' },
    });
    // VIP with the insurance and credit scanner add-ons.
    expect(await features(await signIn(t, 'id-defender@demo.burrow.test'))).toMatchObject({
      'id-alerts': { entitled: false },
      'id-insurance': { entitled: true },
      'id-removal': { entitled: false },
      'credit-scanner': { entitled: true },
    });
  });

  it('enrols the owner, persisted, once', async () => {
    const cookie = await signIn(t, 'id-defender@demo.burrow.test');
    const enrolled = await enrol(cookie, 'credit-scanner');
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toEqual({
      feature: 'credit-scanner',
      entitled: true,
      enrolment: { status: 'enrolled', enrolled_at: t.clock.now().toISOString() },
    });
    t.clock.advance(60_000);
    try {
      expect((await enrol(cookie, 'credit-scanner')).json()).toEqual(enrolled.json());
    } finally {
      t.clock.advance(-60_000);
    }
    expect((await features(cookie))['credit-scanner']).toEqual({
      entitled: true,
      status: 'enrolled',
    });
    // Another customer's view is their own.
    expect((await features(await signIn(t, 'active@demo.burrow.test')))['credit-scanner']).toEqual({
      entitled: false,
      status: 'not_enrolled',
    });
  });

  it('refuses a feature the plan does not cover, a missing consent and an unknown feature', async () => {
    const cookie = await signIn(t, 'expired@demo.burrow.test');
    const refused = await enrol(cookie, 'id-alerts');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_entitled');
    const owner = await signIn(t, 'id-defender@demo.burrow.test');
    const noConsent = await enrol(owner, 'id-insurance', { consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.details.fields).toHaveProperty('consent');
    expect((await enrol(owner, 'mind-reading')).statusCode).toBe(400);
  });

  it('is 401 when signed out', async () => {
    expect((await status()).statusCode).toBe(401);
    expect((await enrol(undefined, 'id-alerts')).statusCode).toBe(401);
  });
});
