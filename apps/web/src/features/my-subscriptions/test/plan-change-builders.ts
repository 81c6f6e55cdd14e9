import type { OfferResponse } from '@burrow/contract/offers';
import {
  PlanChangeAttemptSchema,
  PlanChangeEstimateSchema,
  type PlanChangeAttempt,
  type PlanChangeEstimate,
  type SubscriptionChange,
} from '@burrow/contract/plan-changes';
import type { Subscription } from '@burrow/contract/subscriptions';
import { amountOf } from '@burrow/domain/money';
import { createSubscription } from '../../../test/builders';
import type { FakeResponse } from '../../../test/fake-fetch';
import { createOffer, createPrice, createProduct } from '../../../test/offer-builders';

// Builders for the My Subscription tests: the offer's plans and add-ons, a Burrow-billed
// subscription, the v2 checkout's quotes and attempts. A test sets only what it asserts on.

const usd = (minor: number) => amountOf(minor, 'USD');

/** A plan price whose renewal price differs from its first price, like the catalogue's. */
function plan(productId: string, months: number, minor: number, renewalMinor = minor) {
  return createPrice(productId, months, minor, { nextPrice: usd(renewalMinor) });
}

/**
 * The default offer as the catalogue has it in USD (and one EUR price, which a USD
 * subscription must never be offered): three tiers × 1/6/12/24 months, a dedicated IP and
 * identity alerts (which Premium already includes).
 */
export function createPlanOffer(): OfferResponse {
  return createOffer({
    products: [
      createProduct({
        id: 'vpn-basic',
        displayName: 'Burrow VPN Basic',
        tier: 'TIER_BASIC',
        entitlements: [{ id: 'vpn', name: 'Burrow VPN', type: 'product' }],
        prices: [
          plan('vpn-basic', 1, 1295),
          plan('vpn-basic', 6, 5995, 6995),
          plan('vpn-basic', 12, 5604, 11695),
          plan('vpn-basic', 24, 8136, 19995),
          createPrice('vpn-basic', 12, 5155, { amount: amountOf(5155, 'EUR') }),
        ],
      }),
      createProduct({
        id: 'vpn-vip',
        displayName: 'Burrow VPN VIP',
        tier: 'TIER_VIP',
        entitlements: [{ id: 'vpn', name: 'Burrow VPN', type: 'product' }],
        prices: [
          plan('vpn-vip', 1, 1595),
          plan('vpn-vip', 6, 6995, 7995),
          plan('vpn-vip', 12, 6804, 12995),
          plan('vpn-vip', 24, 10056, 21995),
        ],
      }),
      createProduct({
        id: 'vpn-premium',
        displayName: 'Burrow VPN Premium',
        tier: 'TIER_PREMIUM',
        entitlements: [
          { id: 'vpn', name: 'Burrow VPN', type: 'product' },
          { id: 'id-alerts', name: 'ID Alerts', type: 'feature' },
        ],
        prices: [
          plan('vpn-premium', 1, 1949),
          plan('vpn-premium', 6, 8995, 9995),
          plan('vpn-premium', 12, 8004, 14995),
          plan('vpn-premium', 24, 11976, 25995),
        ],
      }),
      createProduct({
        id: 'addon-dedicated-ip',
        displayName: 'Dedicated IP',
        kind: 'addon',
        entitlements: [{ id: 'dedicated-ip', name: 'Dedicated IP address', type: 'feature' }],
        prices: [
          plan('addon-dedicated-ip', 1, 699),
          plan('addon-dedicated-ip', 12, 4788),
          plan('addon-dedicated-ip', 24, 7176),
        ],
      }),
      createProduct({
        id: 'addon-id-alerts',
        displayName: 'Identity alerts',
        kind: 'addon',
        entitlements: [{ id: 'id-alerts', name: 'ID Alerts', type: 'feature' }],
        prices: [plan('addon-id-alerts', 1, 399), plan('addon-id-alerts', 12, 3588)],
      }),
    ],
  });
}

/** A Burrow-billed Basic monthly plan on a saved card, renewing in 20 days. */
export function createMonthlySubscription(overrides: Partial<Subscription> = {}): Subscription {
  return createSubscription({
    krn: 'krn:subscription:sub-monthly',
    subscription_id: 'sub-monthly',
    plan_name: 'Burrow VPN Basic',
    tier: 'TIER_BASIC',
    handled_by_chargebee: true,
    next_billing_cycle: 1,
    next_payment_date: '2026-12-21T10:00:00.000Z',
    price_krns: ['krn:price:vpn-basic-1m-usd'],
    ...overrides,
  });
}

