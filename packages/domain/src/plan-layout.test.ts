import { describe, expect, it } from 'vitest';
import { amountOf } from './money';
import { planLayout } from './plan-layout';

const usd = (cents: number) => amountOf(cents, 'USD');
// The fallback Basic prices (docs/product.md#prices-per-period-and-discounts): 24 months is the cheapest per month, not 12.
const plans = [
  { months: 1, amount: usd(1295) },
  { months: 6, amount: usd(5995) },
  { months: 12, amount: usd(5604) },
  { months: 24, amount: usd(8136) },
];

describe('docs/product.md#the-order-page compact plan layout for subscriptions on a 24-month cycle', () => {
  it('hides 24-month plans and recommends the 12-month plan', () => {
    expect(planLayout(plans, 24)).toEqual({
      compact: true,
      plans: plans.slice(0, 3),
      recommendedMonths: 12,
    });
  });

  it('recommends nothing when no 12-month plan is offered', () => {
    expect(planLayout([plans[0]!, plans[3]!], 24).recommendedMonths).toBeNull();
  });

  it.each([
    ['a 12-month subscriber', 12],
    ['a monthly subscriber', 1],
    ['a new customer', null],
  ])('%s sees every plan with the best value per month highlighted', (_label, cycle) => {
    expect(planLayout(plans, cycle)).toEqual({ compact: false, plans, recommendedMonths: 24 });
  });

  it('highlights nothing when there is no plan', () => {
    expect(planLayout([], null).recommendedMonths).toBeNull();
  });
});
