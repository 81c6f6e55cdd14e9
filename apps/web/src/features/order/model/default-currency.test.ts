import { describe, expect, it } from 'vitest';
import { defaultCurrency } from './default-currency';

const ALL = ['USD', 'EUR', 'GBP'];

describe('the currency a visitor sees first', () => {
  it.each([
    ['en', 'USD'],
    ['en-US', 'USD'],
    ['en-GB', 'GBP'],
    ['en-IE', 'EUR'],
    ['de', 'EUR'],
    ['fr-CA', 'USD'],
    ['pt', 'USD'],
    ['pt-PT', 'EUR'],
    ['not a locale', 'USD'],
  ])('%s → %s', (locale, currency) => {
    expect(defaultCurrency(locale, ALL)).toBe(currency);
  });

  it('falls back to a currency the offer prices in', () => {
    expect(defaultCurrency('de', ['USD', 'GBP'])).toBe('USD');
    expect(defaultCurrency('de', ['GBP'])).toBe('GBP');
  });
});
