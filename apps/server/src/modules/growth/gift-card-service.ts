import type { GiftCardCheckResponse, GiftCardRedeemResponse } from '@burrow/contract/gift-cards';
import { addPeriod } from '@burrow/domain/billing-period';
import { giftCardExtensionTarget } from '@burrow/domain/gift-card-target';
import { DEFAULT_LOCALE } from '@burrow/domain/locales';
import { NO_TAX } from '@burrow/domain/tax-rates';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors';
import {
  createAccountAtPurchase,
  findAccountIdByEmail,
  startSession,
} from '../identity/identity-service';
import { insertPaidInvoice, numberInvoice } from '../invoices/invoice-issuer';
import {
  extendSubscriptionTo,
  lockExtensionCandidates,
} from '../subscriptions/subscription-extension';
import { createPurchasedSubscription } from '../subscriptions/subscription-purchase';
import {
  findGiftCard,
  linkGiftCardSubscription,
  markGiftCardRedeemed,
  type GiftCardRow,
} from './gift-card-repository';
import { invoiceLineDescription } from '../invoices/invoice-line-text';

function usableCard(card: GiftCardRow | undefined, now: Date): GiftCardRow {
  // An unknown code and a malformed one answer alike, so codes cannot be probed by format.
  if (!card) throw new AppError(404, 'gift_card_invalid', 'We could not find this gift card.');
  if (card.redeemed_at)
    throw new AppError(
      409,
      'gift_card_already_redeemed',
      'This gift card has already been redeemed.',
    );
  if (card.expires_at && card.expires_at <= now)
    throw new AppError(410, 'gift_card_expired', 'This gift card has expired.');
  return card;
}

/** Step one at /gift: what the code is worth, without using it. */
export async function checkGiftCard(
  ctx: AppContext,
  tenantId: string,
  code: string,
): Promise<GiftCardCheckResponse> {
  const card = usableCard(await findGiftCard(ctx.db, tenantId, code), ctx.clock.now());
  return {
    code: card.code,
    productId: card.product_id,
    productName: card.product_name,
    months: card.billing_cycle_months,
  };
}

export interface GiftCardRedeemer {
  tenantId: string;
  userId: string | undefined;
  email: string | undefined;
  country: string | null;
  userAgent: string | undefined;
  /** The language a signed-out redeemer chose on the site, kept by the account made for them. */
  locale?: string;
}

export interface GiftCardRedemption {
  body: GiftCardRedeemResponse;
  newSession?: { token: string; expiresAt: Date };
  /** The card's months went onto a running plan of its tier, or started a subscription. */
  outcome: 'extended' | 'created';
  productName: string;
  months: number;
}

/**
 * Redeems a gift card, in one transaction, for the signed-in customer or a new account made
 * from `email`: its months go onto the customer's running plan of the card's tier when the
 * rule of decision 0054 finds one, else into a new prepaid subscription (no autobill: there
 * is nothing to charge).
 */
export async function redeemGiftCard(
  ctx: AppContext,
  redeemer: GiftCardRedeemer,
  code: string,
): Promise<GiftCardRedemption> {
  const { db, clock } = ctx;
  const card = usableCard(await findGiftCard(db, redeemer.tenantId, code), clock.now());
  if (!redeemer.userId) {
    if (!redeemer.email)
      throw new AppError(400, 'invalid_request', 'Enter your email address.', {
        fields: { email: 'Enter your email address.' },
      });
    if (await findAccountIdByEmail(ctx, redeemer.tenantId, redeemer.email)) {
      throw new AppError(
        409,
        'account_exists',
        'You already have an account with this email. Sign in to redeem.',
      );
    }
  }
  return db.transaction(async (tx) => {
    const now = clock.now();
    const userId =
      redeemer.userId ??
      (await createAccountAtPurchase(
        tx,
        {
          tenantId: redeemer.tenantId,
          email: redeemer.email ?? '',
          country: redeemer.country ?? '',
          emailSubscriptionStatus: null,
          locale: redeemer.locale ?? DEFAULT_LOCALE,
        },
        now,
      ));
    if (!userId)
      throw new AppError(
        409,
        'account_exists',
        'You already have an account with this email. Sign in to redeem.',
      );
    if (!(await markGiftCardRedeemed(tx, redeemer.tenantId, card.code, userId, now))) {
      throw new AppError(
        409,
        'gift_card_already_redeemed',
        'This gift card has already been redeemed.',
      );
    }
    const months = { length: card.billing_cycle_months, unit: 'month' } as const;
    const candidates = await lockExtensionCandidates(tx, redeemer.tenantId, userId);
    const targetId = giftCardExtensionTarget(candidates, card.tier, now);
    const target = candidates.find((candidate) => candidate.id === targetId);
    let subscription: { id: string };
    let periodStart: Date;
    let periodEnd: Date;
    if (target) {
      periodStart = target.periodEnd;
      periodEnd = addPeriod(target.periodEnd, months);
      await extendSubscriptionTo(tx, target.id, periodEnd, now);
      subscription = { id: target.id };
    } else {
      periodStart = now;
      periodEnd = addPeriod(now, months);
      subscription = await createPurchasedSubscription(
        tx,
        {
          tenantId: redeemer.tenantId,
          userId,
          offerId: 'gift-card',
          planPriceId: card.price_id,
          addons: [],
          type: 'standard',
          inTrial: false,
          paymentMethod: 'gift_card',
          card: { brand: null, last4: null },
          paymentSourceToken: null,
          autoBilling: false,
          attribution: { source_channel: 'gift_card' },
          taxCountry: redeemer.country,
          taxRegion: null,
          periodStart,
          periodEnd,
        },
        now,
      );
    }
    await linkGiftCardSubscription(tx, redeemer.tenantId, card.code, subscription.id);
    // The invoice shows the plan's value, fully paid by the gift card.
    const invoice = await insertPaidInvoice(
      tx,
      {
        tenantId: redeemer.tenantId,
        userId,
        subscriptionId: subscription.id,
        currency: card.currency,
        lines: [
          {
            priceId: card.price_id,
            description: invoiceLineDescription({
              kind: 'gift_card',
              product: card.product_name,
              code: card.code,
            }),
            amountMinor: card.amount_minor,
          },
        ],
        discountMinor: card.amount_minor,
        couponCode: null,
        taxMinor: 0,
        // The card's buyer paid for it, tax and all, when it was sold.
        tax: NO_TAX,
        periodStart,
        periodEnd,
        paymentIntentId: null,
        chargeId: null,
      },
      now,
    );
    const newSession = redeemer.userId
      ? undefined
      : await startSession(tx, ctx, redeemer.tenantId, userId, redeemer.userAgent);
    // Last: the tenant's invoice counter stays locked from here to commit.
    await numberInvoice(tx, invoice);
    return {
      // Time added to a running plan shows on the dashboard; a new plan needs its devices set up.
      body: { redirectUrl: target ? '/subscriptions' : '/setup', subscriptionId: subscription.id },
      ...(newSession ? { newSession } : {}),
      outcome: target ? 'extended' : 'created',
      productName: card.product_name,
      months: card.billing_cycle_months,
    };
  });
}
