import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserId } from '../identity/authentication';
import { InvoiceIdParamsSchema } from '@burrow/contract/invoices';
import { notFound } from '../../platform/errors';
import { listCustomerInvoices } from './invoice-history';
import { loadInvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  app.route({
    method: 'GET',
    url: '/api/v2/invoices/:id/download',
    schema: { params: InvoiceIdParamsSchema },
    handler: async (request, reply) => {
      const userId = await requireUserId(request);
      const document = UUID.test(request.params.id)
        ? await loadInvoiceDocument(
            app.db,
            request.tenantId,
            userId,
            request.params.id.toLowerCase(),
          )
        : undefined;
      // Another customer's invoice is 404, exactly like one that does not exist.
      if (!document) throw notFound('The invoice');
      const pdf = await renderInvoicePdf(document);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
