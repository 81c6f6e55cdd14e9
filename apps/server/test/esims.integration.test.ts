import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds)('holiday eSIMs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const list = (cookie?: string) => t.request({ method: 'GET', url: '/api/v2/esims/', cookie });

  it('shows the owner the allowance, the expiry and the activation code', async () => {
    const response = await list(await signIn(t, 'active@demo.burrow.test'));
    expect(response.statusCode).toBe(200);
    const [esim] = response.json().esims;
    expect(esim).toMatchObject({
      krn: `krn:esim:${esim.id}`,
      data_gb: 5,
      usable: true,
      expires: new Date(t.clock.now().getTime() + 20 * DAY_MS).toISOString(),
      smdp_address: 'smdp.sandbox.burrow.test',
      matching_id: expect.stringMatching(/^[0-9A-F]{32}$/),
    });
    expect(esim.activation_code).toBe(`LPA:1$smdp.sandbox.burrow.test$${esim.matching_id}`);
  });

  it('says when an eSIM has expired', async () => {
    t.clock.advance(21 * DAY_MS);
    try {
      // Signed in afterwards: three idle weeks end a session.
      const cookie = await signIn(t, 'active@demo.burrow.test');
      expect((await list(cookie)).json().esims[0].usable).toBe(false);
    } finally {
      t.clock.advance(-21 * DAY_MS);
    }
  });

  it("never shows another customer's eSIM", async () => {
    const response = await list(await signIn(t, 'expired@demo.burrow.test'));
    expect(response.json()).toEqual({ esims: [] });
  });

  it('is 401 when signed out', async () => {
    expect((await list()).statusCode).toBe(401);
  });
});
