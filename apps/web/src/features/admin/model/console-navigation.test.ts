import { permissionsOf } from '@burrow/domain/staff-permissions';
import { describe, expect, it } from 'vitest';
import { consoleNavigation, mayOpen } from './console-navigation';

describe('the console’s navigation follows the role (decision 0113)', () => {
  it.each([
    ['support', ['Overview', 'Customers', 'Work queues']],
    ['finance', ['Overview', 'Customers', 'Work queues', 'Reports', 'Coupons', 'Gift cards']],
    [
      'admin',
      [
        'Overview',
        'Customers',
        'Work queues',
        'Reports',
        'Coupons',
        'Gift cards',
        'Storefronts',
        'Staff',
        'Audit log',
      ],
    ],
  ] as const)('%s sees %j', (role, labels) => {
    expect(consoleNavigation(permissionsOf(role)).map((link) => link.label)).toEqual(labels);
  });

  it('opens only pages the permissions allow', () => {
    expect(mayOpen('/admin/audit-log', permissionsOf('support'))).toBe(false);
    expect(mayOpen('/admin/audit-log', permissionsOf('admin'))).toBe(true);
    expect(mayOpen('/admin', [])).toBe(true);
    expect(mayOpen('/admin/coupons', permissionsOf('support'))).toBe(false);
    expect(mayOpen('/admin/coupons', permissionsOf('finance'))).toBe(true);
    expect(mayOpen('/admin/gift-cards', permissionsOf('finance'))).toBe(true);
    expect(mayOpen('/admin/customers', [])).toBe(false);
    expect(mayOpen('/admin/reports', permissionsOf('support'))).toBe(false);
    expect(mayOpen('/admin/reports', permissionsOf('finance'))).toBe(true);
  });
});
