import type { Subscription } from '@burrow/contract/subscriptions';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { createPlanOffer } from '../test/plan-change-builders';
import { addonLines } from './addon-lines';
import { findPlan } from './plan-options';
import { renewalAmount } from './renewal-terms';

const offer = createPlanOffer();
const dip = { krn: 'krn:addon:a', addon_id: 'a', addon_type: 'dip' as const };

function amountFor(priceId: string, overrides: Partial<Subscription>) {
  const plan = findPlan(offer, priceId);
  if (!plan) throw new Error(`no plan ${priceId}`);
  const subscription = createSubscription(overrides);
  return renewalAmount(subscription, plan, addonLines(offer, subscription, plan))?.unscaledValue;
}

describe('renewal amount', () => {
  it.each([
    ['a paid plan renews at its renewal price', 'vpn-basic-12m-usd', {}, 11695],
    ['a trial converts at the plan’s price', 'vpn-basic-12m-usd', { state: 'intrial' }, 5604],
    [
      'an add-on that renews is added at the same cycle',
      'vpn-basic-1m-usd',
      { addons: [{ ...dip, status: 'ACTIVE' }] },
      1295 + 699,
    ],
    [
      'a stopping add-on is left out',
      'vpn-basic-1m-usd',
      { addons: [{ ...dip, status: 'NON_RENEWING' }] },
      1295,
    ],
  ] as const)('%s', (_rule, priceId, overrides, expected) => {
    expect(amountFor(priceId, overrides as Partial<Subscription>)).toBe(expected);
  });

  it('is unknown when a renewing add-on has no price for the cycle', () => {
    expect(amountFor('vpn-basic-6m-usd', { addons: [{ ...dip, status: 'ACTIVE' }] })).toBe(
      undefined,
    );
  });
});
