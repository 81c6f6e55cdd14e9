import { parseArgs } from 'node:util';
import { SERVICE_SCOPES, ServiceScopeSchema } from '@burrow/contract/service-api';
import {
  createServiceKey,
  listServiceKeys,
  revokeServiceKey,
} from '../modules/service-keys/service-key-service';
import { CliUsageError, type CommandGroup } from './command-group';

/**
 * `api-keys create|list|revoke`: service API keys (decision 0090). Output is JSON, one
 * object a line, so scripts can read it; the created key's secret appears only here.
 */
export const apiKeysCommands: CommandGroup = {
  name: 'api-keys',
  usage: [
    'api-keys create --tenant <id> --name <name> --scope <scope> [--scope <scope> …]',
    'api-keys list --tenant <id>',
    'api-keys revoke <key id>',
    `  scopes: ${SERVICE_SCOPES.join(', ')}`,
  ],
  async run(args, { ctx, print }) {
    const [command, ...rest] = args;
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: {
        tenant: { type: 'string' },
        name: { type: 'string' },
        scope: { type: 'string', multiple: true },
      },
    });
    switch (command) {
      case 'create': {
        if (!values.tenant || !values.name || !values.scope?.length)
          throw new CliUsageError('api-keys create needs --tenant, --name and at least one --scope');
        const scopes = values.scope.map((scope) => {
          const parsed = ServiceScopeSchema.safeParse(scope);
          if (!parsed.success)
            throw new CliUsageError(`unknown scope ${scope} (one of ${SERVICE_SCOPES.join(', ')})`);
          return parsed.data;
        });
        const created = await createServiceKey(ctx, {
          tenantId: values.tenant,
          name: values.name,
          scopes,
        });
        print(JSON.stringify(created));
        print('Store the key now: it is shown this once and cannot be recovered.');
        return;
      }
      case 'list': {
        if (!values.tenant) throw new CliUsageError('api-keys list needs --tenant');
        for (const key of await listServiceKeys(ctx, values.tenant)) print(JSON.stringify(key));
        return;
      }
      case 'revoke': {
        const [id] = positionals;
        if (!id || positionals.length !== 1)
          throw new CliUsageError('api-keys revoke needs exactly one key id');
        print(JSON.stringify(await revokeServiceKey(ctx, id)));
        return;
      }
      default:
        throw new CliUsageError(`unknown api-keys command: ${command ?? '(none)'}`);
    }
  },
};
