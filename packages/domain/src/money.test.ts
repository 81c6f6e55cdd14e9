import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  amountOf,
  amountsEqual,
  amountToDecimalString,
  compareAmounts,
  currencyMinorDigits,
  multiplyAmount,
  normalizeAmount,
  subtractAmounts,
  sumAmounts,
  toMinorUnits,
  type Amount,
} from './money';

describe('docs/product.md#money amounts are {unscaledValue, scale, currency}, kept as integer minor units', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['KWD', 3],
  ])('%s has %i minor digits', (currency, digits) => {
    expect(currencyMinorDigits(currency)).toBe(digits);
  });

  it.each<[string, Amount, number]>([
    ['at the currency scale', { unscaledValue: 1295, scale: 2, currency: 'USD' }, 1295],
    ['whole units', { unscaledValue: 12, scale: 0, currency: 'USD' }, 1200],
    ['extra zero decimals', { unscaledValue: 12950, scale: 3, currency: 'USD' }, 1295],
    ['yen', { unscaledValue: 1200, scale: 0, currency: 'JPY' }, 1200],
    ['negative', { unscaledValue: -5, scale: 2, currency: 'EUR' }, -5],
  ])('%s', (_label, amount, minor) => {
    expect(toMinorUnits(amount)).toBe(minor);
  });

  it.each<[string, Amount]>([
    ['a fraction of a cent', { unscaledValue: 12955, scale: 3, currency: 'USD' }],
    ['a float', { unscaledValue: 12.95, scale: 0, currency: 'USD' }],
    ['a fractional scale', { unscaledValue: 1, scale: 1.5, currency: 'USD' }],
    ['not a currency code', { unscaledValue: 1, scale: 2, currency: 'usd' }],
    ['too large', { unscaledValue: Number.MAX_SAFE_INTEGER, scale: 0, currency: 'USD' }],
  ])('rejects %s', (_label, amount) => {
    expect(() => toMinorUnits(amount)).toThrow(RangeError);
  });

  it('builds and normalises amounts at the currency scale', () => {
    expect(amountOf(1295, 'USD')).toEqual({ unscaledValue: 1295, scale: 2, currency: 'USD' });
    expect(normalizeAmount({ unscaledValue: 12950, scale: 3, currency: 'USD' })).toEqual(
      amountOf(1295, 'USD'),
    );
    expect(() => amountOf(0.5, 'USD')).toThrow(RangeError);
  });

  it('0.10 + 0.20 is exactly 0.30', () => {
    expect(addAmounts(amountOf(10, 'USD'), amountOf(20, 'USD'))).toEqual(amountOf(30, 'USD'));
  });

  it('arithmetic', () => {
    const a = amountOf(1295, 'USD');
    expect(subtractAmounts(a, amountOf(300, 'USD'))).toEqual(amountOf(995, 'USD'));
    expect(multiplyAmount(a, 12)).toEqual(amountOf(15540, 'USD'));
    expect(() => multiplyAmount(a, 1.5)).toThrow(RangeError);
    expect(sumAmounts([a, a, a], 'USD')).toEqual(amountOf(3885, 'USD'));
    expect(sumAmounts([], 'EUR')).toEqual(amountOf(0, 'EUR'));
    expect(compareAmounts(a, amountOf(1300, 'USD'))).toBe(-1);
    expect(compareAmounts(a, a)).toBe(0);
    expect(amountsEqual(a, { unscaledValue: 12950, scale: 3, currency: 'USD' })).toBe(true);
    expect(amountsEqual(a, amountOf(1295, 'EUR'))).toBe(false);
  });

  it('never mixes currencies', () => {
    expect(() => addAmounts(amountOf(1, 'USD'), amountOf(1, 'EUR'))).toThrow(RangeError);
    expect(() => compareAmounts(amountOf(1, 'USD'), amountOf(1, 'GBP'))).toThrow(RangeError);
  });

  it.each<[Amount, string]>([
    [amountOf(1295, 'USD'), '12.95'],
    [amountOf(5, 'USD'), '0.05'],
    [amountOf(-5, 'USD'), '-0.05'],
    [amountOf(0, 'EUR'), '0.00'],
    [amountOf(1200, 'JPY'), '1200'],
    [amountOf(1234, 'KWD'), '1.234'],
  ])('decimal text %j → %s', (amount, text) => {
    expect(amountToDecimalString(amount)).toBe(text);
  });
});

const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'KWD'] as const;
const bounded = fc.integer({ min: -1e12, max: 1e12 });

describe('docs/product.md#money money arithmetic properties (exact, integers only)', () => {
  it('addition is commutative and associative, and subtraction undoes it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), bounded, bounded, bounded, (cur, x, y, z) => {
        const [a, b, c] = [amountOf(x, cur), amountOf(y, cur), amountOf(z, cur)];
        expect(addAmounts(a, b)).toEqual(addAmounts(b, a));
        expect(addAmounts(addAmounts(a, b), c)).toEqual(addAmounts(a, addAmounts(b, c)));
        expect(subtractAmounts(addAmounts(a, b), b)).toEqual(a);
      }),
    );
  });

  it('multiplying is repeated addition', () => {
    fc.assert(
      fc.property(bounded, fc.integer({ min: 0, max: 36 }), (x, n) => {
        const a = amountOf(x, 'USD');
        expect(multiplyAmount(a, n)).toEqual(sumAmounts(Array<Amount>(n).fill(a), 'USD'));
      }),
    );
  });

  it('any scale that writes the same money reads back to the same minor units', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        bounded,
        fc.integer({ min: 0, max: 3 }),
        (cur, x, extra) => {
          const digits = currencyMinorDigits(cur);
          const wide = { unscaledValue: x * 10 ** extra, scale: digits + extra, currency: cur };
          expect(toMinorUnits(wide)).toBe(x);
          expect(amountsEqual(wide, amountOf(x, cur))).toBe(true);
        },
      ),
    );
  });

  it('the decimal text reads back to the same number of minor units', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), bounded, (cur, x) => {
        const text = amountToDecimalString(amountOf(x, cur));
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(x));
        const fraction = text.split('.')[1] ?? '';
        expect(fraction.length).toBe(currencyMinorDigits(cur));
      }),
    );
  });
});
