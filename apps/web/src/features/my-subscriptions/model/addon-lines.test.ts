import type { Addon } from '@burrow/contract/subscriptions';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { createPlanOffer } from '../test/plan-change-builders';
import { ADDON_PRODUCT_IDS, addonLines, addonOfPrice } from './addon-lines';
import { findPlan } from './plan-options';

const offer = createPlanOffer();
const addon = (addon_type: Addon['addon_type'], status: Addon['status']): Addon => ({
  krn: `krn:addon:${addon_type}`,
  addon_id: addon_type,
  addon_type,
  status,
});

function linesFor(priceId: string, addons: Addon[] = []) {
  const plan = findPlan(offer, priceId);
  if (!plan) throw new Error(`no plan ${priceId}`);
  return addonLines(offer, createSubscription({ addons }), plan);
}

describe('add-on lines', () => {
  it('puts the subscription’s add-ons first, then the rest of the offer at the plan’s cycle', () => {
    const lines = linesFor('vpn-basic-12m-usd', [addon('dip', 'NON_RENEWING')]);
    expect(
      lines.map((line) => [
        line.productId,
        line.status,
        line.price?.id ?? null,
        line.includedInPlan,
      ]),
    ).toEqual([
      ['addon-dedicated-ip', 'NON_RENEWING', 'addon-dedicated-ip-12m-usd', false],
      ['addon-id-alerts', null, 'addon-id-alerts-12m-usd', false],
    ]);
  });

  it('marks an add-on the plan already gives as included', () => {
    const lines = linesFor('vpn-premium-1m-usd');
    expect(lines.find((line) => line.productId === 'addon-id-alerts')?.includedInPlan).toBe(true);
    expect(lines.find((line) => line.productId === 'addon-dedicated-ip')?.includedInPlan).toBe(
      false,
    );
  });

  it('has no price for a cycle the add-on is not sold for, and ignores cancelled add-ons', () => {
    const lines = linesFor('vpn-basic-6m-usd', [addon('idp_monitor', 'CANCELLED')]);
    expect(lines.every((line) => line.price === null && line.status === null)).toBe(true);
  });

  it('reads older type aliases as the same product, once', () => {
    const lines = linesFor('vpn-basic-1m-usd', [
      addon('idp_monitoring', 'ACTIVE'),
      addon('idp_monitor', 'ACTIVE'),
    ]);
    expect(lines.filter((line) => line.productId === 'addon-id-alerts')).toHaveLength(1);
    expect(ADDON_PRODUCT_IDS.idp_monitor).toBe(ADDON_PRODUCT_IDS.idp_monitoring);
  });

  it('names the add-on a quoted price is for', () => {
    expect(addonOfPrice(offer, 'addon-dedicated-ip-24m-usd')).toEqual({
      productId: 'addon-dedicated-ip',
      type: 'dip',
      name: 'Dedicated IP',
    });
    expect(addonOfPrice(offer, 'vpn-basic-1m-usd')).toBeNull();
  });
});
