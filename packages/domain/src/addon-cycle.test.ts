import { describe, expect, it } from 'vitest';
import { isAddonPriceAvailable } from './addon-cycle';

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
