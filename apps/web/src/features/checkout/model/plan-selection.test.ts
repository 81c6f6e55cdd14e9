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
});
