import type { StaffCustomerDetail } from '@burrow/contract/staff';
import { useState } from 'react';
import { useResendEmail } from '../api/staff-account-actions-api';
import { useStaffContext } from '../routes/admin-layout';
import { StaffActionDialog } from './staff-action-dialog';

type Email = StaffCustomerDetail['emails'][number];

/** The console's words for an email's delivery state. */
export const EMAIL_STATUS_TEXT: Record<Email['status'], string> = {
  sent: 'Sent',
  pending: 'Waiting to send',
  failing: 'Failing, retrying',
};

/**
 * "Resend" on one email of the customer's (decision 0122): a copy is queued, the original
 * stays as it was. Only with `emails:resend`.
 */
export function ResendEmailButton({ customerId, email }: { customerId: string; email: Email }) {
  const { permissions } = useStaffContext();
  const resend = useResendEmail(customerId);
  const [done, setDone] = useState(false);
  if (!permissions.includes('emails:resend')) return null;
  return (
    <div className="flex flex-col gap-1">
      <StaffActionDialog
        label="Resend"
        title="Resend email"
        description={`Sends “${email.subject}” to ${email.to} again, as a new email.`}
        confirmLabel="Resend"
        reasonRequired={false}
        run={(reason, key) =>
          resend.mutateAsync({
            emailId: email.id,
            body: { idempotency_key: key, ...(reason ? { reason } : {}) },
          })
        }
        onDone={() => setDone(true)}
      />
      {done && (
        <p role="status" className="text-sm text-slate-800">
          Queued again.
        </p>
      )}
    </div>
  );
}
