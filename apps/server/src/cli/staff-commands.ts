import { parseArgs } from 'node:util';
import { EmailSchema } from '@burrow/contract/auth';
import { isStaffRole, STAFF_ROLES } from '@burrow/domain/staff-permissions';
import {
  createStaffAccount,
  disableStaff,
  listStaff,
} from '../modules/staff/staff-account-service';
import { CliUsageError, type CommandGroup } from './command-group';

/**
 * `staff create|list|disable`: operator console accounts (decisions 0113, 0114). Output is
 * JSON, one object a line; the password, TOTP secret and recovery codes of a new account
 * appear only here, once.
 */
export const staffCommands: CommandGroup = {
  name: 'staff',
  usage: [
    'staff create --email <email> --role <role>',
    'staff list',
    'staff disable --email <email>',
    `  roles: ${STAFF_ROLES.join(', ')}`,
  ],
  async run(args, { ctx, print }) {
    const [command, ...rest] = args;
    const { values } = parseArgs({
      args: rest,
      strict: true,
      options: { email: { type: 'string' }, role: { type: 'string' } },
    });
    const email = () => {
      const parsed = EmailSchema.safeParse(values.email ?? '');
      if (!parsed.success) throw new CliUsageError(`staff ${command} needs a valid --email`);
      return parsed.data;
    };
    switch (command) {
      case 'create': {
        const role = values.role ?? '';
        if (!isStaffRole(role))
          throw new CliUsageError(`staff create needs --role (one of ${STAFF_ROLES.join(', ')})`);
        const created = await createStaffAccount(ctx, { email: email(), role });
        print(JSON.stringify(created));
        print(
          'Hand these over now: the password, the TOTP secret (or the otpauth link, for the ' +
            'authenticator app) and the recovery codes are shown this once.',
        );
        return;
      }
      case 'list': {
        for (const account of await listStaff(ctx)) print(JSON.stringify(account));
        return;
      }
      case 'disable': {
        print(JSON.stringify(await disableStaff(ctx, email())));
        return;
      }
      default:
        throw new CliUsageError(`unknown staff command: ${command ?? '(none)'}`);
    }
  },
};
