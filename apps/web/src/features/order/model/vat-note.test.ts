import { describe, expect, it } from 'vitest';
import { pricesShownWithVat } from './vat-note';

describe('pricesShownWithVat: the order page says "incl. VAT" where checkout charges so', () => {
  it.each([
    // [residence, currency, incl. VAT]
    ['DE', 'EUR', true],
    ['DE', 'USD', true],
    ['gb', 'GBP', true],
    ['CH', 'EUR', true],
    ['US', 'EUR', false],
    ['US', 'USD', false],
    ['AU', 'GBP', false],
    [null, 'EUR', true],
    [null, 'GBP', true],
    [undefined, 'USD', false],
    ['', 'usd', false],
  ])('%s paying %s → %s', (country, currency, included) => {
    expect(pricesShownWithVat(country, currency)).toBe(included);
  });
});
