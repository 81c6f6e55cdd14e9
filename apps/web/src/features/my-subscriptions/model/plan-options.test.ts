import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { createPlanOffer } from '../test/plan-change-builders';
import { currentPriceId, findPlan, periodMonths, planOptions } from './plan-options';

describe('plan options', () => {
  it('lists every plan of one currency, tier by tier, shortest cycle first', () => {
    const usd = planOptions(createPlanOffer(), 'USD');
    expect(usd.map((option) => option.priceId)).toEqual([
      'vpn-basic-1m-usd',
      'vpn-basic-6m-usd',
      'vpn-basic-12m-usd',
      'vpn-basic-24m-usd',
      'vpn-vip-1m-usd',
      'vpn-vip-6m-usd',
      'vpn-vip-12m-usd',
      'vpn-vip-24m-usd',
      'vpn-premium-1m-usd',
      'vpn-premium-6m-usd',
      'vpn-premium-12m-usd',
      'vpn-premium-24m-usd',
    ]);
    expect(planOptions(createPlanOffer(), 'EUR').map((option) => option.priceId)).toEqual([
      'vpn-basic-12m-eur',
    ]);
  });

  it('finds the plan a subscription is on from its price krn, never an add-on', () => {
    const offer = createPlanOffer();
    const sub = createSubscription({ price_krns: ['krn:price:vpn-vip-12m-usd'] });
    expect(findPlan(offer, currentPriceId(sub))).toMatchObject({
      tier: 'TIER_VIP',
      months: 12,
      productName: 'Burrow VPN VIP',
    });
    expect(findPlan(offer, currentPriceId(createSubscription({ price_krns: [] })))).toBeNull();
    expect(findPlan(offer, 'addon-dedicated-ip-1m-usd')).toBeNull();
    expect(findPlan(offer, 'vpn-gone-1m-usd')).toBeNull();
  });

  it.each([
    [{ length: 1, unit: 'month' as const }, 1],
    [{ length: 24, unit: 'month' as const }, 24],
    [{ length: 2, unit: 'year' as const }, 24],
  ])('counts %o as %i months', (period, months) => {
    expect(periodMonths(period)).toBe(months);
  });
});
