import type { Addon, PaymentMethod, Subscription } from '@burrow/contract/subscriptions';
import type { SubscriptionCondition } from '@burrow/domain/subscription-status';
import type { MessageId } from '../../../i18n/message-ids';

// Each map is total over its wire enum, so a value added to the contract fails the type
// check until it has words in the catalogue.

export const TIER_LABELS: Record<Subscription['tier'], MessageId> = {
  TIER_BASIC: 'subscriptions.tier.basic',
  TIER_VIP: 'subscriptions.tier.vip',
  TIER_PREMIUM: 'subscriptions.tier.premium',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageId> = {
  PlayStore: 'subscriptions.payment_method.play_store',
  AppStore: 'subscriptions.payment_method.app_store',
  CreditCard: 'subscriptions.payment_method.credit_card',
  GooglePay: 'subscriptions.payment_method.google_pay',
  ApplePay: 'subscriptions.payment_method.apple_pay',
  Braintree: 'subscriptions.payment_method.braintree',
  Bitpay: 'subscriptions.payment_method.bitpay',
  PaypalLegacy: 'subscriptions.payment_method.paypal',
  PayPal: 'subscriptions.payment_method.paypal',
  None: 'subscriptions.payment_method.none',
  amdocs: 'subscriptions.payment_method.amdocs',
  incomm: 'subscriptions.payment_method.incomm',
  gift_card: 'subscriptions.payment_method.gift_card',
};

export const ADDON_LABELS: Record<Addon['addon_type'], MessageId> = {
  dip: 'subscriptions.addon.dedicated_ip',
  idp_monitoring: 'subscriptions.addon.identity_alerts',
  idp_monitor: 'subscriptions.addon.identity_alerts',
  idp_insurance: 'subscriptions.addon.identity_theft_insurance',
  pip_data_removal: 'subscriptions.addon.data_removal',
  pip_scanning: 'subscriptions.addon.data_removal_scan',
  credit_scanner: 'subscriptions.addon.credit_scanner',
  idp_credit_scanner: 'subscriptions.addon.credit_scanner',
  credit_report: 'subscriptions.addon.credit_report',
  idp_credit_report: 'subscriptions.addon.credit_report',
};

interface ConditionPresentation {
  label: MessageId;
  description: MessageId;
  /** What the subscription's date means in this condition. */
  dateLabel: MessageId;
  badgeClass: string;
}

// Badge colours pair a tinted background with a dark text of the same hue for 4.5:1 contrast.
export const CONDITION_PRESENTATION: Record<SubscriptionCondition, ConditionPresentation> = {
  active: {
    label: 'subscriptions.condition.active.label',
    description: 'subscriptions.condition.active.description',
    dateLabel: 'subscriptions.date.next_payment',
    badgeClass: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  },
  paused: {
    label: 'subscriptions.condition.paused.label',
    description: 'subscriptions.condition.paused.description',
    dateLabel: 'subscriptions.date.next_payment',
    badgeClass: 'bg-amber-100 text-amber-900 ring-amber-300',
  },
  trial: {
    label: 'subscriptions.condition.trial.label',
    description: 'subscriptions.condition.trial.description',
    dateLabel: 'subscriptions.date.trial_ends',
    badgeClass: 'bg-sky-100 text-sky-900 ring-sky-300',
  },
  expiring_soon: {
    label: 'subscriptions.condition.expiring_soon.label',
    description: 'subscriptions.condition.expiring_soon.description',
    dateLabel: 'subscriptions.date.ends',
    badgeClass: 'bg-amber-100 text-amber-900 ring-amber-300',
  },
  grace_period: {
    label: 'subscriptions.condition.grace_period.label',
    description: 'subscriptions.condition.grace_period.description',
    dateLabel: 'subscriptions.date.payment_due',
    badgeClass: 'bg-orange-100 text-orange-900 ring-orange-300',
  },
  autobill_failed: {
    label: 'subscriptions.condition.autobill_failed.label',
    description: 'subscriptions.condition.autobill_failed.description',
    dateLabel: 'subscriptions.date.payment_due',
    badgeClass: 'bg-red-100 text-red-900 ring-red-300',
  },
  expired: {
    label: 'subscriptions.condition.expired.label',
    description: 'subscriptions.condition.expired.description',
    dateLabel: 'subscriptions.date.ended',
    badgeClass: 'bg-slate-200 text-slate-900 ring-slate-400',
  },
  revoked: {
    label: 'subscriptions.condition.revoked.label',
    description: 'subscriptions.condition.revoked.description',
    dateLabel: 'subscriptions.date.ended',
    badgeClass: 'bg-rose-100 text-rose-900 ring-rose-300',
  },
};

// Card networks are proper names, the same in every language; gateways send them lowercase.
const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

export function cardBrandName(brand: string): string {
  return CARD_BRAND_NAMES[brand.toLowerCase()] ?? brand;
}
