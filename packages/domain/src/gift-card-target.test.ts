import { describe, expect, it } from 'vitest';
import { giftCardExtensionTarget, type GiftCardTargetCandidate } from './gift-card-target';

const NOW = new Date('2026-06-15T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

function candidate(overrides: Partial<GiftCardTargetCandidate> = {}): GiftCardTargetCandidate {
  return {
    id: 'sub',
    tier: 'TIER_PREMIUM',
    status: 'active',
    revoked: false,
    billedByBurrow: true,
    periodEnd: days(30),
    autoBillFailed: false,
    liveAddons: 0,
    seats: 0,
    ...overrides,
  };
}

describe('which subscription a signed-in customer’s gift card extends (decision 0054)', () => {
  it.each<[string, Partial<GiftCardTargetCandidate>, boolean]>([
    ['a running plan of the card’s tier', {}, true],
    ['one with automatic renewal off', { status: 'non_renewing' }, true],
    ['a plan of another tier', { tier: 'TIER_BASIC' }, false],
    ['a free trial', { status: 'in_trial' }, false],
    ['an expired plan', { status: 'cancelled', periodEnd: days(-20) }, false],
    ['a refunded plan', { revoked: true }, false],
    ['a plan whose period has ended', { periodEnd: days(0) }, false],
    ['a plan billed by an app store', { billedByBurrow: false }, false],
    ['a plan whose renewal failed', { autoBillFailed: true }, false],
    ['a plan carrying add-ons', { liveAddons: 1 }, false],
    ['a business plan with seats', { seats: 5 }, false],
    ['a paused plan', { status: 'paused' }, false],
  ])('%s is extended: %s', (_name, overrides, extended) => {
    expect(giftCardExtensionTarget([candidate(overrides)], 'TIER_PREMIUM', NOW)).toBe(
      extended ? 'sub' : null,
    );
  });

  it('extends the plan that ends last, and none without a candidate', () => {
    const plans = [
      candidate({ id: 'soon', periodEnd: days(10) }),
      candidate({ id: 'later', periodEnd: days(200) }),
      candidate({ id: 'basic', tier: 'TIER_BASIC', periodEnd: days(300) }),
    ];
    expect(giftCardExtensionTarget(plans, 'TIER_PREMIUM', NOW)).toBe('later');
    expect(giftCardExtensionTarget([], 'TIER_PREMIUM', NOW)).toBeNull();
  });
});