export interface QuoteFigures {
  quoteId?: string;
  change?: SubscriptionChange;
  timing?: PlanChangeEstimate['timing'];
  /** The items' price before the coupon and credit. */
  subtotal?: number;
  discount?: number;
  credit?: number;
  tax?: number;
  /** The prices include the tax (an EU or UK customer, decision 0108): it is not added. */
  taxInclusive?: boolean;
  coupon?: PlanChangeEstimate['coupon'];
  extraDays?: number;
  periodEnd?: string;
  renewal?: number;
}

/**
 * A v2 checkout quote in USD, its total computed as the server does (subtotal less coupon
 * and credit, never below zero, plus tax unless included). Defaults: Basic monthly to Basic
 * yearly.
 */
export function createQuote(figures: QuoteFigures = {}): PlanChangeEstimate {
  const change = figures.change ?? { type: 'change_plan', priceId: 'vpn-basic-12m-usd' };
  const subtotal = figures.subtotal ?? 5604;
  const discount = figures.discount ?? 0;
  const credit = figures.credit ?? 863;
  const tax = figures.tax ?? 190;
  const taxInclusive = figures.taxInclusive ?? false;
  const total = Math.max(0, subtotal - discount - credit) + (taxInclusive ? 0 : tax);
  const itemPriceId = change.type === 'remove_addon' ? null : change.priceId;
  const itemType = change.type === 'change_plan' ? 'plan' : 'addon';
  const periodEnd = figures.periodEnd ?? '2027-12-01T10:00:00.000Z';
  return PlanChangeEstimateSchema.parse({
    quoteId: figures.quoteId ?? 'quote-basic-12m',
    subscriptionId: 'sub-monthly',
    change,
    timing: figures.timing ?? 'now',
    currency: 'USD',
    lines: [
      ...(itemPriceId
        ? [{ itemType, priceId: itemPriceId, description: 'Server text', amount: usd(subtotal) }]
        : []),
      ...(credit > 0
        ? [
            {
              itemType: 'credit',
              priceId: null,
              description: 'Credit for unused time',
              amount: usd(-credit),
            },
          ]
        : []),
    ],
    subtotal: usd(subtotal),
    discount: usd(discount),
    credit: usd(credit),
    tax: usd(tax),
    taxRate: taxInclusive ? 20 : 4,
    taxInclusive,
    total: usd(total),
    coupon: figures.coupon ?? null,
    extraDays: figures.extraDays ?? 0,
    periodEnd,
    nextRenewal: { date: periodEnd, amount: usd(figures.renewal ?? 11695) },
  });
}

/** The answer of `POST|PUT /api/v2/checkout/` for a quote. */
export function createAttempt(
  estimate: PlanChangeEstimate,
  status: PlanChangeAttempt['status'],
  overrides: Partial<PlanChangeAttempt> = {},
): PlanChangeAttempt {
  return PlanChangeAttemptSchema.parse({
    attemptId: 'attempt-from-server',
    status,
    estimate,
    failureReason: null,
    redirectUrl: null,
    invoiceNumber: status === 'succeeded' ? 'BRW-000042' : null,
    ...overrides,
  });
}

/** The bulk estimate's answer: an estimate for each asked change, or the refusal given for it. */
export function bulkAnswer(
  answers: Record<string, PlanChangeEstimate | { code: string }>,
): (request: { body: unknown }) => FakeResponse {
  return ({ body }) => {
    const { changes } = body as { changes: SubscriptionChange[] };
    const estimates = changes.map((change) => {
      const priceId = change.type === 'remove_addon' ? change.productId : change.priceId;
      const answer = answers[priceId] ?? createQuote({ change, quoteId: `quote-${priceId}` });
      return 'code' in answer
        ? { change, estimate: null, error: { code: answer.code, message: 'Server text' } }
        : { change, estimate: answer, error: null };
    });
    return { body: { estimates } };
  };
}

/** 409 `quote_mismatch` carrying the fresh quote, as the server refuses a stale one. */
export function quoteMismatch(fresh: PlanChangeEstimate): FakeResponse {
  return {
    status: 409,
    body: {
      error: { code: 'quote_mismatch', message: 'Server text', details: { estimate: fresh } },
    },
  };
}
