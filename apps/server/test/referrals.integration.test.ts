import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';
import { preparePurchase, sendCheckout } from './support/purchase';

describe.each(testDatabaseKinds)('referrals on %s', (kind) => {
  let t: TestApp;
  const codeOf = async (email: string) =>
    (
      await t.app.db.query<{ referral_code: string }>(
        `SELECT referral_code FROM users WHERE email = $1`,
        [email],
      )
    )[0]?.referral_code ?? '';
  const bonus = (referrerId: string, referralCampaignId = 'default') =>
    t.request({
      method: 'GET',
      url: `/api/v1/referral-bonus?referrerId=${referrerId}&referralCampaignId=${referralCampaignId}`,
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it('gives every customer a personal referral code', async () => {
    expect(await codeOf('active@demo.burrow.test')).toMatch(/^[0-9A-F]{10}$/);
  });

  it.each([
    ['active', true],
    ['expired', false],
    ['inapp', false],
    ['trial', false],
    ['business', false],
  ])('a %s customer’s link is eligible: %s (decision 0012)', async (situation, eligible) => {
    const response = await bonus(await codeOf(`${situation}@demo.burrow.test`));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eligible,
      bonusPeriod: eligible ? { length: 1, unit: 'month' } : null,
    });
  });

  it('is not eligible for an unknown code or campaign', async () => {
    expect((await bonus('NOSUCHCODE')).json().eligible).toBe(false);
    expect(
      (await bonus(await codeOf('active@demo.burrow.test'), 'unknown-campaign')).json().eligible,
    ).toBe(false);
  });

  it('adds a month to the friend’s first term and a month to the referrer’s subscription', async () => {
    const referrerCode = await codeOf('active@demo.burrow.test');
    const before = (
      await t.app.db.query<{ current_period_end: Date }>(
        `SELECT s.current_period_end FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'active@demo.burrow.test'`,
      )
    )[0]?.current_period_end;
    const prepared = await preparePurchase(t, {
      email: 'referred-friend@example.com',
      priceIds: ['vpn-basic-1m-usd'],
    });
    const xv = { referrerId: referrerCode, referralCampaignId: 'default' };
    const estimate = await t.request({
      method: 'POST',
      url: '/api/v1/estimate',
      payload: {
        offerId: 'default',
        priceIds: ['vpn-basic-1m-usd'],
        customer: prepared.checkoutBody.customer,
        xv,
      },
    });
    expect(estimate.json().referralBonus).toEqual({ length: 1, unit: 'month' });
    const response = await sendCheckout(t, { ...prepared.checkoutBody, xv });
    expect(response.statusCode).toBe(201);
    const [friend] = await t.app.db.query<{ current_period_start: Date; current_period_end: Date }>(
      `SELECT current_period_start, current_period_end FROM subscriptions WHERE id = $1`,
      [response.json().subscription.id],
    );
    const days =
      ((friend?.current_period_end.getTime() ?? 0) -
        (friend?.current_period_start.getTime() ?? 0)) /
      86_400_000;
    expect(days).toBeGreaterThanOrEqual(59);
    const after = (
      await t.app.db.query<{ current_period_end: Date }>(
        `SELECT s.current_period_end FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'active@demo.burrow.test'`,
      )
    )[0]?.current_period_end;
    expect(after?.getTime()).toBeGreaterThan(before?.getTime() ?? Infinity);
    const [referral] = await t.app.db.query<{ bonus_months: number }>(
      `SELECT bonus_months FROM referrals`,
    );
    expect(referral?.bonus_months).toBe(1);
  });
});
