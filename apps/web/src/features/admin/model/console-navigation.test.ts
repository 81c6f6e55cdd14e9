import { permissionsOf } from '@burrow/domain/staff-permissions';
import { describe, expect, it } from 'vitest';
import { consoleNavigation, mayOpen } from './console-navigation';

describe('the console’s navigation follows the role (decision 0113)', () => {
  it.each([
    ['support', ['Overview', 'Customers']],
    ['finance', ['Overview', 'Customers']],
    ['admin', ['Overview', 'Customers', 'Audit log', 'Staff']],
  ] as const)('%s sees %j', (role, labels) => {
    expect(consoleNavigation(permissionsOf(role)).map((link) => link.label)).toEqual(labels);
  });

  it('opens only pages the permissions allow', () => {
    expect(mayOpen('/admin/audit-log', permissionsOf('support'))).toBe(false);
    expect(mayOpen('/admin/audit-log', permissionsOf('admin'))).toBe(true);
    expect(mayOpen('/admin', [])).toBe(true);
    expect(mayOpen('/admin/customers', [])).toBe(false);
  });
});
