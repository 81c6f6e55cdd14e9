import { describe, expect, it } from 'vitest';
import { createPrice } from '../../../test/offer-builders';
import { createCheckoutOffer } from '../test/checkout-builders';
import { addonChoices, findPlan } from './plan-selection';

const offer = createCheckoutOffer();

describe('the plan and add-ons a checkout offers', () => {
  it('finds VPN plans only', () => {
    expect(findPlan(offer, 'vpn-basic-12m-usd')?.product.id).toBe('vpn-basic');
    expect(findPlan(offer, 'addon-dedicated-ip-12m-usd')).toBeNull();
    expect(findPlan(offer, null)).toBeNull();
  });

  it('prices add-ons in the plan’s billing cycle only: an add-on is billed with its plan', () => {
    const ids = (priceId: string) =>
      addonChoices(offer, findPlan(offer, priceId)!).map((choice) => choice.price.id);
    // ID alerts has only a monthly price here: it is not offered with a yearly plan.
    expect(ids('vpn-basic-12m-usd')).toEqual(['addon-dedicated-ip-12m-usd']);
    expect(ids('vpn-basic-1m-usd')).toEqual([
      'addon-dedicated-ip-1m-usd',
      'addon-id-alerts-1m-usd',
    ]);
  });

  it('leaves out add-ons the plan already includes, and other currencies', () => {
    const premium = findPlan(offer, 'vpn-premium-12m-usd')!;
    expect(addonChoices(offer, premium).map((choice) => choice.product.id)).toEqual([
      'addon-dedicated-ip',
    ]);
    const euro = {
      ...premium,
      price: createPrice('vpn-premium', 12, 8800, {
        amount: { unscaledValue: 8800, scale: 2, currency: 'EUR' },
      }),
    };
    expect(addonChoices(offer, euro)).toEqual([]);
  });

  it('gives each add-on the period its price pays for with this plan', () => {
    const periods = (plan: Parameters<typeof addonChoices>[1], from = offer) =>
      addonChoices(from, plan).map((choice) => [choice.price.id, choice.period]);
    expect(periods(findPlan(offer, 'vpn-basic-12m-usd')!)).toEqual([
      ['addon-dedicated-ip-12m-usd', { length: 12, unit: 'month' }],
    ]);
    // A 6-month plan: no add-on has a 6-month price, so no line claims another period.
    const sixMonths = {
      ...findPlan(offer, 'vpn-basic-12m-usd')!,
      price: createPrice('vpn-basic', 6, 5995),
    };
    expect(periods(sixMonths)).toEqual([]);
    // Win-back: 3 free months after the paid year; the add-on runs with the plan through them.
    const winBack = createCheckoutOffer({ kind: 'win_back' });
    const year = {
      ...findPlan(winBack, 'vpn-basic-12m-usd')!,
      price: createPrice('vpn-basic', 12, 5604, { freePeriod: { length: 3, unit: 'month' } }),
    };
    expect(periods(year, winBack)).toEqual([
      ['addon-dedicated-ip-12m-usd', { length: 15, unit: 'month' }],
    ]);
    // A trial's free days come before the first payment, which pays for the month.
    const trial = createCheckoutOffer({ kind: 'free_trial' });
    const month = {
      ...findPlan(trial, 'vpn-basic-1m-usd')!,
      price: createPrice('vpn-basic', 1, 1295, { freePeriod: { length: 7, unit: 'day' } }),
    };
    expect(periods(month, trial)[0]).toEqual([
      'addon-dedicated-ip-1m-usd',
      { length: 1, unit: 'month' },
    ]);
  });
});
