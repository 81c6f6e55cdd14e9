import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePurchase, sendCheckout } from './support/purchase';
import { createTestApp, signIn, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('a customer’s referral programme on %s', (kind) => {
  let t: TestApp;
  let active: string;
  let code: string;

  const program = (cookie?: string) =>
    t.request({ method: 'GET', url: '/api/v2/referrals/', ...(cookie ? { cookie } : {}) });

  async function buyThroughLink(email: string, referrerId: string, priceId = 'vpn-basic-1m-usd') {
    const prepared = await preparePurchase(t, { email, priceIds: [priceId] });
    const response = await sendCheckout(t, {
      ...prepared.checkoutBody,
      xv: { referrerId, referralCampaignId: 'default' },
    });
    expect(response.statusCode).toBe(201);
    return response.json().subscription.id as string;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    active = await signIn(t, 'active@demo.burrow.test');
    code = (await program(active)).json().referral_code;
  });
  afterAll(() => t.close());

  it('gives the personal link and says no friend has joined yet', async () => {
    const response = await program(active);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      referral_code: code,
      referral_campaign_id: 'default',
      link_path: `/order?referrerId=${code}&referralCampaignId=default`,
      reward_period: { length: 1, unit: 'month' },
      friends: [],
      bonus_months_earned: 0,
    });
    expect(code).toMatch(/^[0-9A-F]{10}$/);
  });

  it('lists friends who bought through the link, masked, with their status and the months earned', async () => {
    await buyThroughLink('first.friend@example.com', code);
    t.clock.advance(60_000);
    const second = await buyThroughLink('second@example.org', code, 'vpn-premium-12m-usd');
    // The second friend is refunded and revoked: their status ends, the reward stays.
    await t.app.db.query(`UPDATE subscriptions SET revoked_at = $2 WHERE id = $1`, [
      second,
      t.clock.now(),
    ]);

    const body = (await program(active)).json();
    expect(body.friends).toEqual([
      {
        masked_email: 's•••@example.org',
        joined_at: t.clock.now().toISOString(),
        plan_name: 'Burrow VPN Premium',
        status: 'ended',
        reward: 'added',
      },
      {
        masked_email: 'f•••@example.com',
        joined_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
        plan_name: 'Burrow VPN Basic',
        status: 'active',
        reward: 'added',
      },
    ]);
    expect(body.bonus_months_earned).toBe(2);
    expect(JSON.stringify(body)).not.toContain('first.friend');
  });

  it('keeps each customer’s friends to themselves', async () => {
    const other = await signIn(t, 'expiring@demo.burrow.test');
    const body = (await program(other)).json();
    expect(body.referral_code).not.toBe(code);
    expect(body.friends).toEqual([]);
  });

  it('counts no free month when the referrer had no plan to add it to', async () => {
    const expired = await signIn(t, 'expired@demo.burrow.test');
    const subscriptionId = await buyThroughLink('third@example.net', 'NOT-A-CODE');
    // Recorded as the referral engine records a referrer without a plan to extend.
    await t.app.db.query(
      `INSERT INTO referrals (tenant_id, referrer_user_id, referred_user_id, campaign_id, subscription_id,
         bonus_months, rewarded_subscription_id, created_at)
       SELECT 'burrow', r.id, f.id, 'default', $1, 1, NULL, $2
         FROM users r, users f WHERE r.email = 'expired@demo.burrow.test' AND f.email = 'third@example.net'`,
      [subscriptionId, t.clock.now()],
    );
    const body = (await program(expired)).json();
    expect(body.friends).toEqual([
      expect.objectContaining({ masked_email: 't•••@example.net', reward: 'no_plan_to_extend' }),
    ]);
    expect(body.bonus_months_earned).toBe(0);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const response = await program();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});
