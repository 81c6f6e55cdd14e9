import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './locales';
import { amountOf, currencyMinorDigits } from './money';
import { CURRENCY_SYMBOLS, currencySymbol, decimalSeparator, formatAmount } from './money-format';

describe('docs/product.md#money currency symbols for GBP, EUR, USD; default USD', () => {
  it.each([
    ['GBP', '£'],
    ['EUR', '€'],
    ['USD', '$'],
    ['usd', '$'],
    [undefined, '$'],
    [null, '$'],
    ['JPY', 'JPY'],
  ])('%s → %s', (currency, symbol) => {
    expect(currencySymbol(currency)).toBe(symbol);
  });

  it('has exactly the three symbols', () => {
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual(['EUR', 'GBP', 'USD']);
  });
});

describe('docs/product.md#languages amounts are formatted per locale with its decimal separator', () => {
  it.each([
    ['en', 1295, 'USD', '$12.95'],
    ['en', 123456, 'USD', '$1,234.56'],
    ['en-GB', 999, 'GBP', '£9.99'],
    ['de', 123456, 'EUR', '1.234,56\u00a0€'],
    ['fr', 999, 'EUR', '9,99\u00a0€'],
    ['nl', 999, 'EUR', '€\u00a09,99'],
    ['pt-BR', 1295, 'USD', '$\u00a012,95'],
    ['ja', 1200, 'JPY', '￥1,200'],
    ['en', -5, 'USD', '-$0.05'],
  ])('%s %i %s → %s', (locale, minor, currency, text) => {
    expect(formatAmount(amountOf(minor, currency), locale)).toBe(text);
  });

  it.each([
    ['en', '.'],
    ['de', ','],
    ['fr', ','],
    ['ja', '.'],
  ])('%s decimal separator %s', (locale, separator) => {
    expect(decimalSeparator(locale)).toBe(separator);
  });
});

/** Reads a formatted number back through its parts, mapping the locale's digits to 0–9. */
function readBack(text: string, locale: string): string {
  const digits = new Intl.NumberFormat(locale, { useGrouping: false }).format(1234567890);
  const map = new Map([...digits].map((ch, i) => [ch, String((i + 1) % 10)]));
  return [...text].map((ch) => map.get(ch) ?? (/\d/.test(ch) ? ch : '')).join('');
}

describe('docs/product.md#languages money formatting properties over every published locale', () => {
  const locales = LANGUAGES.map((language) => language.languageCode);

  it('shows exactly the stored minor units, with the locale decimal separator', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom('USD', 'EUR', 'GBP'),
        fc.integer({ min: 0, max: 1e13 }),
        (locale, currency, minor) => {
          const text = formatAmount(amountOf(minor, currency), locale);
          expect(BigInt(readBack(text, locale))).toBe(BigInt(minor));
          expect(text).toContain(decimalSeparator(locale));
        },
      ),
    );
  });

  it('every currency shows its own number of decimals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('USD', 'JPY', 'KWD'),
        fc.integer({ min: 0, max: 1e9 }),
        (currency, minor) => {
          const text = formatAmount(amountOf(minor, currency), 'en');
          const fraction = text.split('.')[1] ?? '';
          expect(fraction.replace(/\D/g, '').length).toBe(currencyMinorDigits(currency));
        },
      ),
    );
  });
});
