import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from './payment-method';
import {
  DEFAULT_SUPPORT_LINKS,
  retryPaymentPath,
  subscriptionActions,
  type ActionFacts,
} from './subscription-actions';
import { PAST, TEST_NOW, buildSubscription } from './test-builders';

function facts(overrides: Partial<ActionFacts> = {}): ActionFacts {
  return buildSubscription({ krn: 'krn:subscription:abc', ...overrides });
}

const hrefs = (sub: ActionFacts) => subscriptionActions(sub, TEST_NOW).map((a) => [a.id, a.href]);

describe('docs/product.md#the-dashboard-and-its-status-block actions: card failure offers update payment, retry payment and troubleshooting', () => {
  it.each<PaymentMethod>(['CreditCard', 'GooglePay', 'ApplePay'])(
    '%s with a failed renewal',
    (method) => {
      expect(hrefs(facts({ next_payment_method: method, auto_bill_failed_on: PAST }))).toEqual([
        ['update_payment', '/credit_cards/edit'],
        ['retry_payment', '/subscriptions/krn:subscription:abc/retry_manual_payment'],
        ['troubleshoot_renewal', DEFAULT_SUPPORT_LINKS.failedAutoRenewal],
      ]);
    },
  );

  it('a renewal the bank wants authenticated (SCA) leads with confirming it on the retry page', () => {
    expect(
      hrefs(facts({ auto_bill_failed_on: PAST, auto_bill_authentication_required: true })),
    ).toEqual([
      ['confirm_payment', '/subscriptions/krn:subscription:abc/retry_manual_payment'],
      ['update_payment', '/credit_cards/edit'],
      ['troubleshoot_renewal', DEFAULT_SUPPORT_LINKS.failedAutoRenewal],
    ]);
  });

  it('a healthy card subscription offers nothing', () => {
    expect(hrefs(facts())).toEqual([]);
  });

  it('labels are message keys, internal links stay internal', () => {
    const [first] = subscriptionActions(facts({ auto_bill_payment_failed: true }), TEST_NOW);
    expect(first).toEqual({
      id: 'update_payment',
      href: '/credit_cards/edit',
      labelKey: 'subscriptions.actions.update_payment',
      external: false,
    });
  });

  it('docs/product.md#retries retry payment path', () => {
    expect(retryPaymentPath('krn:subscription:x')).toBe(
      '/subscriptions/krn:subscription:x/retry_manual_payment',
    );
  });
});

describe('docs/product.md#subscription-states actions: app store or play store offer in-app help, plus manage in grace period', () => {
  it.each<[string, Partial<ActionFacts>, string[][]]>([
    [
      'App Store',
      { next_payment_method: 'AppStore' },
      [['in_app_help', DEFAULT_SUPPORT_LINKS.iosInAppPurchases]],
    ],
    [
      'App Store in grace period',
      { next_payment_method: 'AppStore', next_payment_date: PAST },
      [
        ['in_app_help', DEFAULT_SUPPORT_LINKS.iosInAppPurchases],
        ['manage_in_store', DEFAULT_SUPPORT_LINKS.appStoreManage],
      ],
    ],
    [
      'Play Store',
      { next_payment_method: 'PlayStore' },
      [['in_app_help', DEFAULT_SUPPORT_LINKS.playStoreSubscriptions]],
    ],
    [
      'Play Store in grace period',
      { next_payment_method: 'PlayStore', next_payment_date: PAST },
      [
        ['in_app_help', DEFAULT_SUPPORT_LINKS.playStoreSubscriptions],
        ['manage_in_store', DEFAULT_SUPPORT_LINKS.playStoreManage],
      ],
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(hrefs(facts(overrides))).toEqual(expected);
  });

  it('the store manage link is external', () => {
    const actions = subscriptionActions(
      facts({ next_payment_method: 'AppStore', next_payment_date: PAST }),
      TEST_NOW,
    );
    expect(actions.map((a) => a.external)).toEqual([false, true]);
  });

  it('an operator passes its own help centre', () => {
    const links = { ...DEFAULT_SUPPORT_LINKS, iosInAppPurchases: 'https://help.example/ios' };
    const [help] = subscriptionActions(facts({ next_payment_method: 'AppStore' }), TEST_NOW, links);
    expect(help?.href).toBe('https://help.example/ios');
  });
});

describe('docs/product.md#the-dashboard-and-its-status-block actions: gift-card types offer add payment method, with history when not in trial', () => {
  it.each<[string, Partial<ActionFacts>, string[][]]>([
    [
      'gift card',
      { next_payment_method: 'gift_card' },
      [
        ['add_payment_method', '/credit_cards/edit'],
        ['payment_history', '/invoices'],
      ],
    ],
    [
      'incomm gift card',
      { next_payment_method: 'incomm' },
      [
        ['add_payment_method', '/credit_cards/edit'],
        ['payment_history', '/invoices'],
      ],
    ],
    [
      'gift card in trial',
      { next_payment_method: 'gift_card', state: 'intrial' },
      [['add_payment_method', '/credit_cards/edit']],
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(hrefs(facts(overrides))).toEqual(expected);
  });

  it.each<PaymentMethod>(['PayPal', 'Bitpay', 'amdocs', 'None', 'PaypalLegacy'])(
    '%s has no actions',
    (method) => {
      expect(hrefs(facts({ next_payment_method: method, auto_bill_failed_on: PAST }))).toEqual([]);
    },
  );
});
