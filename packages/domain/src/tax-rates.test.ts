import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './residence-regions';
import { hasTaxRule, taxOn, taxRateBasisPoints } from './tax-rates';

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
    expect(taxRateBasisPoints(country, region)).toBe(rate);
  });

  it.each([
    [9995, 1900, 1899],
    [1295, 2000, 259],
    [1000, 625, 63],
    [0, 2000, 0],
    [5, 1000, 1],
  ])('tax on %i at %i bp is %i (half up)', (amount, rate, tax) => {
    expect(taxOn(amount, rate)).toBe(tax);
  });

  it('has a rule, possibly a deliberate zero, for every country the checkout sells to', () => {
    expect(COUNTRY_CODES.filter((country) => !hasTaxRule(country))).toEqual([]);
  });

  it('has no rule for a country Burrow does not sell to', () => {
    expect(hasTaxRule('RU')).toBe(false);
  });
});
