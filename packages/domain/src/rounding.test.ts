import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, roundPrice } from './rounding';

describe('docs/product.md#prices-per-period-and-discounts rounding helper: round up, but if the ceiling is a multiple of ten, round down', () => {
  it.each([
    [8329, 10, 833], // 832.9 → 833
    [8392, 10, 839], // 839.2 → ceiling 840 is a multiple of ten → 839
    [833, 1, 833], // already whole
    [840, 1, 840], // exactly a multiple of ten stays
    [99917, 100, 999], // 999.17 → ceiling 1000 → 999
    [1, 3, 1], // 0.33 → 1
    [-21, 10, -2], // -2.1 → ceiling -2 is not a multiple of ten
    [-101, 10, -11], // -10.1 → ceiling -10 is a multiple of ten → -11
  ])('%i / %i → %i', (numerator, denominator, expected) => {
    expect(roundPrice(numerator, denominator)).toBe(expected);
  });

  it('defaults the denominator to 1', () => {
    expect(roundPrice(467)).toBe(467);
  });
});

describe('docs/product.md#prices-per-period-and-discounts exact division with a rounding mode (used by the helper and per-period prices)', () => {
  it.each([
    [7, 2, 'floor', 3],
    [7, 2, 'ceil', 4],
    [7, 2, 'half-up', 4],
    [5, 4, 'half-up', 1],
    [-7, 2, 'floor', -4],
    [-7, 2, 'ceil', -3],
    [-7, 2, 'half-up', -4],
    [7, -2, 'half-up', -4],
    [-7, -2, 'half-up', 4],
    [-1, 3, 'ceil', 0],
    [-1, 3, 'half-up', 0],
    [0, -3, 'floor', 0],
    [8392, 10, 'price', 839],
  ] as const)('%i / %i %s → %i', (n, d, mode, expected) => {
    expect(divideRounded(n, d, mode)).toBe(expected);
  });

  it.each([
    [1, 0],
    [1.5, 2],
    [Number.MAX_SAFE_INTEGER + 1, 3],
  ])('refuses %d / %d', (n, d) => {
    expect(() => divideRounded(n, d, 'floor')).toThrow(RangeError);
  });

  const n = fc.integer({ min: -1e15, max: 1e15 });
  const d = fc.integer({ min: -1e6, max: 1e6 }).filter((x) => x !== 0);

  it('floor and ceil bracket the exact quotient, one apart unless it divides', () => {
    fc.assert(
      fc.property(n, d, (num, den) => {
        const floor = divideRounded(num, den, 'floor');
        const ceil = divideRounded(num, den, 'ceil');
        // Checked in BigInt, where the products cannot lose precision.
        const [N, D, F, C] = [BigInt(num), BigInt(den), BigInt(floor), BigInt(ceil)];
        const sign = D > 0n ? 1n : -1n;
        expect(F * D * sign <= N * sign).toBe(true);
        expect(C * D * sign >= N * sign).toBe(true);
        expect(ceil - floor).toBe(N % D === 0n ? 0 : 1);
      }),
    );
  });

  it('half-up lands within half a unit', () => {
    fc.assert(
      fc.property(n, d, (num, den) => {
        const q = BigInt(divideRounded(num, den, 'half-up'));
        const error = BigInt(num) * 2n - q * BigInt(den) * 2n;
        const abs = (x: bigint) => (x < 0n ? -x : x);
        expect(abs(error) <= abs(BigInt(den))).toBe(true);
      }),
    );
  });

  it('the price helper gives the ceiling unless that ends in 0, then the floor', () => {
    fc.assert(
      fc.property(n, d, (num, den) => {
        const price = roundPrice(num, den);
        const ceil = divideRounded(num, den, 'ceil');
        const floor = divideRounded(num, den, 'floor');
        expect(price).toBe(ceil % 10 === 0 ? floor : ceil);
        expect(price === ceil || price === floor).toBe(true);
      }),
    );
  });
});
