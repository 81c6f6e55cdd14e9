import { describe, expect, it } from 'vitest';
import { createSubscription } from '../../../test/builders';
import { parseSeatCount, seatCounts, seatSubscriptions } from './seats';

const license = (state: 'active' | 'revoked' | 'unassigned', n: number) => ({
  krn: `krn:license:${state}${n}`,
  state,
  assigned_email: state === 'unassigned' ? null : `p${n}@example.com`,
});

describe('seats of a business subscription', () => {
  it('counts seats in use, free and revoked', () => {
    const sub = createSubscription({
      licenses: [
        license('active', 1),
        license('active', 2),
        license('revoked', 3),
        license('unassigned', 4),
      ],
    });
    expect(seatCounts(sub)).toEqual({ total: 4, inUse: 2, free: 1, revoked: 1 });
  });

  it('keeps only the subscriptions sold by the seat', () => {
    const seats = createSubscription({ licenses: [license('unassigned', 1)] });
    expect(seatSubscriptions([createSubscription(), seats])).toEqual([seats]);
  });

  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['100', 100],
    ['0', null],
    ['101', null],
    ['1.5', null],
    ['-2', null],
    ['', null],
    ['ten', null],
  ])('reads %j as %s seats', (text, expected) => {
    expect(parseSeatCount(text, 100)).toBe(expected);
  });
});
