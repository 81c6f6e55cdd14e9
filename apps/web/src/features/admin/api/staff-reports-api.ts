import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-api';

/** The range and storefront a report is read for (days are UTC, `YYYY-MM-DD`). */
export interface ReportFilter {
  from: string;
  to: string;
  /** Empty: every storefront. */
  storefront: string;
}

function queryOf(filter: ReportFilter): Record<string, string> {
  return {
    from: filter.from,
    to: filter.to,
    ...(filter.storefront ? { storefront: filter.storefront } : {}),
  };
}

/** Finance's summary for the range (decision 0126); kept on screen while the next one loads. */
export function useReportSummary(filter: ReportFilter) {
  return useQuery({
    queryKey: ['staff', 'reports', 'summary', filter.from, filter.to, filter.storefront] as const,
    queryFn: ({ signal }) =>
      // Not through lib/api-client: a 401 here is the staff sign-in (see staff-api.ts).
      staffCall(staffEndpoints.staffReportSummary, {
        signal,
        query: queryOf(filter),
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The address of an accountant's CSV: a plain link, so the browser downloads it with the staff
 * cookie and names it from the server's content-disposition.
 */
export function reportCsvHref(kind: 'invoices' | 'refunds', filter: ReportFilter): string {
  const endpoint =
    kind === 'invoices'
      ? staffEndpoints.staffReportInvoicesCsv
      : staffEndpoints.staffReportRefundsCsv;
  return `${endpoint.path}?${new URLSearchParams(queryOf(filter)).toString()}`;
}
