import type { OfferResponse } from '@burrow/contract/offers';
import { amountOf } from '@burrow/domain/money';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { createPrice, createProduct } from '../../../test/offer-builders';
import { renewalPlan } from './renewal-plan';

const basicEur12 = createPrice('vpn-basic', 12, 5199, { amount: amountOf(5199, 'EUR') });
const basicUsd12 = createPrice('vpn-basic', 12, 5604);
const basicUsd12Trial = createPrice('vpn-basic', 12, 5604, {
  id: 'vpn-basic-12m-usd-trial',
  freePeriod: { length: 7, unit: 'day' },
});
const basicUsd1 = createPrice('vpn-basic', 1, 1295);
const premiumUsd12 = createPrice('vpn-premium', 12, 8004);

const offer: OfferResponse = {
  id: 'default',
  name: 'Burrow VPN plans',
  kind: 'standard',
  newCustomersOnly: false,
  products: [
    createProduct({
      id: 'vpn-basic',
      tier: 'TIER_BASIC',
      prices: [basicEur12, basicUsd12Trial, basicUsd12, basicUsd1],
    }),
    createProduct({ id: 'vpn-premium', tier: 'TIER_PREMIUM', prices: [premiumUsd12] }),
    createProduct({
      id: 'addon-dedicated-ip',
      kind: 'addon',
      tier: 'TIER_BASIC',
      prices: [createPrice('addon-dedicated-ip', 12, 4788)],
    }),
  ],
};

const basicYearly = { tier: 'TIER_BASIC', next_billing_cycle: 12 } as const;

describe('renewalPlan: the plan a renewal buys', () => {
  it('is the subscription’s own price when the offer still sells it', () => {
    const plan = renewalPlan(
      offer,
      createSubscription({ ...basicYearly, price_krns: ['krn:price:vpn-basic-12m-eur'] }),
    );
    expect(plan?.product.id).toBe('vpn-basic');
    expect(plan?.price).toBe(basicEur12);
  });

  it('falls back to the same tier and cycle in USD, without a free period', () => {
    const gone = createSubscription({ ...basicYearly, price_krns: ['krn:price:retired-plan'] });
    expect(renewalPlan(offer, gone)?.price).toBe(basicUsd12);
    const monthly = createSubscription({ tier: 'TIER_BASIC', next_billing_cycle: 1 });
    expect(renewalPlan(offer, monthly)?.price).toBe(basicUsd1);
    const premium = createSubscription({ tier: 'TIER_PREMIUM', next_billing_cycle: 12 });
    expect(renewalPlan(offer, premium)?.price).toBe(premiumUsd12);
  });

  it('never renews into an add-on, and is null when the offer has no such plan', () => {
    const addonKrn = createSubscription({
      ...basicYearly,
      price_krns: ['krn:price:addon-dedicated-ip-12m-usd'],
    });
    expect(renewalPlan(offer, addonKrn)?.price).toBe(basicUsd12);
    const vip = createSubscription({ tier: 'TIER_VIP', next_billing_cycle: 12 });
    expect(renewalPlan(offer, vip)).toBeNull();
    const twoYears = createSubscription({ tier: 'TIER_BASIC', next_billing_cycle: 24 });
    expect(renewalPlan(offer, twoYears)).toBeNull();
  });
});
