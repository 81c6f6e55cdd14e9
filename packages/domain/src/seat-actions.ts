/** The states a business seat (a licence of a business subscription) can be in. */
export type SeatState = 'active' | 'revoked' | 'unassigned';

/** What a business admin may do with one seat. */
export type SeatAction = 'assign' | 'revoke' | 'invite' | 'remove';

/**
 * The actions a seat allows, the same on both business billing systems:
 * - a free seat is given to someone, or removed;
 * - a held seat is revoked (cutting its holder off) or its holder is invited (again);
 * - a revoked seat is given to someone again (the same person or another), or removed.
 * A held seat is never removed outright: revoking first is the deliberate step that cuts
 * someone off. The last seat of a subscription stays, so the plan always has one to give.
 */
export function seatActions(state: SeatState, seatsOnSubscription: number): SeatAction[] {
  const removable = seatsOnSubscription > 1;
  switch (state) {
    case 'unassigned':
      return removable ? ['assign', 'remove'] : ['assign'];
    case 'active':
      return ['revoke', 'invite'];
    case 'revoked':
      return removable ? ['assign', 'remove'] : ['assign'];
  }
}

/** Whether `action` is allowed on a seat in `state` on a subscription with that many seats. */
export function seatAllows(
  state: SeatState,
  seatsOnSubscription: number,
  action: SeatAction,
): boolean {
  return seatActions(state, seatsOnSubscription).includes(action);
}
