import { describe, expect, it } from 'vitest';
import { billedElsewhereAccessEnd, billedElsewhereHasLapsed } from './billed-elsewhere';

const now = new Date('2026-05-10T12:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day);
const retryDays = [1, 3, 5, 7];

describe('when a plan billed outside Burrow ends (paid-through date plus grace)', () => {
  it.each([
    ['App Store plan still paid for', 'app_store', at(12), false],
    ['App Store plan on its paid-through date', 'app_store', at(0), false],
    ['App Store plan two days past, in grace', 'app_store', at(-2), false],
    [
      'App Store plan one second short of the grace end',
      'app_store',
      new Date(at(-7).getTime() + 1000),
      false,
    ],
    ['App Store plan exactly at the grace end', 'app_store', at(-7), true],
    ['App Store plan 19 days past its payment date', 'app_store', at(-19), true],
    ['Play Store plan past its grace', 'play_store', at(-8), true],
    ['legacy PayPal plan two days past, in grace', 'legacy', at(-2), false],
    ['legacy PayPal plan 40 days overdue', 'legacy', at(-40), true],
    ['partner-billed plan past its grace', 'partner', at(-30), true],
    ['Burrow-billed plan (its own dunning decides)', 'burrow', at(-40), false],
  ] as const)('%s', (_label, billingSystem, paidThrough, lapsed) => {
    expect(billedElsewhereHasLapsed({ billingSystem, paidThrough }, now, retryDays)).toBe(lapsed);
  });

  it.each([
    [[1, 3, 5, 7], 7],
    [[2, 4], 4],
    [[10], 10],
  ] as const)('with the retry schedule %j the grace lasts %i days', (schedule, days) => {
    expect(billedElsewhereAccessEnd(now, schedule)).toEqual(at(days));
  });
});
