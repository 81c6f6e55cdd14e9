import { describe, expect, it } from 'vitest';
import { createSubscription, daysFromNow } from '../../../test/builders';
import { isWinBackCandidate } from './win-back-eligibility';

const now = new Date();
const active = createSubscription();
const expired = createSubscription({
  state: 'cancelled',
  active: false,
  auto_billing_enabled: false,
  next_payment_date: daysFromNow(-40),
});
const revoked = createSubscription({
  state: 'revoked',
  active: false,
  next_payment_date: daysFromNow(-2),
});
// Cancelled, but paid up until next week: still protected, nothing to win back yet.
const cancelledStillRunning = createSubscription({
  state: 'cancelled',
  active: false,
  auto_billing_enabled: false,
  next_payment_date: daysFromNow(7),
});

describe('isWinBackCandidate', () => {
  it('is a customer whose every subscription has expired', () => {
    expect(isWinBackCandidate([expired], now)).toBe(true);
    expect(isWinBackCandidate([expired, revoked], now)).toBe(true);
  });

  it('is not a customer with a subscription that still gives access', () => {
    expect(isWinBackCandidate([expired, active], now)).toBe(false);
    expect(isWinBackCandidate([active], now)).toBe(false);
  });

  it('is not a customer whose cancelled plan has not run out yet', () => {
    expect(isWinBackCandidate([expired, cancelledStillRunning], now)).toBe(false);
  });

  it('is not someone who never subscribed', () => {
    expect(isWinBackCandidate([], now)).toBe(false);
  });
});
