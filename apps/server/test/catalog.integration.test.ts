import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferResponse } from '@burrow/contract/offers';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseKinds } from './support/test-database';

describe.each(testDatabaseKinds)('GET /api/v1/offers/{offerId} on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const offer = async (id: string, headers: Record<string, string> = {}) => {
    const response = await t.request({ method: 'GET', url: `/api/v1/offers/${id}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<OfferResponse>();
  };
  const price = (o: OfferResponse, id: string) =>
    o.products.flatMap((p) => p.prices).find((p) => p.id === id);

  it('offers every tier and length by default, with entitlements and the 30-day guarantee', async () => {
    const o = await offer('default');
    const vpn = o.products.filter((p) => p.kind === 'vpn');
    expect(vpn.map((p) => p.tier)).toEqual(['TIER_BASIC', 'TIER_VIP', 'TIER_PREMIUM']);
    for (const product of vpn) {
      expect(new Set(product.prices.map((p) => p.basePeriod.length))).toEqual(
        new Set([1, 6, 12, 24]),
      );
      expect(new Set(product.prices.map((p) => p.amount.currency))).toEqual(
        new Set(['USD', 'EUR', 'GBP']),
      );
      expect(product).toMatchObject({ moneyBackGuaranteeDays: 30, billingType: 'recurring' });
    }
    const premium = vpn.find((p) => p.tier === 'TIER_PREMIUM');
    expect(premium?.recommended).toBe(true);
    expect(premium?.entitlements.map((e) => e.id)).toContain('password-manager');
    expect(o.products.filter((p) => p.kind === 'addon').map((p) => p.id)).toContain(
      'addon-dedicated-ip',
    );
  });

  it('says how many devices each VPN tier connects at once, as activation enforces it', async () => {
    const o = await offer('default');
    const byTier = Object.fromEntries(
      o.products.filter((p) => p.kind === 'vpn').map((p) => [p.tier, p.maxDevices]),
    );
    expect(byTier).toEqual({ TIER_BASIC: 5, TIER_VIP: 8, TIER_PREMIUM: 10 });
    const enforced = await t.app.db.query<{ tier: string; max_devices: number }>(
      `SELECT tier, max_devices FROM products WHERE tenant_id = 'burrow' AND kind = 'vpn'`,
    );
    for (const row of enforced) expect(byTier[row.tier]).toBe(row.max_devices);
    for (const product of o.products.filter((p) => p.kind !== 'vpn'))
      expect(product.maxDevices).toBeNull();
  });

  it('prices a yearly plan against twelve months at the monthly price (docs/product.md#prices-per-period-and-discounts fallback list)', async () => {
    const yearly = price(await offer('default'), 'vpn-basic-12m-usd');
    expect(yearly).toMatchObject({
      amount: { unscaledValue: 5604, scale: 2, currency: 'USD' },
      amountPerMonth: { unscaledValue: 467, scale: 2, currency: 'USD' },
      amountWithoutDiscount: { unscaledValue: 15540, scale: 2, currency: 'USD' },
      discountAmount: { unscaledValue: 9936, scale: 2, currency: 'USD' },
      discountPercentage: 63,
      nextPrice: { unscaledValue: 11695, scale: 2, currency: 'USD' },
      basePeriod: { length: 12, unit: 'month' },
      totalPeriod: { length: 12, unit: 'month' },
      freePeriod: null,
    });
    const monthly = price(await offer('default'), 'vpn-premium-1m-usd');
    expect(monthly).toMatchObject({ discountPercentage: 0, amount: { unscaledValue: 1949 } });
  });

  it('gives the free-trial offer a 7-day free period before the first month', async () => {
    const o = await offer('free-trial');
    expect(o).toMatchObject({ kind: 'free_trial', newCustomersOnly: true });
    expect(price(o, 'vpn-vip-1m-usd')).toMatchObject({
      freePeriod: { length: 7, unit: 'day' },
      totalPeriod: { length: 37, unit: 'day' },
    });
  });

  it('gives the win-back offer three free months on a yearly plan', async () => {
    const o = await offer('win-back');
    expect(price(o, 'vpn-premium-12m-usd')).toMatchObject({
      freePeriod: { length: 3, unit: 'month' },
      totalPeriod: { length: 15, unit: 'month' },
    });
  });

  it('answers 404 for an unknown offer and for an unknown tenant', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/v1/offers/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const tenant = await t.request({
      method: 'GET',
      url: '/api/v1/offers/default',
      headers: { 'x-tenant': 'nobrand' },
    });
    expect(tenant.statusCode).toBe(404);
    expect(tenant.json().error.code).toBe('tenant_not_found');
  });
});
