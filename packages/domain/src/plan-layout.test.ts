import { describe, expect, it } from 'vitest';
import { planLayout } from './plan-layout';

const plans = [{ months: 1 }, { months: 6 }, { months: 12 }, { months: 24, recommended: true }];

describe('spec §9 compact plan layout for subscriptions on a 24-month cycle', () => {
  it('hides 24-month plans and recommends the 12-month plan', () => {
    expect(planLayout(plans, 24)).toEqual({
      compact: true,
      plans: [{ months: 1 }, { months: 6 }, { months: 12 }],
      recommendedMonths: 12,
    });
  });

  it('recommends nothing when no 12-month plan is offered', () => {
    expect(planLayout([{ months: 1 }, { months: 24 }], 24).recommendedMonths).toBeNull();
  });

  it.each([
    ['a 12-month subscriber', 12],
    ['a monthly subscriber', 1],
    ['a new customer', null],
  ])('%s sees every plan with the offer recommendation', (_label, cycle) => {
    expect(planLayout(plans, cycle)).toEqual({ compact: false, plans, recommendedMonths: 24 });
  });

  it('no recommendation when the offer has none', () => {
    expect(planLayout([{ months: 1 }], null).recommendedMonths).toBeNull();
  });
});
