import { randomUUID } from 'node:crypto';
import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { purchase } from './support/purchase';
import { staffSessionCookie } from './support/staff-session';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

const DAY_MS = 86_400_000;

/** Coupons created and ended in the operator console, and checkout honouring them (decision 0124). */
describe.each(testDatabaseKinds)('staff coupons on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  beforeEach(async () => {
    t = await createTestApp(kind, { seed: true });
    finance = await staffSessionCookie(t, 'finance');
    // A seeded database per test; slow when the machine is busy.
  }, 180_000);
  afterEach(() => t.close());

  const coupon = (extra: object = {}) => ({
    code: `spring-${randomUUID().slice(0, 6)}`,
    storefront: 'burrow',
    description: '25% off your first plan',
    percent_off: 25,
    audience: 'everyone',
    reason: 'Spring newsletter',
    idempotency_key: randomUUID(),
    ...extra,
  });
  const create = (body: object, cookie = finance) =>
    t.request({
      method: 'POST',
      url: staffEndpoints.staffCreateCoupon.path,
      payload: body,
      cookie,
    });
  const list = (query = '') =>
    t.request({
      method: 'GET',
      url: `${staffEndpoints.staffListCoupons.path}${query}`,
      cookie: finance,
    });
  const deactivate = (id: string, reason = 'Leaked on a deals forum') =>
    t.request({
      method: 'POST',
      url: staffPathOf(staffEndpoints.staffDeactivateCoupon.path, { couponId: id }),
      payload: { reason },
      cookie: finance,
    });
  const auditOf = (action: string) =>
    t.app.db.query<{ target: string; reason: string; before: unknown; after: unknown }>(
      `SELECT target, reason, before, after FROM staff_audit_log WHERE action = $1 ORDER BY seq`,
      [action],
    );
  const buy = (email: string, couponCode: string, priceIds?: string[]) =>
    purchase(t, { email, couponCode, ...(priceIds ? { priceIds } : {}) });

  it('creates a coupon read as checkout reads codes, lists it and records who and why', async () => {
    const body = coupon({ code: '  spring25 ', max_redemptions: 100 });
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      code: 'SPRING25',
      tenant_id: 'burrow',
      percent_off: 25,
      audience: 'everyone',
      product_ids: null,
      max_redemptions: 100,
      redemptions: 0,
      status: 'active',
    });

    const listed = (await list('?status=active')).json();
    expect(listed.coupons[0]).toMatchObject({ id: created.id, code: 'SPRING25' });
    expect(listed.storefronts[0].plans.map((p: { product_id: string }) => p.product_id)).toContain(
      'vpn-premium',
    );
    expect((await list('?status=inactive')).json().coupons).toEqual([]);

    const [entry] = await auditOf('coupon.created');
    expect(entry).toMatchObject({
      target: `coupon:${created.id}`,
      reason: 'Spring newsletter',
      after: { code: 'SPRING25', percent_off: 25, max_redemptions: 100 },
    });
  });

  it('answers a retry with the same coupon, and refuses a second coupon with a taken code', async () => {
    const body = coupon({ code: 'TWICE10' });
    const first = await create(body);
    const again = await create(body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await auditOf('coupon.created')).toHaveLength(1);

    const taken = await create(coupon({ code: 'twice10' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'coupon_code_taken',
      details: { fields: { code: expect.any(String) } },
    });
    // A catalogue coupon's code is taken too.
    expect((await create(coupon({ code: 'WELCOME10' }))).statusCode).toBe(409);
  });

  it('refuses malformed terms with the field to fix', async () => {
    const cases: [object, string][] = [
      [{ code: 'A B' }, 'code'],
      [{ percent_off: 0 }, 'percent_off'],
      [{ reason: 'x' }, 'reason'],
      [{ product_ids: ['addon-id-alerts'] }, 'product_ids'],
      [{ storefront: 'nowhere' }, 'storefront'],
      [{ expires_at: new Date(t.clock.now().getTime() - DAY_MS).toISOString() }, 'expires_at'],
      [
        {
          starts_at: new Date(t.clock.now().getTime() + 2 * DAY_MS).toISOString(),
          expires_at: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
        },
        'expires_at',
      ],
    ];
    for (const [extra, field] of cases) {
      const response = await create(coupon(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(response.json().error.details.fields), JSON.stringify(extra)).toContain(
        field,
      );
    }
  });

  it('is honoured at checkout until its uses run out', async () => {
    const created = (
      await create(coupon({ code: 'ONCE50', percent_off: 50, max_redemptions: 1 }))
    ).json();

    const first = await buy('first-buyer@example.com', 'once50');
    expect(first.estimate.coupon).toMatchObject({ code: 'ONCE50', applied: true });
    expect(first.estimate.discount.unscaledValue).toBeGreaterThan(0);
    expect(first.response.statusCode, first.response.body).toBe(201);

    const listed = (await list()).json().coupons.find((c: { id: string }) => c.id === created.id);
    expect(listed).toMatchObject({ redemptions: 1, status: 'used_up' });

    const second = await buy('second-buyer@example.com', 'ONCE50');
    expect(second.estimate.coupon).toMatchObject({ applied: false });
    expect(second.response.statusCode).toBe(422);
    expect(second.response.json().error.code).toBe('coupon_not_applicable');
  });

  it('discounts only the plans it names, and only from its start', async () => {
    await create(coupon({ code: 'BASICONLY', product_ids: ['vpn-basic'] }));
    const premium = await buy('premium-buyer@example.com', 'BASICONLY', ['vpn-premium-12m-usd']);
    expect(premium.response.json().error.code).toBe('coupon_not_applicable');
    const basic = await buy('basic-buyer@example.com', 'BASICONLY', ['vpn-basic-12m-usd']);
    expect(basic.response.statusCode, basic.response.body).toBe(201);

    await create(
      coupon({
        code: 'TOMORROW',
        starts_at: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
      }),
    );
    const early = await buy('early-buyer@example.com', 'TOMORROW');
    expect(early.response.json().error.code).toBe('coupon_not_applicable');
    t.clock.advance(DAY_MS);
    const onTime = await buy('on-time-buyer@example.com', 'TOMORROW');
    expect(onTime.response.statusCode, onTime.response.body).toBe(201);
  });

  it('stops at its expiry', async () => {
    await create(
      coupon({
        code: 'WEEKEND',
        expires_at: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
      }),
    );
    t.clock.advance(DAY_MS);
    const late = await buy('late-buyer@example.com', 'WEEKEND');
    expect(late.response.json().error.code).toBe('coupon_not_applicable');
    // A day is longer than a staff session lives unused.
    finance = await staffSessionCookie(t, 'finance');
    const [row] = (await list('?status=inactive')).json().coupons;
    expect(row).toMatchObject({ code: 'WEEKEND', status: 'expired' });
  });

  it('keeps a new-customers coupon from a returning customer', async () => {
    await create(coupon({ code: 'HELLO20', audience: 'new_customers' }));
    const newcomer = await buy('newcomer@example.com', 'HELLO20');
    expect(newcomer.estimate.coupon).toMatchObject({ applied: true });
    expect(newcomer.response.statusCode, newcomer.response.body).toBe(201);
    // The demo customer whose plan ended held one before: no longer new.
    const cookie = await signIn(t, 'expired@demo.burrow.test');
    const estimate = await t.request({
      method: 'POST',
      url: '/api/v1/estimate',
      payload: {
        offerId: 'default',
        priceIds: ['vpn-premium-12m-usd'],
        couponCode: 'HELLO20',
        customer: { residenceCountry: 'US', residenceState: 'NY', residenceZipcode: '10001' },
      },
      cookie,
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json().coupon).toMatchObject({ code: 'HELLO20', applied: false });
  });

  it('deactivates with a reason: checkout refuses the code, a second call changes nothing', async () => {
    const created = (await create(coupon({ code: 'LEAKED' }))).json();
    const response = await deactivate(created.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'deactivated',
      deactivation_reason: 'Leaked on a deals forum',
    });
    const refused = await buy('after-leak@example.com', 'LEAKED');
    expect(refused.estimate.coupon).toMatchObject({ applied: false });
    expect(refused.response.statusCode).toBe(422);
    expect(refused.response.json().error.code).toBe('coupon_not_applicable');

    expect((await deactivate(created.id, 'Again')).json().deactivation_reason).toBe(
      'Leaked on a deals forum',
    );
    const entries = await auditOf('coupon.deactivated');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      reason: 'Leaked on a deals forum',
      before: { status: 'active' },
      after: { status: 'deactivated' },
    });
    expect((await list('?status=inactive')).json().coupons[0].id).toBe(created.id);
    expect((await deactivate(randomUUID())).statusCode).toBe(404);
  });

  it('is refused to support staff', async () => {
    const support = await staffSessionCookie(t, 'support');
    expect((await create(coupon(), support)).statusCode).toBe(403);
  });
});
