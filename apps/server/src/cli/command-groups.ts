import { apiKeysCommands } from './api-keys-commands';
import type { CommandGroup } from './command-group';
import { routerCouponsCommands } from './router-coupons-commands';
import { signingKeysCommands } from './signing-keys-commands';
import { staffCommands } from './staff-commands';
import { storefrontCommands } from './storefront-commands';
import { webhooksCommands } from './webhooks-commands';

/** Every command group of `npm run burrow`; a new group is one line here and a file of its own. */
export const COMMAND_GROUPS: readonly CommandGroup[] = [
  apiKeysCommands,
  webhooksCommands,
  signingKeysCommands,
  routerCouponsCommands,
  staffCommands,
  storefrontCommands,
];
