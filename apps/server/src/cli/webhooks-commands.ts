import { parseArgs } from 'node:util';
import { WEBHOOK_EVENT_TYPES } from '@burrow/contract/webhook-endpoints';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  disableWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookUrlRule,
} from '../modules/outbound-webhooks/webhook-endpoints';
import { CliUsageError, type CommandGroup } from './command-group';

/**
 * `webhooks …`: a storefront's outbound webhook endpoints (decision 0092). Output is JSON,
 * one object a line; an endpoint's secret appears only when it is created or rotated.
 */
export const webhooksCommands: CommandGroup = {
  name: 'webhooks',
  usage: [
    'webhooks create --tenant <id> --url <url> [--event <type> …] [--description <text>]',
    'webhooks list --tenant <id>',
    'webhooks update --tenant <id> <endpoint id> [--url <url>] [--event <type> …] [--enable]',
    'webhooks disable|delete|rotate-secret --tenant <id> <endpoint id>',
    'webhooks deliveries --tenant <id> <endpoint id>',
    'webhooks replay --tenant <id> <delivery id>',
    `  events (none = all): ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  ],
  async run(args, { ctx, print }) {
    const [command, ...rest] = args;
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: {
        tenant: { type: 'string' },
        url: { type: 'string' },
        event: { type: 'string', multiple: true },
        description: { type: 'string' },
        enable: { type: 'boolean' },
      },
    });
    const tenant = values.tenant;
    if (!tenant) throw new CliUsageError(`webhooks ${command ?? ''} needs --tenant`);
    const now = ctx.clock.now();
    const oneId = () => {
      const [id] = positionals;
      if (!id || positionals.length !== 1)
        throw new CliUsageError(`webhooks ${command ?? ''} needs exactly one id`);
      return id;
    };
    switch (command) {
      case 'create': {
        if (!values.url) throw new CliUsageError('webhooks create needs --url');
        const created = await createWebhookEndpoint(
          ctx.db,
          tenant,
          { url: values.url, description: values.description, eventTypes: values.event },
          now,
          webhookUrlRule(ctx.config),
        );
        print(JSON.stringify({ ...created.endpoint, secret: created.secret }));
        print('Store the secret now: it is shown this once (rotate-secret makes a new one).');
        return;
      }
      case 'list':
        for (const endpoint of await listWebhookEndpoints(ctx.db, tenant))
          print(JSON.stringify(endpoint));
        return;
      case 'update':
        print(
          JSON.stringify(
            await updateWebhookEndpoint(
              ctx.db,
              tenant,
              oneId(),
              {
                url: values.url,
                description: values.description,
                eventTypes: values.event,
                enabled: values.enable ? true : undefined,
              },
              now,
              webhookUrlRule(ctx.config),
            ),
          ),
        );
        return;
      case 'disable':
        print(JSON.stringify(await disableWebhookEndpoint(ctx.db, tenant, oneId(), now)));
        return;
      case 'delete': {
        const id = oneId();
        await deleteWebhookEndpoint(ctx.db, tenant, id);
        print(JSON.stringify({ id, deleted: true }));
        return;
      }
      case 'rotate-secret': {
        const id = oneId();
        print(JSON.stringify({ id, secret: await rotateWebhookSecret(ctx.db, tenant, id, now) }));
        return;
      }
      case 'deliveries':
        for (const delivery of await listWebhookDeliveries(ctx.db, tenant, oneId()))
          print(JSON.stringify(delivery));
        return;
      case 'replay': {
        const id = oneId();
        await replayWebhookDelivery(ctx.db, tenant, id, now);
        print(JSON.stringify({ delivery_id: id, replay: 'queued' }));
        return;
      }
      default:
        throw new CliUsageError(`unknown webhooks command: ${command ?? '(none)'}`);
    }
  },
};
