import type { StaffInvoiceRefundRequest } from '@burrow/contract/staff';
import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall, staffKeys } from './staff-api';

/**
 * A staff refund of one invoice (decision 0119). On success the customer's page and the
 * audit log are read again: the invoice's refunded amount, the ledger's refund and the
 * `refund.created` entry come from the server, not from this answer.
 */
export function useStaffInvoiceRefund(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: string; body: StaffInvoiceRefundRequest }) =>
      staffCall(staffEndpoints.staffRefundInvoice, { params: { invoiceId }, body }),
    // Not awaited: the dialog hears of its success first. Awaiting the page's new read would
    // let it remove the refund button (nothing left to give back) and the dialog with it
    // before the dialog could say what was refunded.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.customer(customerId) });
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'audit-log'] });
    },
  });
}
