import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRecentEmails } from './outbox';

const MAILBOX_SIZE = 100;

/** Demo mode only: the outbox as a mailbox, so a person can click the links it holds. */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { devMailbox } = endpoints;
  app.route({
    method: devMailbox.method,
    url: devMailbox.path,
    schema: { response: { 200: devMailbox.response } },
    handler: async (request) => {
      const rows = await listRecentEmails(app.db, request.tenantId, MAILBOX_SIZE);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          created_at: row.created_at.toISOString(),
          sent_at: row.sent_at?.toISOString() ?? null,
        })),
      };
    },
  });
};
