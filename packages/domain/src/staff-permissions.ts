/**
 * Who in the operator console may do what (decision 0113). Staff have one role each; a role
 * is a fixed set of permissions, and every staff endpoint names the one permission it needs.
 * Roles nest: finance can do everything support can, admin everything.
 */
export const STAFF_ROLES = ['support', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  'customers:read',
  'timeline:read',
  'emails:resend',
  'sessions:end',
  'payments:retry',
  'refunds:create',
  'subscriptions:extend',
  'subscriptions:cancel',
  'deletion:manage',
  'complimentary:grant',
  'gift-cards:issue',
  'coupons:manage',
  'storefronts:manage',
  'api-keys:manage',
  'reports:read',
  'audit:read',
  'staff:manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * Support answers customers: reads their account, fixes what went wrong and gives back a
 * payment with a recorded reason (decision 0120: the refund is where the complaint lands).
 */
const SUPPORT: readonly StaffPermission[] = [
  'customers:read',
  'timeline:read',
  'emails:resend',
  'sessions:end',
  'payments:retry',
  'refunds:create',
];

/** Finance reads the figures and hands out credit, on top of everything support does. */
const FINANCE: readonly StaffPermission[] = [
  ...SUPPORT,
  'reports:read',
  'gift-cards:issue',
  'coupons:manage',
];

const PERMISSIONS_OF: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  support: new Set(SUPPORT),
  finance: new Set(FINANCE),
  admin: new Set(STAFF_PERMISSIONS),
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** The role's permissions, in the order of STAFF_PERMISSIONS (what the console lists). */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => PERMISSIONS_OF[role].has(permission));
}

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return PERMISSIONS_OF[role].has(permission);
}
