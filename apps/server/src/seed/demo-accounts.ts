import type { DedicatedIpLocationCode } from '@burrow/domain/dedicated-ip-locations';
import type { CommonFailureReason } from '@burrow/domain/payment-failure-reasons';

/**
 * One demo account per situation the account area distinguishes. Dates are offsets in
 * days from the moment of seeding, so a fresh clone always shows each situation as named.
 */
export const DEMO_PASSWORD = 'demo-burrow-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.burrow.test';

export interface DemoSubscription {
  priceId: string;
  type?: string;
  status: 'in_trial' | 'active' | 'non_renewing' | 'cancelled';
  billingSystem: 'burrow' | 'legacy' | 'app_store' | 'play_store';
  paymentMethod: string;
  card?: { brand: string; last4: string };
  /** The sandbox gateway's saved test source that renewals charge (see its README). */
  paymentSource?: string;
  /** For a renewal that already failed: when dunning retries next, in days from now. */
  nextRetryInDays?: number;
  autoBilling: boolean;
  supportsAutobill: boolean;
  /** Days from now; negative is in the past. */
  periodEndsInDays: number;
  purchasedDaysAgo: number;
  autoBillFailedDaysAgo?: number;
  manualRenewAllowed?: boolean;
  addons?: {
    productId: string;
    status: 'ACTIVE' | 'NON_RENEWING' | 'CANCELLED';
    /** A dedicated IP add-on that already holds an address in this location. */
    dedicatedIpLocation?: DedicatedIpLocationCode;
  }[];
  licenses?: { state: 'active' | 'revoked' | 'unassigned'; email?: string }[];
  routerCouponExpiresInDays?: number;
  esim?: { dataGb: number; expiresInDays: number };
  /**
   * Invoices issued, newest last: days ago and status. A paid one with `declined` was a
   * renewal whose charge the bank declined (the provider's reason kept in the ledger) and
   * that a retry paid `retriedDaysAgo`, charged through the sandbox gateway so it can be
   * refunded.
   */
  invoices: {
    daysAgo: number;
    status: 'paid' | 'payment_due' | 'refunded';
    declined?: { reason: CommonFailureReason; retriedDaysAgo: number };
  }[];
}

export interface DemoAccount {
  situation: string;
  description: string;
  country: string;
  freeTrialStatus?: string;
  business?: 'legacy' | 'volume';
  subscriptions: DemoSubscription[];
}

