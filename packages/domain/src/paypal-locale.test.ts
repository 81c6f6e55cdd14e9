import { describe, expect, it } from 'vitest';
import { paypalLocale } from './paypal-locale';

describe('docs/product.md#paying a PayPal locale of uk_UA is replaced by en_US', () => {
  it.each([
    ['uk_UA', 'en_US'],
    ['uk-UA', 'en_US'],
    ['de_DE', 'de_DE'],
    ['fr-FR', 'fr_FR'],
    ['en_US', 'en_US'],
  ])('%s → %s', (locale, expected) => {
    expect(paypalLocale(locale)).toBe(expected);
  });
});
