import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../identity/authentication';
import { listCustomerInvoices } from './invoice-history';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listInvoices } = endpoints;
  app.route({
    method: listInvoices.method,
    url: listInvoices.path,
    schema: { response: { 200: listInvoices.response } },
    handler: async (request) => {
      const userId = await requireUserId(request);
      return { invoices: await listCustomerInvoices(app.db, request.tenantId, userId) };
    },
  });
};
