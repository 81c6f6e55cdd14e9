import { describe, expect, it } from 'vitest';
import {
  addonPricePeriod,
  isAddonPriceAvailable,
  type CyclePrice,
  type PlanTerm,
} from './addon-cycle';
import type { Period } from './price-period';

describe('an add-on price rides on a plan only with the plan’s cycle and currency', () => {
  it.each([
    [12, 'USD', 12, 'USD', true],
    [1, 'USD', 1, 'USD', true],
    [24, 'EUR', 24, 'EUR', true],
    [1, 'USD', 12, 'USD', false],
    [12, 'USD', 1, 'USD', false],
    [12, 'USD', 6, 'USD', false],
    [24, 'USD', 12, 'USD', false],
    [12, 'EUR', 12, 'USD', false],
  ])(
    'add-on %i months %s on a plan of %i months %s → %s',
    (addonMonths, addonCurrency, planMonths, planCurrency, expected) => {
      expect(
        isAddonPriceAvailable(
          { billingCycleMonths: addonMonths, currency: addonCurrency },
          { billingCycleMonths: planMonths, currency: planCurrency },
        ),
      ).toBe(expected);
    },
  );
});

describe('an add-on price line states the period the payment covers (decision 0104)', () => {
  const usd = (months: number) => ({ billingCycleMonths: months, currency: 'USD' });
  const plan = (
    months: number,
    freePeriod: PlanTerm['freePeriod'] = null,
    freePeriodFirst = false,
  ): PlanTerm => ({ ...usd(months), freePeriod, freePeriodFirst });

  it.each<[string, CyclePrice, PlanTerm, Period | null]>([
    ['a yearly add-on on a yearly plan', usd(12), plan(12), { length: 12, unit: 'month' }],
    ['a 2-year add-on on a 2-year plan', usd(24), plan(24), { length: 24, unit: 'month' }],
    ['a monthly add-on on a monthly plan', usd(1), plan(1), { length: 1, unit: 'month' }],
    ['a yearly add-on on a 6-month plan is no line at all', usd(12), plan(6), null],
    ['a monthly add-on on a yearly plan is no line at all', usd(1), plan(12), null],
    [
      'a euro add-on on a dollar plan is no line at all',
      { billingCycleMonths: 12, currency: 'EUR' },
      plan(12),
      null,
    ],
    [
      'a win-back year with 3 free months after it',
      usd(12),
      plan(12, { length: 3, unit: 'month' }),
      { length: 15, unit: 'month' },
    ],
    [
      'a 2-year plan with a free year after it',
      usd(24),
      plan(24, { length: 1, unit: 'year' }),
      { length: 36, unit: 'month' },
    ],
    [
      'a trial: the 7 free days come before the payment',
      usd(1),
      plan(1, { length: 7, unit: 'day' }, true),
      { length: 1, unit: 'month' },
    ],
    [
      'free days after a paid month are counted in days',
      usd(1),
      plan(1, { length: 7, unit: 'day' }),
      { length: 37, unit: 'day' },
    ],
    [
      'free weeks after a paid month are counted in days',
      usd(1),
      plan(1, { length: 2, unit: 'week' }),
      { length: 44, unit: 'day' },
    ],
  ])('%s', (_case, addon, term, expected) => {
    expect(addonPricePeriod(addon, term)).toEqual(expected);
  });
});
