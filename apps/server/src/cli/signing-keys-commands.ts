import { rotateDemoSigningKey } from '../modules/devices/signing-keys';
import { CliUsageError, type CommandGroup } from './command-group';

/**
 * `signing-keys rotate`: demo mode's entitlement key rotation (decision 0089). A new key signs
 * from now on; the old one stays in the JWKS until its last token has expired. Production
 * rotates through ENTITLEMENT_SIGNING_KEYS instead, and the command refuses (exit 1).
 */
export const signingKeysCommands: CommandGroup = {
  name: 'signing-keys',
  usage: ['signing-keys rotate   (demo mode; production rotates ENTITLEMENT_SIGNING_KEYS)'],
  async run(args, { ctx, print }) {
    const [command, ...rest] = args;
    if (command !== 'rotate' || rest.length > 0) {
      throw new CliUsageError(`unknown signing-keys command: ${args.join(' ')}`);
    }
    const kid = await rotateDemoSigningKey(ctx.db, ctx.config, ctx.clock.now());
    print(JSON.stringify({ signing_kid: kid }));
  },
};
