import { describe, expect, it } from 'vitest';
import { dedicatedIpPlanCode, dedicatedIpPriceId } from './dedicated-ip-plans';

describe('docs/product.md#offers-coupons-and-who-may-buy-what dedicated IP plan codes per billing cycle of 1, 12 or 15, and 24 months, with taxed variants', () => {
  it.each([
    [1, false, 'addon-dedicated-ip-1m'],
    [1, true, 'addon-dedicated-ip-1m-taxed'],
    [12, false, 'addon-dedicated-ip-12m'],
    [15, false, 'addon-dedicated-ip-12m'],
    [15, true, 'addon-dedicated-ip-12m-taxed'],
    [24, false, 'addon-dedicated-ip-24m'],
    [24, true, 'addon-dedicated-ip-24m-taxed'],
    [6, false, null],
    [36, true, null],
  ])('%i months, taxed %s → %s', (cycle, taxed, code) => {
    expect(dedicatedIpPlanCode(cycle, taxed)).toBe(code);
  });

  it('price ids add the currency', () => {
    expect(dedicatedIpPriceId('addon-dedicated-ip-12m', 'USD')).toBe('addon-dedicated-ip-12m-usd');
  });
});
