import { formatMoney } from '../model/console-money';
import { STAFF_REFUND_REASON_MAX_LENGTH, type StaffCustomerDetail } from '@burrow/contract/staff';
import { staffEndpoints, staffPathOf } from '@burrow/contract/staff-endpoints';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useStaffInvoiceRefund } from '../api/staff-invoice-api';
import { checkRefundAmount, majorUnitsText } from '../model/refund-amount';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from '../routes/admin-layout';

type Invoice = StaffCustomerDetail['invoices'][number];

const cell = 'px-3 py-2 text-slate-800';
/** What the audit log needs to say why: more than a word (the server's floor is one). */
const REASON_MIN_LENGTH = 3;

/** A new key per opening of the dialog: every retry of that one refund is the same refund. */
function newIdempotencyKey(): string {
  return `console-${crypto.randomUUID()}`;
}

interface RefundFormProps {
  customerId: string;
  invoice: Invoice;
  onRefunded: (amountMinor: number) => void;
  onPendingChange: (pending: boolean) => void;
  onCancel: () => void;
}

/**
 * The dialog's form. Mounted per opening, so its idempotency key is made once per opening
 * and kept while it is open: a retry after a lost answer asks for the same refund, never a
 * second one. What staff typed stays through an error.
 */
function RefundForm({
  customerId,
  invoice,
  onRefunded,
  onPendingChange,
  onCancel,
}: RefundFormProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState(() =>
    majorUnitsText(invoice.refundable_minor, invoice.currency),
  );
  const [revokeAccess, setRevokeAccess] = useState(false);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const refund = useStaffInvoiceRefund(customerId);
  const reasonId = useId();
  const amountCheck = checkRefundAmount(amount, invoice.refundable_minor, invoice.currency);
  const reasonError =
    reason.trim().length >= REASON_MIN_LENGTH
      ? undefined
      : 'Say why the money goes back: the audit log keeps it.';
  const label = amountCheck.ok ? formatMoney(amountCheck.amountMinor, invoice.currency) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!amountCheck.ok || reasonError) return;
    onPendingChange(true);
    refund.mutate(
      {
        invoiceId: invoice.id,
        body: {
          amount_minor: amountCheck.amountMinor,
          revoke_access: revokeAccess,
          reason: reason.trim(),
          idempotency_key: idempotencyKey,
        },
      },
      {
        onSuccess: (answer) => onRefunded(answer.refund.amount_minor),
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={`Amount to refund (${invoice.currency})`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={`Up to ${formatMoney(invoice.refundable_minor, invoice.currency)} is left to refund; less gives back part of it.`}
        error={checked && !amountCheck.ok ? amountCheck.error : undefined}
      />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={revokeAccess}
          onChange={(event) => setRevokeAccess(event.target.checked)}
        />
        <span>
          Also end access: the plan this invoice paid for stops now. Otherwise it runs on and the
          customer’s email says so.
        </span>
      </label>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
          Reason (kept in the audit log)
        </label>
        <textarea
          id={reasonId}
          required
          rows={3}
          maxLength={STAFF_REFUND_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={checked && reasonError ? true : undefined}
          aria-describedby={checked && reasonError ? `${reasonId}-error` : undefined}
          className={`rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600 ${
            checked && reasonError ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        {checked && reasonError && (
          <p id={`${reasonId}-error`} className="text-sm font-medium text-red-700">
            {reasonError}
          </p>
        )}
      </div>
      {refund.isError && <Alert tone="error">{staffErrorText(refund.error)}</Alert>}
      {refund.isPending && (
        <p role="status" className="text-sm text-slate-700">
          Sending the refund to the payment provider…
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={refund.isPending}>
          {label ? `Refund ${label}` : 'Refund'}
        </Button>
        <Button variant="secondary" disabled={refund.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * An invoice row's refund and file cells of the customer page: what was given back so far,
 * the PDF, and — for a role with `refunds:create` and an invoice with money left to give
 * back — the refund dialog (decisions 0119, 0120).
 */
export function InvoiceRefundCells({
  customerId,
  invoice,
  otherActions,
}: {
  customerId: string;
  invoice: Invoice;
  /** The row's other actions (retry a failed payment), in the same cell. */
  otherActions?: ReactNode;
}) {
  const me = useStaffContext();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const mayRefund = me.permissions.includes('refunds:create') && invoice.refundable_minor > 0;
  // While the refund is on its way the dialog stays: closing it would hide the outcome.
  const holdWhilePending = (event: Event) => {
    if (pending) event.preventDefault();
  };

  return (
    <>
      <td className={cell}>
        {invoice.refunded_minor > 0 ? formatMoney(invoice.refunded_minor, invoice.currency) : '—'}
      </td>
      <td className={cell}>
        <div className="flex flex-wrap items-center gap-2">
          <a
            className="text-indigo-700 underline"
            href={staffPathOf(staffEndpoints.staffInvoicePdf.path, { invoiceId: invoice.id })}
            download
            aria-label={`PDF of invoice ${invoice.number}`}
          >
            PDF
          </a>
          {mayRefund && (
            <Dialog.Root
              open={open}
              onOpenChange={(next) => {
                if (!next && pending) return;
                if (next) setDone(null);
                setOpen(next);
              }}
            >
              <Dialog.Trigger
                className="rounded-lg border border-slate-300 px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label={`Refund invoice ${invoice.number}`}
              >
                Refund
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
                <Dialog.Content
                  onEscapeKeyDown={holdWhilePending}
                  onInteractOutside={holdWhilePending}
                  onCloseAutoFocus={(event) => {
                    // After a refund the button may be gone (nothing left): the outcome has focus.
                    if (done !== null) {
                      event.preventDefault();
                      doneRef.current?.focus();
                    }
                  }}
                  className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(32rem,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:p-6"
                >
                  <Dialog.Title className="text-xl font-bold text-slate-900">
                    {`Refund invoice ${invoice.number}`}
                  </Dialog.Title>
                  <Dialog.Description className="text-sm text-slate-700">
                    {`Paid ${formatMoney(invoice.total_minor, invoice.currency)}`}
                    {invoice.refunded_minor > 0
                      ? `, ${formatMoney(invoice.refunded_minor, invoice.currency)} already refunded`
                      : ''}
                    {`. ${formatMoney(invoice.refundable_minor, invoice.currency)} is left to refund. The money goes back to the card or account that paid, and the customer gets an email.`}
                  </Dialog.Description>
                  <RefundForm
                    customerId={customerId}
                    invoice={invoice}
                    onPendingChange={setPending}
                    onCancel={() => setOpen(false)}
                    onRefunded={(amountMinor) => {
                      setDone(`Refunded ${formatMoney(amountMinor, invoice.currency)}.`);
                      setOpen(false);
                    }}
                  />
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          )}
          {otherActions}
          {done && (
            <p ref={doneRef} tabIndex={-1} role="status" className="text-sm text-emerald-800">
              {done}
            </p>
          )}
        </div>
      </td>
    </>
  );
}
