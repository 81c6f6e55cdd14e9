import { parseArgs } from 'node:util';
import {
  STOREFRONT_CURRENCIES,
  StorefrontCreateRequestSchema,
} from '@burrow/contract/staff-storefronts';
import { createStorefront, listStorefronts } from '../modules/tenancy/storefront-service';
import { CliUsageError, type CommandGroup } from './command-group';

/**
 * `storefront create|list`: storefronts (tenants) without SQL (decision 0125), through the
 * service the console's routes use. A new storefront sells at once: its catalogue is copied
 * from `--catalogue-from` (default `burrow`). Output is JSON, one object a line. A server
 * already running answers on the new hosts within half a minute.
 */
export const storefrontCommands: CommandGroup = {
  name: 'storefront',
  usage: [
    'storefront create --slug <slug> --name <name> --host <host> [--host <host> …]',
    '  --currency <currency> --locale <locale> --legal-name <name> --address <address>',
    '  --support-email <email> [--tax-id <id>] [--catalogue-from <slug>]',
    'storefront list',
    `  currencies: ${STOREFRONT_CURRENCIES.join(', ')}`,
  ],
  async run(args, { ctx, print }) {
    const [command, ...rest] = args;
    const { values } = parseArgs({
      args: rest,
      strict: true,
      options: {
        slug: { type: 'string' },
        name: { type: 'string' },
        host: { type: 'string', multiple: true },
        currency: { type: 'string' },
        locale: { type: 'string' },
        'legal-name': { type: 'string' },
        address: { type: 'string' },
        'tax-id': { type: 'string' },
        'support-email': { type: 'string' },
        'catalogue-from': { type: 'string' },
      },
    });
    switch (command) {
      case 'create': {
        const parsed = StorefrontCreateRequestSchema.safeParse({
          slug: values.slug ?? '',
          name: values.name ?? '',
          hosts: values.host ?? [],
          default_currency: values.currency ?? '',
          default_locale: values.locale ?? '',
          legal_name: values['legal-name'] ?? '',
          address: values.address ?? '',
          tax_id: values['tax-id'] ?? '',
          support_email: values['support-email'] ?? '',
          ...(values['catalogue-from'] ? { catalogue_from: values['catalogue-from'] } : {}),
        });
        if (!parsed.success) {
          const problems = parsed.error.issues.map(
            (issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`,
          );
          throw new CliUsageError(`storefront create: ${problems.join('; ')}`);
        }
        print(JSON.stringify(await createStorefront(ctx.db, parsed.data, ctx.clock.now())));
        return;
      }
      case 'list': {
        for (const storefront of await listStorefronts(ctx.db)) print(JSON.stringify(storefront));
        return;
      }
      default:
        throw new CliUsageError(`unknown storefront command: ${command ?? '(none)'}`);
    }
  },
};
