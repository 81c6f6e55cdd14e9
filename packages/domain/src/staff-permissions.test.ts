import { describe, expect, it } from 'vitest';
import {
  isStaffRole,
  permissionsOf,
  roleAllows,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
} from './staff-permissions';

/**
 * Decision 0113's table (refunds moved to support by decision 0120), written out in full: a
 * change to the rules must change this too.
 */
const TABLE: Record<StaffPermission, Record<StaffRole, boolean>> = {
  'customers:read': { support: true, finance: true, admin: true },
  'timeline:read': { support: true, finance: true, admin: true },
  'emails:resend': { support: true, finance: true, admin: true },
  'sessions:end': { support: true, finance: true, admin: true },
  'payments:retry': { support: true, finance: true, admin: true },
  'refunds:create': { support: true, finance: true, admin: true },
  'reports:read': { support: false, finance: true, admin: true },
  'gift-cards:issue': { support: false, finance: true, admin: true },
  'coupons:manage': { support: false, finance: true, admin: true },
  'subscriptions:extend': { support: false, finance: false, admin: true },
  'subscriptions:cancel': { support: false, finance: false, admin: true },
  'deletion:manage': { support: false, finance: false, admin: true },
  'complimentary:grant': { support: false, finance: false, admin: true },
  'storefronts:manage': { support: false, finance: false, admin: true },
  'api-keys:manage': { support: false, finance: false, admin: true },
  'audit:read': { support: false, finance: false, admin: true },
  'staff:manage': { support: false, finance: false, admin: true },
};

describe('decision 0113: what each staff role may do', () => {
  it('the table covers every permission', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...STAFF_PERMISSIONS].sort());
  });

  const cases = STAFF_PERMISSIONS.flatMap((permission) =>
    STAFF_ROLES.map((role) => [role, permission, TABLE[permission][role]] as const),
  );
  it.each(cases)('%s × %s → %s', (role, permission, allowed) => {
    expect(roleAllows(role, permission)).toBe(allowed);
    expect(permissionsOf(role).includes(permission)).toBe(allowed);
  });

  it.each([
    ['support', 'finance'],
    ['finance', 'admin'],
  ] as const)('%s can do nothing %s cannot', (lower, higher) => {
    for (const permission of permissionsOf(lower))
      expect(roleAllows(higher, permission), permission).toBe(true);
    expect(permissionsOf(higher).length).toBeGreaterThan(permissionsOf(lower).length);
  });

  it.each([
    ['support', true],
    ['finance', true],
    ['admin', true],
    ['Admin', false],
    ['owner', false],
    ['', false],
  ])('isStaffRole(%j) → %s', (value, expected) => {
    expect(isStaffRole(value)).toBe(expected);
  });
});
