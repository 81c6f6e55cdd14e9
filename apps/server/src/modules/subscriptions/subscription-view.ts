import type { Subscription } from '@burrow/contract/subscriptions';
import { makeKrn } from '@burrow/domain/krn';
import { customerStateOf, itemGrantsAccess } from '@burrow/domain/subscription-lifecycle';
import { pauseRefusal } from '@burrow/domain/subscription-pause';
import { computeExpiresSoonFlag } from '@burrow/domain/subscription-status';
import type { PaymentOutlook } from './payment-outlook';
import type { CouponRow, SubscriptionRecord } from './subscription-repository';

/**
 * The read model of one subscription, in the API's snake_case shape (docs/product.md#reads-and-the-api), as of `now` (the
 * server's clock, sent along so the web judges dates by it).
 */
export function toSubscriptionView(
  record: SubscriptionRecord,
  now: Date,
  outlook: PaymentOutlook,
): Subscription {
  const { subscription: s } = record;
  const state = customerStateOf(s.status, s.revoked_at !== null);
  // A paused plan is still the customer's (its state shows active) but gives no access.
  const entitled = itemGrantsAccess(s.status, s.revoked_at !== null);
  const dedupedEntitlements = new Map(
    record.entitlements.map((e) => [
      e.entitlement_id,
      { id: e.entitlement_id, name: e.name, type: e.type },
    ]),
  );
  const coupon = record.coupons[0];
  return {
    krn: makeKrn('subscription', s.id),
    subscription_id: s.id,
    state,
    type: s.type,
    plan_name: s.product_name,
    tier: s.tier,
    next_payment_date: s.current_period_end.toISOString(),
    next_payment_method: s.payment_method as Subscription['next_payment_method'],
    auto_billing_enabled: s.auto_billing_enabled,
    supports_autobill: s.supports_autobill,
    auto_bill_failed_on: s.auto_bill_failed_on?.toISOString() ?? null,
    auto_bill_payment_failed: s.auto_bill_failed_on !== null,
    auto_bill_authentication_required: s.auto_bill_failed_on !== null && s.authentication_required,
    expires_soon:
      entitled && computeExpiresSoonFlag(s.auto_billing_enabled, s.current_period_end, now),
    manual_renew_allowed: s.manual_renew_allowed,
    handled_by_chargebee: s.billing_system === 'burrow',
    purchase_date: s.purchased_at.toISOString(),
    next_billing_cycle: s.billing_cycle_months,
    addons: record.addons
      .filter((a) => a.status !== 'CANCELLED')
      .map((a) => ({
        krn: makeKrn('addon', a.id),
        addon_id: a.id,
        addon_type: a.addon_type as Subscription['addons'][number]['addon_type'],
        status: a.status,
      })),
    entitlements: entitled ? [...dedupedEntitlements.values()] : [],
    licenses: record.licenses.map((l) => ({
      krn: makeKrn('license', l.id),
      state: l.state,
      assigned_email: l.assigned_email,
    })),
    cc_info: s.card_brand && s.card_last4 ? { brand: s.card_brand, last4: s.card_last4 } : null,
    price_krns: [makeKrn('price', s.price_id)],
    next_payment: outlook.next_payment,
    payment_deadline: outlook.payment_deadline,
    as_of: now.toISOString(),
    active: entitled,
    pause:
      s.pause_started_at && s.pause_resumes_at
        ? {
            started_at: s.pause_started_at.toISOString(),
            resumes_on: s.pause_resumes_at.toISOString(),
          }
        : null,
    pause_available:
      s.supports_autobill &&
      pauseRefusal(
        {
          billingSystem: s.billing_system,
          status: s.status,
          revoked: s.revoked_at !== null,
          autoBillingEnabled: s.auto_billing_enabled,
          autoBillFailedOn: s.auto_bill_failed_on,
          periodEnd: s.current_period_end,
          lastPauseStartedAt: s.last_pause_started_at,
        },
        now,
      ) === null,
    setup_link_token: s.setup_link_token,
    aircoveCoupon: coupon ? couponView(coupon) : null,
    holiday_esims: record.esims.map((e) =>
      e.expires_at === null || e.data_gb === null
        ? { krn: makeKrn('esim', e.id), status: 'being_set_up' as const }
        : {
            krn: makeKrn('esim', e.id),
            status: 'ready' as const,
            data_gb: e.data_gb,
            expires: e.expires_at.toISOString(),
          },
    ),
  };
}

function couponView(coupon: CouponRow): NonNullable<Subscription['aircoveCoupon']> {
  const krn = makeKrn('coupon', coupon.id);
  if (coupon.code === null || coupon.expires_at === null) {
    return { krn, status: 'being_set_up', requested_at: coupon.requested_at.toISOString() };
  }
  return { krn, status: 'ready', code: coupon.code, expires: coupon.expires_at.toISOString() };
}
