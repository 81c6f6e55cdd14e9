import type { StaffPage } from '@burrow/domain/page-routes';
import type { StaffPermission } from '@burrow/domain/staff-permissions';

export interface ConsoleLink {
  to: StaffPage;
  label: string;
}

/** The console's pages and the permission each needs (decision 0113); none for the overview. */
const LINKS: readonly (ConsoleLink & { needs: StaffPermission | null })[] = [
  { to: '/admin', label: 'Overview', needs: null },
  { to: '/admin/customers', label: 'Customers', needs: 'customers:read' },
  { to: '/admin/queues', label: 'Work queues', needs: 'customers:read' },
  { to: '/admin/reports', label: 'Reports', needs: 'reports:read' },
  { to: '/admin/coupons', label: 'Coupons', needs: 'coupons:manage' },
  { to: '/admin/gift-cards', label: 'Gift cards', needs: 'gift-cards:issue' },
  { to: '/admin/storefronts', label: 'Storefronts', needs: 'storefronts:manage' },
  { to: '/admin/staff', label: 'Staff', needs: 'staff:manage' },
  { to: '/admin/audit-log', label: 'Audit log', needs: 'audit:read' },
];

/** The links a staff member sees: only pages their role may open. */
export function consoleNavigation(permissions: readonly StaffPermission[]): ConsoleLink[] {
  return LINKS.filter((link) => link.needs === null || permissions.includes(link.needs)).map(
    ({ to, label }) => ({ to, label }),
  );
}

/** Whether a page of the console is open to the role (the server refuses regardless). */
export function mayOpen(page: StaffPage, permissions: readonly StaffPermission[]): boolean {
  return consoleNavigation(permissions).some((link) => link.to === page);
}
