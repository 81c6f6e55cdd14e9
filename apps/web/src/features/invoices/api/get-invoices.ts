import { listInvoices } from '@burrow/contract/endpoints/list-invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { invoiceKeys } from '../../../lib/invoice-keys';

/** The signed-in customer's invoices, newest first. */
export async function getInvoices(signal?: AbortSignal) {
  const { invoices } = await apiCall(listInvoices, { signal });
  return invoices;
}

export function invoicesQueryOptions() {
  return queryOptions({
    queryKey: invoiceKeys.list(),
    queryFn: ({ signal }) => getInvoices(signal),
  });
}

export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}
