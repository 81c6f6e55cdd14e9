import type { StaffRole } from '@burrow/domain/staff-permissions';
import type { Database } from '../db/database';
import { hashPassword } from '../modules/identity/passwords';
import { insertStaffAccount } from '../modules/staff/staff-repository';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * The operator console's demo staff (README, "Demo accounts"): one per role, with the demo
 * password and fixed TOTP secrets printed in the README, so anyone trying the demo can add
 * them to an authenticator app. Seeded only in demo mode: a published secret in production
 * would be a published key to every customer's data.
 */
export const DEMO_STAFF: readonly { email: string; role: StaffRole; totpSecret: string }[] = [
  {
    email: 'admin@staff.demo.burrow.test',
    role: 'admin',
    totpSecret: 'DEMOADMINBURROWSTAFFTOTPSECRETAA',
  },
  {
    email: 'support@staff.demo.burrow.test',
    role: 'support',
    totpSecret: 'DEMOSUPPORTBURROWSTAFFTOTPSECRET',
  },
  {
    email: 'finance@staff.demo.burrow.test',
    role: 'finance',
    totpSecret: 'DEMOFINANCEBURROWSTAFFTOTPSECRET',
  },
];

/** Adds the demo staff a database lacks; existing accounts are left as they are. */
export async function seedDemoStaff(
  db: Database,
  now: Date,
  config: { demoMode: boolean },
): Promise<void> {
  if (!config.demoMode) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const staff of DEMO_STAFF)
      await insertStaffAccount(tx, {
        email: staff.email,
        passwordHash,
        role: staff.role,
        totpSecret: staff.totpSecret,
        createdAt: now,
      });
  });
}
