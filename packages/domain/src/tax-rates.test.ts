import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './residence-regions';
import { hasTaxRule, pricesIncludeTax, splitTax, taxBasis } from './tax-rates';

describe('tax by residence (decision 0030)', () => {
  it.each([
    ['DE', null, 1900],
    ['fr', null, 2000],
    ['GB', null, 2000],
    ['US', 'NY', 400],
    ['US', 'tx', 625],
    ['US', 'CA', 0],
    ['US', null, 0],
    ['CA', 'ON', 1300],
    ['CA', 'AB', 500],
    ['CA', null, 500],
    ['BR', null, 0],
    ['SA', null, 1500],
    ['AE', null, 500],
    ['TR', null, 2000],
    ['MX', null, 1600],
    ['ID', null, 1100],
    ['HK', null, 0],
  ])('%s %s → %i bp', (country, region, rate) => {
    expect(taxBasis(country, region).rateBasisPoints).toBe(rate);
  });

  it('has a rule, possibly a deliberate zero, for every country the checkout sells to', () => {
    expect(COUNTRY_CODES.filter((country) => !hasTaxRule(country))).toEqual([]);
  });

  it('has no rule for a country Burrow does not sell to', () => {
    expect(hasTaxRule('RU')).toBe(false);
  });
});

describe('prices that include tax (decision 0108)', () => {
  it.each([
    ['DE', true],
    ['fr', true],
    [' nl ', true],
    ['SE', true],
    ['PL', true],
    ['NO', true],
    ['IS', true],
    ['LI', true],
    ['GB', true],
    ['CH', true],
    ['US', false],
    ['CA', false],
    ['AU', false],
    ['NZ', false],
    ['JP', false],
    ['RS', false],
    ['TR', false],
    ['', false],
  ])('%s includes tax: %s', (country, inclusive) => {
    expect(pricesIncludeTax(country)).toBe(inclusive);
    expect(taxBasis(country).inclusive).toBe(inclusive);
  });

  it('every EU member state with VAT includes it in its prices', () => {
    const euOneStopShop = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE'];
    expect(euOneStopShop.filter((country) => !pricesIncludeTax(country))).toEqual([]);
  });
});

describe('splitTax: the one way a price is taxed', () => {
  it.each([
    // [price, rate bp, inclusive, net, tax, gross]
    [499, 1900, true, 419, 80, 499],
    [9995, 1900, true, 8399, 1596, 9995],
    // 1299 × 2000/12000 = 216.5: exactly half a penny rounds up.
    [1299, 2000, true, 1082, 217, 1299],
    [1000, 2000, true, 833, 167, 1000],
    // 119 × 19/119 is exactly 19: no rounding.
    [119, 1900, true, 100, 19, 119],
    // 3 × 0.19/1.19 = 0.479 → 0; 4 × = 0.639 → 1.
    [3, 1900, true, 3, 0, 3],
    [4, 1900, true, 3, 1, 4],
    [21, 500, true, 20, 1, 21],
    [0, 1900, true, 0, 0, 0],
    [1000, 0, true, 1000, 0, 1000],
    // A credit mirrors a charge.
    [-499, 1900, true, -419, -80, -499],
    [9995, 1900, false, 9995, 1899, 11894],
    [1295, 2000, false, 1295, 259, 1554],
    [1000, 625, false, 1000, 63, 1063],
    [5, 1000, false, 5, 1, 6],
    [0, 2000, false, 0, 0, 0],
  ])(
    '%i at %i bp (inclusive %s) → net %i + tax %i = %i',
    (price, rate, inclusive, net, tax, gross) => {
      expect(splitTax(price, { rateBasisPoints: rate, inclusive })).toEqual({
        netMinor: net,
        taxMinor: tax,
        grossMinor: gross,
      });
    },
  );

  it('rounds an inclusive half cent up', () => {
    // 2.5 cents of tax in 1 312.5 → 13 125 × 2000 / 12 000 = 2187.5 → 2188.
    expect(splitTax(13_125, { rateBasisPoints: 2000, inclusive: true }).taxMinor).toBe(2188);
  });
});
