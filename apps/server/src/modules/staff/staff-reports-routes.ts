import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appendStaffAudit } from './staff-audit-log';
import { staffOf, staffRoute } from './staff-authentication';
import { invoicesCsv, refundsCsv, type ReportExportKind } from './staff-report-exports';
import { reportScope, reportSummary } from './staff-reports';

/** Finance's reports (`reports:read`, decision 0126): the summary and the accountant's CSVs. */
export const staffReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffReportSummary, staffReportInvoicesCsv, staffReportRefundsCsv } = staffEndpoints;

  app.route({
    ...staffRoute(staffReportSummary),
    method: staffReportSummary.method,
    url: staffReportSummary.path,
    schema: {
      querystring: staffReportSummary.query,
      response: { 200: staffReportSummary.response },
    },
    handler: async (request) => {
      const now = app.clock.now();
      return reportSummary(app.db, reportScope(request.query, now), now);
    },
  });

  const exports: [typeof staffReportInvoicesCsv, ReportExportKind][] = [
    [staffReportInvoicesCsv, 'invoices'],
    [staffReportRefundsCsv, 'refunds'],
  ];
  for (const [endpoint, kind] of exports) {
    app.route({
      ...staffRoute(endpoint),
      method: endpoint.method,
      url: endpoint.path,
      schema: { querystring: endpoint.query },
      handler: async (request, reply) => {
        const staff = staffOf(request);
        const scope = reportScope(request.query, app.clock.now());
        const file = await (kind === 'invoices' ? invoicesCsv : refundsCsv)(app.db, scope);
        // What left the building and for whom: the range and the row count, no customer data.
        await appendStaffAudit(
          app.db,
          {
            staffId: staff.id,
            action: 'report.exported',
            target: `report:${kind}`,
            after: {
              report: kind,
              from: scope.from,
              to: scope.to,
              storefront: scope.storefront,
              rows: file.rows,
            },
            requestId: request.id,
          },
          app.clock.now(),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    });
  }
};
