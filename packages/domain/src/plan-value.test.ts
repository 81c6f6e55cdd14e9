import { describe, expect, it } from 'vitest';
import { amountOf } from './money';
import { bestValueMonths, regularPrice } from './plan-value';

const usd = (cents: number) => amountOf(cents, 'USD');
const plan = (months: number, cents: number) => ({ months, amount: usd(cents) });

describe('best value: the plan that costs least per month', () => {
  it.each([
    [
      'the longest plan when it is cheapest per month (docs/product.md#prices-per-period-and-discounts Basic)',
      [plan(1, 1295), plan(12, 5604), plan(24, 8136)],
      24,
    ],
    [
      'a shorter plan when the catalogue prices it lower per month',
      [plan(1, 1295), plan(12, 4788), plan(24, 9999)],
      12,
    ],
    ['whatever order the plans come in', [plan(24, 8136), plan(1, 1295), plan(12, 5604)], 24],
    // $59.94 / 6 and $119.88 / 12 are both $9.99 a month: less up front wins.
    ['the shorter plan on an exact tie', [plan(12, 11988), plan(6, 5994)], 6],
    // $100.00 / 12 and $100.01 / 12... rounded alike per month, yet one costs more.
    ['by the exact price, not the rounded monthly figure', [plan(12, 10001), plan(12, 10000)], 12],
    ['the only plan', [plan(1, 1295)], 1],
    ['never a plan of no months (nothing to divide by)', [plan(0, 0), plan(12, 5604)], 12],
  ])('%s', (_label, plans, months) => {
    expect(bestValueMonths(plans)).toBe(months);
  });

  it('names nothing when there is nothing to compare', () => {
    expect(bestValueMonths([])).toBeNull();
    expect(bestValueMonths([plan(1, 1295), { months: 12, amount: amountOf(5000, 'EUR') }])).toBe(
      null,
    );
  });
});

describe('the regular price struck through beside the offer price', () => {
  it.each([
    // 12 × $12.95 regular against $56.04 now.
    ['a discounted plan', 12, 5604, 15540, { total: usd(15540), perMonth: usd(1295) }],
    ['a 24-month plan', 24, 8136, 31080, { total: usd(31080), perMonth: usd(1295) }],
    ['a plan at its regular price', 1, 1295, 1295, null],
    ['a regular price below the offer (bad data)', 12, 5604, 5000, null],
    ['a plan of no months', 0, 0, 1295, null],
  ])('%s', (_label, months, cents, regularCents, expected) => {
    expect(
      regularPrice({ months, amount: usd(cents), amountWithoutDiscount: usd(regularCents) }),
    ).toEqual(expected);
  });

  it('strikes nothing through across currencies', () => {
    expect(
      regularPrice({ months: 12, amount: usd(5604), amountWithoutDiscount: amountOf(9000, 'EUR') }),
    ).toBeNull();
  });
});
