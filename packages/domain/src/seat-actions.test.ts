import { describe, expect, it } from 'vitest';
import { seatActions, seatAllows, type SeatAction, type SeatState } from './seat-actions';

describe('seatActions: what a business admin may do with one seat', () => {
  it.each<[string, SeatState, number, SeatAction[]]>([
    ['a free seat is given or removed', 'unassigned', 5, ['assign', 'remove']],
    ['a held seat is revoked or its holder invited', 'active', 5, ['revoke', 'invite']],
    ['a revoked seat is given again or removed', 'revoked', 5, ['assign', 'remove']],
    ['the last free seat stays', 'unassigned', 1, ['assign']],
    ['the last revoked seat stays, and can be given again', 'revoked', 1, ['assign']],
    ['the last held seat is still revoked or invited', 'active', 1, ['revoke', 'invite']],
  ])('%s', (_case, state, seats, expected) => {
    expect(seatActions(state, seats)).toEqual(expected);
  });

  it.each<[SeatState, SeatAction, boolean]>([
    ['active', 'remove', false],
    ['active', 'assign', false],
    ['unassigned', 'invite', false],
    ['revoked', 'invite', false],
    ['revoked', 'revoke', false],
    ['revoked', 'assign', true],
  ])('a %s seat allows %s: %s', (state, action, allowed) => {
    expect(seatAllows(state, 3, action)).toBe(allowed);
  });
});