const visa = { brand: 'visa', last4: '4242' };

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    situation: 'active',
    description:
      'Premium yearly plan on autobill with a dedicated IP, a router coupon and a holiday eSIM',
    country: 'US',
    subscriptions: [
      {
        priceId: 'vpn-premium-12m-usd',
        status: 'active',
        billingSystem: 'burrow',
        paymentMethod: 'CreditCard',
        card: visa,
        paymentSource: 'pm_card_visa',
        autoBilling: true,
        supportsAutobill: true,
        periodEndsInDays: 200,
        purchasedDaysAgo: 530,
        addons: [
          { productId: 'addon-dedicated-ip', status: 'ACTIVE', dedicatedIpLocation: 'us-new-york' },
          { productId: 'addon-id-insurance', status: 'CANCELLED' },
        ],
        routerCouponExpiresInDays: 60,
        esim: { dataGb: 5, expiresInDays: 20 },
        invoices: [
          { daysAgo: 530, status: 'paid' },
          { daysAgo: 165, status: 'paid' },
        ],
      },
    ],
  },
  {
    situation: 'trial',
    description: 'Seven-day multi-device free trial that converts to VIP monthly',
    country: 'GB',
    freeTrialStatus: 'multi_device_free_trial',
    subscriptions: [
      {
        priceId: 'vpn-vip-1m-gbp',
        type: 'multi_device_free_trial',
        status: 'in_trial',
        billingSystem: 'burrow',
        paymentMethod: 'CreditCard',
        card: { brand: 'mastercard', last4: '4444' },
        paymentSource: 'pm_card_visa',
        autoBilling: true,
        supportsAutobill: true,
        periodEndsInDays: 5,
        purchasedDaysAgo: 2,
        invoices: [],
      },
    ],
  },
  {
    situation: 'inapp',
    description: 'Monthly plan bought in the iOS App Store, billed by Apple',
    country: 'DE',
    subscriptions: [
      {
        priceId: 'vpn-basic-1m-eur',
        status: 'active',
        billingSystem: 'app_store',
        paymentMethod: 'AppStore',
        autoBilling: true,
        supportsAutobill: false,
        periodEndsInDays: 12,
        purchasedDaysAgo: 80,
        invoices: [],
      },
    ],
  },
  {
    situation: 'expired',
    description: 'Basic yearly plan that ended 20 days ago with autobill off',
    country: 'US',
    subscriptions: [
      {
        priceId: 'vpn-basic-12m-usd',
        status: 'cancelled',
        billingSystem: 'burrow',
        paymentMethod: 'CreditCard',
        card: { brand: 'amex', last4: '0005' },
        autoBilling: false,
        supportsAutobill: true,
        manualRenewAllowed: true,
        periodEndsInDays: -20,
        purchasedDaysAgo: 750,
        invoices: [
          { daysAgo: 750, status: 'paid' },
          { daysAgo: 385, status: 'paid' },
        ],
      },
    ],
  },
  {
    situation: 'grace',
    description: 'Legacy PayPal monthly plan two days past its payment date, still connected',
    country: 'FR',
    subscriptions: [
      {
        priceId: 'vpn-premium-1m-eur',
        status: 'active',
        billingSystem: 'legacy',
        paymentMethod: 'PaypalLegacy',
        autoBilling: true,
        supportsAutobill: true,
        periodEndsInDays: -2,
        purchasedDaysAgo: 92,
        invoices: [
          { daysAgo: 92, status: 'paid' },
          { daysAgo: 62, status: 'paid' },
          { daysAgo: 32, status: 'paid' },
        ],
      },
    ],
  },
  {
    situation: 'autobill-failed',
    description:
      'Six-month plan whose renewal charge was declined yesterday; dunning retries pending',
    country: 'CA',
    subscriptions: [
      {
        priceId: 'vpn-vip-6m-usd',
        status: 'active',
        billingSystem: 'burrow',
        paymentMethod: 'CreditCard',
        card: { brand: 'visa', last4: '0002' },
        paymentSource: 'pm_card_declined',
        nextRetryInDays: 1,
        autoBilling: true,
        supportsAutobill: true,
        periodEndsInDays: -1,
        purchasedDaysAgo: 184,
        autoBillFailedDaysAgo: 1,
        addons: [{ productId: 'addon-id-alerts', status: 'ACTIVE' }],
        invoices: [
          { daysAgo: 184, status: 'paid' },
          { daysAgo: 1, status: 'payment_due' },
        ],
      },
    ],
  },
  {
    situation: 'expiring',
    description: 'Premium monthly plan with autobill turned off, ending in 9 days',
    country: 'NL',
    subscriptions: [
      {
        priceId: 'vpn-premium-1m-eur',
        status: 'non_renewing',
        billingSystem: 'burrow',
        paymentMethod: 'CreditCard',
        card: visa,
        paymentSource: 'pm_card_visa',
        autoBilling: false,
        supportsAutobill: true,
        periodEndsInDays: 9,
        purchasedDaysAgo: 51,
        invoices: [
          { daysAgo: 51, status: 'paid' },
          { daysAgo: 21, status: 'paid' },
        ],
      },
    ],
  },
  {
    situation: 'business-legacy',
    description: 'Business on seat licences: five seats, three assigned, one revoked',
    country: 'US',
    business: 'legacy',
    subscriptions: [
      {
        priceId: 'vpn-premium-12m-usd',
        status: 'active',
        billingSystem: 'legacy',
        paymentMethod: 'CreditCard',
        card: { brand: 'visa', last4: '1881' },
        // The saved source more seats are charged to (License Manager).
        paymentSource: 'pm_card_visa',
        autoBilling: true,
        supportsAutobill: true,
        periodEndsInDays: 140,
        purchasedDaysAgo: 225,
        licenses: [
          { state: 'active', email: 'ana@acme-demo.test' },
          { state: 'active', email: 'ben@acme-demo.test' },
          { state: 'active', email: 'chidi@acme-demo.test' },
          { state: 'revoked', email: 'dana@acme-demo.test' },
          { state: 'unassigned' },
        ],
        invoices: [{ daysAgo: 225, status: 'paid' }],
      },
    ],
  },
  {
    situation: 'business',
    description: 'Business on the newer volume billing system with ten seats',
    country: 'GB',
    business: 'volume',
    subscriptions: [
      {
        priceId: 'vpn-vip-12m-gbp',
        status: 'active',
        billingSystem: 'burrow',
        paymentMethod: 'CreditCard',
        card: { brand: 'mastercard', last4: '5100' },
        paymentSource: 'pm_card_visa',
        autoBilling: true,
        supportsAutobill: true,
        periodEndsInDays: 300,
        purchasedDaysAgo: 65,
        licenses: Array.from({ length: 10 }, (_, i) =>
          i < 7
            ? { state: 'active' as const, email: `seat${i + 1}@globex-demo.test` }
            : { state: 'unassigned' as const },
        ),
        invoices: [{ daysAgo: 65, status: 'paid' }],
      },
    ],
  },
  {
    situation: 'id-defender',
    description:
      'VIP yearly plan with the ID Defender add-ons: identity theft insurance and the credit scanner',
    country: 'US',
    subscriptions: [
      {
        priceId: 'vpn-vip-12m-usd',
        status: 'active',
        billingSystem: 'burrow',
        paymentMethod: 'CreditCard',
        card: visa,
        paymentSource: 'pm_card_visa',
        autoBilling: true,
        supportsAutobill: true,
        periodEndsInDays: 250,
        purchasedDaysAgo: 115,
        addons: [
          { productId: 'addon-id-insurance', status: 'ACTIVE' },
          { productId: 'addon-credit-scanner', status: 'ACTIVE' },
        ],
        invoices: [{ daysAgo: 115, status: 'paid' }],
      },
    ],
  },
  {
    situation: 'recovered',
    description:
      'Monthly plan whose renewal was declined three days ago (insufficient funds) and paid by the retry a day later',
    country: 'US',
    subscriptions: [
      {
        priceId: 'vpn-basic-1m-usd',
        status: 'active',
        billingSystem: 'burrow',
        paymentMethod: 'CreditCard',
        card: visa,
        paymentSource: 'pm_card_visa',
        autoBilling: true,
        supportsAutobill: true,
        periodEndsInDays: 27,
        purchasedDaysAgo: 33,
        invoices: [
          { daysAgo: 33, status: 'paid' },
          {
            daysAgo: 3,
            status: 'paid',
            declined: { reason: 'insufficient_funds', retriedDaysAgo: 2 },
          },
        ],
      },
    ],
  },
];

/** Demo gift cards (README): to redeem, one already used, one expired. Days from now. */
export const DEMO_GIFT_CARDS: {
  code: string;
  priceId: string;
  expiresInDays: number | null;
  redeemed: boolean;
}[] = [
  { code: 'GIFTPREMIUM12', priceId: 'vpn-premium-12m-usd', expiresInDays: 365, redeemed: false },
  { code: 'GIFTBASIC1', priceId: 'vpn-basic-1m-usd', expiresInDays: null, redeemed: false },
  { code: 'GIFTUSED', priceId: 'vpn-basic-12m-usd', expiresInDays: null, redeemed: true },
  { code: 'GIFTEXPIRED', priceId: 'vpn-vip-12m-usd', expiresInDays: -10, redeemed: false },
  // For /redeem while signed in: the first starts a VIP plan, the second adds a month to it.
  { code: 'GIFTVIP12', priceId: 'vpn-vip-12m-usd', expiresInDays: 365, redeemed: false },
  { code: 'GIFTVIP1', priceId: 'vpn-vip-1m-usd', expiresInDays: null, redeemed: false },
];
