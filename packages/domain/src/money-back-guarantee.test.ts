import { describe, expect, it } from 'vitest';
import { isWithinMoneyBackGuarantee, MONEY_BACK_GUARANTEE_DAYS } from './money-back-guarantee';

describe('docs/product.md#refunds money-back guarantee of 30 days', () => {
  const purchase = '2024-02-01T10:00:00Z';
  it.each([
    ['at purchase', '2024-02-01T10:00:00Z', true],
    ['across the leap day, day 29', '2024-03-01T09:59:59Z', true],
    ['30 × 24 hours later', '2024-03-02T10:00:00Z', false],
    ['a second before', '2024-03-02T09:59:59Z', true],
    ['before the purchase', '2024-01-31T00:00:00Z', false],
  ])('%s → %s', (_label, now, expected) => {
    expect(isWithinMoneyBackGuarantee(purchase, new Date(now))).toBe(expected);
  });

  it('is 30 days', () => {
    expect(MONEY_BACK_GUARANTEE_DAYS).toBe(30);
  });

  it('does not move with the offset the purchase is written in', () => {
    expect(
      isWithinMoneyBackGuarantee('2024-02-01T05:00:00-05:00', new Date('2024-03-02T09:59:59Z')),
    ).toBe(true);
    expect(
      isWithinMoneyBackGuarantee('2024-02-01T05:00:00-05:00', new Date('2024-03-02T10:00:00Z')),
    ).toBe(false);
  });
});
