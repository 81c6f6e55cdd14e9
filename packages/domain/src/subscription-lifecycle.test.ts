import { describe, expect, it } from 'vitest';
import { customerStateOf, grantsAccess, itemGrantsAccess } from './subscription-lifecycle';

describe('docs/product.md#subscription-states: item statuses show as customer-facing states', () => {
  it.each([
    ['in_trial', false, 'intrial'],
    ['active', false, 'active'],
    ['non_renewing', false, 'active'],
    ['future', false, 'active'],
    ['paused', false, 'active'],
    ['cancelled', false, 'cancelled'],
    ['active', true, 'revoked'],
    ['cancelled', true, 'revoked'],
  ] as const)('%s (revoked: %s) → %s', (status, revoked, state) => {
    expect(customerStateOf(status, revoked)).toBe(state);
  });

  it.each([
    ['active', true],
    ['intrial', true],
    ['cancelled', false],
    ['revoked', false],
  ] as const)('%s grants access: %s', (state, expected) => {
    expect(grantsAccess(state)).toBe(expected);
  });

  it.each([
    ['active', false, true],
    ['non_renewing', false, true],
    ['in_trial', false, true],
    ['paused', false, false],
    ['cancelled', false, false],
    ['active', true, false],
  ] as const)('an item %s (revoked: %s) gives access now: %s', (status, revoked, expected) => {
    expect(itemGrantsAccess(status, revoked)).toBe(expected);
  });
});
