import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateCheckout } from './checkout-estimate';

describe('checkout estimate', () => {
  it('adds lines, takes the coupon off the subtotal and taxes what remains', () => {
    expect(
      estimateCheckout(
        [
          { priceId: 'plan', amountMinor: 9995 },
          { priceId: 'addon', amountMinor: 4788 },
        ],
        30,
        { rateBasisPoints: 400, inclusive: false },
      ),
    ).toEqual({
      subtotalMinor: 14783,
      discountMinor: 4434,
      taxMinor: 414,
      totalMinor: 10763,
      taxRateBasisPoints: 400,
      taxInclusive: false,
    });
  });

  it('where prices include VAT, the coupon comes off the gross price and the buyer pays it flat', () => {
    expect(
      estimateCheckout(
        [
          { priceId: 'plan', amountMinor: 9995 },
          { priceId: 'addon', amountMinor: 4788 },
        ],
        30,
        { rateBasisPoints: 1900, inclusive: true },
      ),
    ).toEqual({
      subtotalMinor: 14783,
      discountMinor: 4434,
      taxMinor: 1652,
      totalMinor: 10349,
      taxRateBasisPoints: 1900,
      taxInclusive: true,
    });
  });

  it('a German buyer pays the €4.99 catalogue price; €0.80 of it is VAT', () => {
    expect(
      estimateCheckout([{ priceId: 'plan', amountMinor: 499 }], null, {
        rateBasisPoints: 1900,
        inclusive: true,
      }),
    ).toMatchObject({ subtotalMinor: 499, taxMinor: 80, totalMinor: 499 });
  });

  it('without coupon or tax the total is the subtotal', () => {
    expect(
      estimateCheckout([{ priceId: 'plan', amountMinor: 1295 }], null, {
        rateBasisPoints: 0,
        inclusive: false,
      }).totalMinor,
    ).toBe(1295);
  });

  it('always balances: total = subtotal − discount (+ tax when prices exclude it), never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 6 }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        fc.integer({ min: 0, max: 3000 }),
        fc.boolean(),
        (amounts, percent, rate, inclusive) => {
          const e = estimateCheckout(
            amounts.map((amountMinor, i) => ({ priceId: `p${i}`, amountMinor })),
            percent,
            { rateBasisPoints: rate, inclusive },
          );
          expect(e.totalMinor).toBe(
            e.subtotalMinor - e.discountMinor + (inclusive ? 0 : e.taxMinor),
          );
          expect(e.taxMinor).toBeLessThanOrEqual(e.totalMinor);
          expect(e.totalMinor).toBeGreaterThanOrEqual(0);
          expect(e.discountMinor).toBeLessThanOrEqual(e.subtotalMinor);
        },
      ),
    );
  });
});
