import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queryOne } from '../../db/database';
import { AppError } from '../../platform/errors';
import { loadInvoiceDocument } from '../invoices/invoice-document';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { appendStaffAudit } from './staff-audit-log';
import { staffOf, staffRoute } from './staff-authentication';

/**
 * The console's invoice files (decision 0120): the PDF the customer downloads, for any
 * storefront's invoice, read by anyone who may read customers.
 */
export const staffInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffInvoicePdf } = staffEndpoints;

  app.route({
    ...staffRoute(staffInvoicePdf),
    method: staffInvoicePdf.method,
    url: staffInvoicePdf.path,
    schema: { params: staffInvoicePdf.params },
    handler: async (request, reply) => {
      const staff = staffOf(request);
      const { invoiceId } = request.params;
      // Staff work across storefronts: the invoice names its own tenant and customer, and the
      // customer's loader then reads it exactly as the customer's download does.
      const owner = await queryOne<{ tenant_id: string; user_id: string }>(
        app.db,
        `SELECT tenant_id, user_id FROM invoices WHERE id = $1`,
        [invoiceId],
      );
      const document = owner
        ? await loadInvoiceDocument(app.db, owner.tenant_id, owner.user_id, invoiceId)
        : undefined;
      if (!owner || !document) throw new AppError(404, 'not_found', 'There is no such invoice.');
      const pdf = await renderInvoicePdf(document);
      // A copy of a customer's invoice left the building: who took it, and which.
      await appendStaffAudit(
        app.db,
        {
          staffId: staff.id,
          action: 'invoice.downloaded',
          customerId: owner.user_id,
          target: `invoice:${invoiceId}`,
          requestId: request.id,
        },
        app.clock.now(),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
