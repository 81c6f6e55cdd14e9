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
        1900,
      ),
    ).toEqual({
      subtotalMinor: 14783,
      discountMinor: 4434,
      taxMinor: 1966,
      totalMinor: 12315,
      taxRateBasisPoints: 1900,
    });
  });

  it('without coupon or tax the total is the subtotal', () => {
    expect(estimateCheckout([{ priceId: 'plan', amountMinor: 1295 }], null, 0).totalMinor).toBe(
      1295,
    );
  });

  it('always balances: total = subtotal − discount + tax, never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 6 }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        fc.integer({ min: 0, max: 3000 }),
        (amounts, percent, rate) => {
          const e = estimateCheckout(
            amounts.map((amountMinor, i) => ({ priceId: `p${i}`, amountMinor })),
            percent,
            rate,
          );
          expect(e.totalMinor).toBe(e.subtotalMinor - e.discountMinor + e.taxMinor);
          expect(e.totalMinor).toBeGreaterThanOrEqual(0);
          expect(e.discountMinor).toBeLessThanOrEqual(e.subtotalMinor);
        },
      ),
    );
  });
});
