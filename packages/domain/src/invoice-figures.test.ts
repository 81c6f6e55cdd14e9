import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceFigures } from './invoice-figures';
import { splitTax } from './tax-rates';

const DE = { rateBasisPoints: 1900, inclusive: true };
const GB = { rateBasisPoints: 2000, inclusive: true };
const NY = { rateBasisPoints: 400, inclusive: false };

describe('invoice figures: a charge stated net, with its tax (decision 0108)', () => {
  it.each([
    [
      'a German buyer pays the €4.99 price flat; €0.80 of it is VAT',
      [499],
      0,
      DE,
      { linesMinor: [419], subtotalMinor: 419, discountMinor: 0, taxMinor: 80, totalMinor: 499 },
    ],
    [
      'plan and add-on: each line net, the rounding difference on the largest',
      [9995, 4788],
      0,
      DE,
      {
        // 9995 → 8399, 4788 → 4024 (sum 12 423); 14 783 less its tax (2360) is 12 423.
        linesMinor: [8399, 4024],
        subtotalMinor: 12423,
        discountMinor: 0,
        taxMinor: 2360,
        totalMinor: 14783,
      },
    ],
    [
      'a coupon comes off the gross price: the buyer pays the discounted price flat',
      [9995, 4788],
      // 30% off 14 783.
      4434,
      DE,
      {
        linesMinor: [8399, 4024],
        subtotalMinor: 12423,
        // 14 783 − 4434 = 10 349 paid, 1652 of it VAT, so 8697 net: 12 423 − 8697.
        discountMinor: 3726,
        taxMinor: 1652,
        totalMinor: 10349,
      },
    ],
    [
      'lines whose own taxes round apart still add up to the subtotal',
      [1, 1, 1, 1, 1, 1],
      0,
      GB,
      // Each penny carries no tax of its own (1/6 rounds to 0), six pennies carry 1.
      {
        linesMinor: [0, 1, 1, 1, 1, 1],
        subtotalMinor: 5,
        discountMinor: 0,
        taxMinor: 1,
        totalMinor: 6,
      },
    ],
    [
      'a full discount charges nothing and no tax',
      [999],
      999,
      DE,
      { linesMinor: [839], subtotalMinor: 839, discountMinor: 839, taxMinor: 0, totalMinor: 0 },
    ],
    [
      'a US buyer: prices are net, tax goes on top, as before',
      [9995, 4788],
      4434,
      NY,
      {
        linesMinor: [9995, 4788],
        subtotalMinor: 14783,
        discountMinor: 4434,
        taxMinor: 414,
        totalMinor: 10763,
      },
    ],
  ])('%s', (_case, lines, discount, basis, expected) => {
    expect(invoiceFigures(lines, discount, basis)).toEqual(expected);
  });

  it('always balances, charges what the price says and never a negative discount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.boolean(),
        (lines, percent, rate, inclusive) => {
          const basis = { rateBasisPoints: rate, inclusive };
          const gross = lines.reduce((sum, amount) => sum + amount, 0);
          const discount = Math.floor((gross * percent) / 100);
          const figures = invoiceFigures(lines, discount, basis);
          const charge = splitTax(gross - discount, basis);
          expect(figures.totalMinor).toBe(charge.grossMinor);
          expect(figures.taxMinor).toBe(charge.taxMinor);
          expect(figures.totalMinor).toBe(
            figures.subtotalMinor - figures.discountMinor + figures.taxMinor,
          );
          expect(figures.linesMinor.reduce((sum, amount) => sum + amount, 0)).toBe(
            figures.subtotalMinor,
          );
          expect(figures.discountMinor).toBeGreaterThanOrEqual(0);
          expect(figures.discountMinor).toBeLessThanOrEqual(figures.subtotalMinor);
        },
      ),
    );
  });
});
