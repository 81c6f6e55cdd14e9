import type { Money } from '@burrow/contract/offers';
import type { Subscription } from '@burrow/contract/subscriptions';
import { sumAmounts } from '@burrow/domain/money';
import type { AddonLine } from './addon-lines';
import type { PlanOption } from './plan-options';

/**
 * What the next renewal costs before tax, as the billing engine charges it: a trial
 * converts at the plan's price, a paid plan renews at its renewal price (the offer's
 * `nextPrice`), and every add-on that renews adds its price for the same cycle. Null when
 * a renewing add-on has no price for the cycle (the page then shows no amount).
 */
export function renewalAmount(
  subscription: Subscription,
  plan: PlanOption,
  addons: readonly AddonLine[],
): Money | null {
  const planPrice = subscription.state === 'intrial' ? plan.price.amount : plan.price.nextPrice;
  const renewing = addons.filter((addon) => addon.status === 'ACTIVE');
  const addonPrices: Money[] = [];
  for (const addon of renewing) {
    if (!addon.price) return null;
    addonPrices.push(addon.price.nextPrice);
  }
  return sumAmounts([planPrice, ...addonPrices], planPrice.currency);
}
