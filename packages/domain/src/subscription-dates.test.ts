import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeExpiresSoonFlag,
  EXPIRING_SOON_WINDOW_DAYS,
  isExpired,
  isExpiringSoon,
  isInGracePeriod,
  type SubscriptionFacts,
} from './subscription-status';
import { isoWithOffset } from './test-builders';

const DAY = 86_400_000;

function facts(overrides: Partial<SubscriptionFacts>): SubscriptionFacts {
  return {
    state: 'active',
    type: 'standard',
    next_payment_date: null,
    auto_billing_enabled: true,
    supports_autobill: true,
    auto_bill_failed_on: null,
    auto_bill_payment_failed: false,
    expires_soon: false,
    ...overrides,
  };
}

const year = fc.integer({ min: 1972, max: 2099 });
const month = fc.integer({ min: 0, max: 11 });
/** The last millisecond of a month and the first of the next: where off-by-one bugs live. */
const monthEdge = fc
  .tuple(year, month, fc.boolean())
  .map(([y, m, last]) => (last ? Date.UTC(y, m + 1, 0, 23, 59, 59, 999) : Date.UTC(y, m + 1, 1)));
/** 29 February of a leap year, at any time of day. */
const leapDay = fc
  .tuple(
    year.filter((y) => y % 4 === 0),
    fc.integer({ min: 0, max: DAY - 1 }),
  )
  .map(([y, ms]) => Date.UTC(y, 1, 29) + ms);
const instant = fc.oneof(monthEdge, leapDay, fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }));
/** Real-world offsets, including the half- and quarter-hour ones (+05:30, +05:45, +12:45). */
const offset = fc.constantFrom(-720, -570, -300, -60, 0, 60, 330, 345, 525, 765, 840);
const nudge = fc.integer({ min: -3 * DAY, max: 3 * DAY });

describe('docs/product.md#subscription-states date rules at month ends, leap days and time-zone edges', () => {
  it('a leap day exists only in leap years', () => {
    expect(new Date(Date.UTC(2024, 1, 29)).getUTCMonth()).toBe(1);
    expect(new Date(Date.UTC(2100, 1, 29)).getUTCMonth()).toBe(2);
  });

  it('grace period and expiry flip exactly one millisecond after the payment date', () => {
    fc.assert(
      fc.property(instant, (due) => {
        const date = new Date(due).toISOString();
        const active = facts({ next_payment_date: date });
        const cancelled = facts({ state: 'cancelled', next_payment_date: date });
        expect(isInGracePeriod(active, new Date(due))).toBe(false);
        expect(isInGracePeriod(active, new Date(due + 1))).toBe(true);
        expect(isExpired(cancelled, new Date(due))).toBe(false);
        expect(isExpired(cancelled, new Date(due + 1))).toBe(true);
      }),
    );
  });

  it('the answers do not depend on the offset a date is written in', () => {
    fc.assert(
      fc.property(
        instant,
        offset,
        nudge,
        fc.constantFrom('active', 'cancelled', 'intrial'),
        (due, off, delta, state) => {
          const now = new Date(due + delta);
          const utc = facts({
            state,
            next_payment_date: new Date(due).toISOString(),
            expires_soon: true,
            auto_billing_enabled: false,
          });
          const local = { ...utc, next_payment_date: isoWithOffset(due, off) };
          expect(isInGracePeriod(local, now)).toBe(isInGracePeriod(utc, now));
          expect(isExpired(local, now)).toBe(isExpired(utc, now));
          expect(isExpiringSoon(local, now)).toBe(isExpiringSoon(utc, now));
        },
      ),
    );
  });

  it('an offset-less date-time means UTC, wherever the code runs', () => {
    fc.assert(
      fc.property(instant, nudge, (due, delta) => {
        const now = new Date(due + delta);
        const withZ = new Date(due).toISOString();
        const bare = facts({ next_payment_date: withZ.slice(0, -1) });
        expect(isInGracePeriod(bare, now)).toBe(
          isInGracePeriod(facts({ next_payment_date: withZ }), now),
        );
      }),
    );
  });

  it('the expires-soon window is exactly 14 × 24 hours of elapsed time', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -DAY, max: 20 * DAY }), (nowMs, remaining) => {
        const flag = computeExpiresSoonFlag(false, new Date(nowMs + remaining), new Date(nowMs));
        expect(flag).toBe(remaining > 0 && remaining <= EXPIRING_SOON_WINDOW_DAYS * DAY);
      }),
    );
  });
});
