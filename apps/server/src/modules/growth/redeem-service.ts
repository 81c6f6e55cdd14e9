import { GiftCardCodeSchema } from '@burrow/contract/gift-cards';
import type { RedeemResponse } from '@burrow/contract/redeem';
import { normalizeCouponCode } from '@burrow/domain/coupons';
import { showsRedeemCode } from '@burrow/domain/menu-visibility';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors';
import { menuContextFor } from '../account-navigation/menu-context';
import { isUsableCoupon, lookupCoupon } from '../catalog/offer-service';
import { getSubscription } from '../subscriptions/subscription-service';
import { findGiftCard } from './gift-card-repository';
import { redeemGiftCard } from './gift-card-service';

export interface RedeemCaller {
  tenantId: string;
  userId: string;
  userAgent: string | undefined;
}

/**
 * Redeems what a signed-in customer typed at `/redeem` (decision 0054): a gift card through
 * the gift-card service (onto a running plan of its tier, or a new subscription); a coupon
 * that still works is explained, not used — it takes effect at checkout. Neither → 404
 * `gift_card_invalid`, whatever the code looked like. Only for customers the menu shows
 * Redeem Code to (docs/product.md#the-account-menu): otherwise 403 `not_entitled`.
 */
export async function redeemCode(
  ctx: AppContext,
  caller: RedeemCaller,
  typed: string,
): Promise<RedeemResponse> {
  const menu = await menuContextFor(ctx, caller.tenantId, caller.userId);
  if (!showsRedeemCode(menu)) {
    throw new AppError(
      403,
      'not_entitled',
      'Codes cannot add time to a subscription billed by an app store or a business plan.',
    );
  }
  const giftCode = GiftCardCodeSchema.parse(typed);
  if (await findGiftCard(ctx.db, caller.tenantId, giftCode)) {
    const redeemed = await redeemGiftCard(
      ctx,
      {
        tenantId: caller.tenantId,
        userId: caller.userId,
        email: undefined,
        country: menu.user.country,
        userAgent: caller.userAgent,
      },
      giftCode,
    );
    return {
      kind: 'gift_card',
      outcome: redeemed.outcome,
      product_name: redeemed.productName,
      months: redeemed.months,
      subscription: await getSubscription(
        ctx,
        caller.tenantId,
        caller.userId,
        redeemed.body.subscriptionId,
      ),
    };
  }
  const coupon = await lookupCoupon(ctx.db, caller.tenantId, normalizeCouponCode(typed));
  if (coupon && isUsableCoupon(coupon, ctx.clock.now())) {
    return {
      kind: 'coupon',
      code: coupon.code,
      description: coupon.description,
      percent_off: coupon.percent_off,
      // Upgrade coupons are used from My Subscription; the others at checkout.
      applies_to:
        coupon.audience === 'upgrade' || coupon.audience === 'monthly_upgrade' ? 'upgrade' : 'any',
    };
  }
  throw new AppError(404, 'gift_card_invalid', 'We could not find this code.');
}
