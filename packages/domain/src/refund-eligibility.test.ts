import { describe, expect, it } from 'vitest';
import { refundEligibility } from './refund-eligibility';

const now = new Date('2026-06-30T12:00:00Z');
const sub = (overrides: Partial<Parameters<typeof refundEligibility>[0]> = {}) => ({
  state: 'active' as const,
  next_payment_method: 'CreditCard' as const,
  purchase_date: '2026-06-20T12:00:00Z',
  ...overrides,
});

describe('refund and revoke within the 30-day money-back guarantee (issue 5, docs/product.md#refunds)', () => {
  it.each([
    ['a card purchase 10 days ago', sub(), { eligible: true }],
    ['a PayPal purchase', sub({ next_payment_method: 'PayPal' }), { eligible: true }],
    [
      '31 days ago',
      sub({ purchase_date: '2026-05-30T11:00:00Z' }),
      { eligible: false, reason: 'outside_money_back_window' },
    ],
    [
      'an App Store purchase',
      sub({ next_payment_method: 'AppStore' }),
      { eligible: false, reason: 'billed_by_app_store' },
    ],
    [
      'a Play Store purchase',
      sub({ next_payment_method: 'PlayStore' }),
      { eligible: false, reason: 'billed_by_play_store' },
    ],
    [
      'a carrier purchase',
      sub({ next_payment_method: 'amdocs' }),
      { eligible: false, reason: 'billed_by_partner' },
    ],
    [
      'a gift card',
      sub({ next_payment_method: 'gift_card' }),
      { eligible: false, reason: 'gift_card' },
    ],
    ['already revoked', sub({ state: 'revoked' }), { eligible: false, reason: 'already_refunded' }],
  ] as const)('%s', (_label, input, expected) => {
    expect(refundEligibility(input, now)).toEqual(expected);
  });
});
