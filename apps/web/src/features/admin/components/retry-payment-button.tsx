import type { StaffCustomerDetail } from '@burrow/contract/staff';
import type { StaffRetryPaymentResponse } from '@burrow/contract/staff-account-actions';
import { useState } from 'react';
import { useRetryPayment } from '../api/staff-account-actions-api';
import { useStaffContext } from '../routes/admin-layout';
import { StaffActionDialog } from './staff-action-dialog';

type Invoice = StaffCustomerDetail['invoices'][number];

/** The console's words for a retry's outcome. */
export function retryOutcomeText(result: StaffRetryPaymentResponse): string {
  switch (result.outcome) {
    case 'paid':
      return `Invoice ${result.invoice.number} is paid.`;
    case 'needs_customer_action':
      return `The bank wants the customer to confirm the payment of ${result.invoice.number}: ask them to open "Retry payment" in their account.`;
    case 'declined':
      return `The payment of ${result.invoice.number} was declined (${(result.decline_reason ?? 'payment_declined').replaceAll('_', ' ')}).`;
  }
}

/**
 * "Retry payment" on an invoice whose renewal failed (decision 0122): the customer's own
 * "pay now", with the stored payment method. Only with `payments:retry`.
 */
export function RetryPaymentButton({
  customerId,
  invoice,
}: {
  customerId: string;
  invoice: Invoice;
}) {
  const { permissions } = useStaffContext();
  const retry = useRetryPayment(customerId);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (invoice.status !== 'payment_due' || !permissions.includes('payments:retry')) return null;
  return (
    <div className="flex flex-col gap-1">
      <StaffActionDialog
        label="Retry payment"
        title={`Retry payment of ${invoice.number}`}
        description="Charges the payment method the customer saved, now, as their own “pay now” does. A decline leaves the dunning schedule as it was."
        confirmLabel="Retry payment"
        reasonRequired
        run={(reason, key) =>
          retry.mutateAsync({
            invoiceId: invoice.id,
            body: { reason, idempotency_key: key },
          })
        }
        onDone={(result) => setOutcome(retryOutcomeText(result as StaffRetryPaymentResponse))}
      />
      {outcome && (
        <p role="status" className="text-sm text-slate-800">
          {outcome}
        </p>
      )}
    </div>
  );
}
