import {
  StaffCustomerGiftCardRequestSchema,
  type StaffCustomerGiftCardResponse,
} from '@burrow/contract/staff-gift-cards';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useGiftCardBatches, useIssueCustomerGiftCard } from '../api/staff-gift-cards-api';
import { staffErrorText } from '../model/staff-error-text';
import { fieldErrorsOfApiError, fieldErrorsOfIssues, type FieldErrors } from '../model/form-errors';
import { useStaffContext } from '../routes/admin-layout';
import { planOptions } from './gift-card-batch-form';

function IssueForm({ customerId, tenantId }: { customerId: string; tenantId: string }) {
  const catalogue = useGiftCardBatches(1);
  const issue = useIssueCustomerGiftCard(customerId);
  const [plan, setPlan] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [issued, setIssued] = useState<StaffCustomerGiftCardResponse | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  if (catalogue.isPending) return <p className="text-sm text-slate-700">Loading the plans…</p>;
  if (catalogue.isError) return <Alert tone="error">{staffErrorText(catalogue.error)}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { plan, reason, idempotency_key: idempotencyKey };
    const parsed = StaffCustomerGiftCardRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOfIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    issue.mutate(body, {
      onSuccess: (card) => {
        setIssued(card);
        setPlan('');
        setReason('');
        setIdempotencyKey(crypto.randomUUID());
      },
      onError: (error) => setErrors(fieldErrorsOfApiError(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <SelectField
        label="Plan the card is worth"
        name="plan"
        placeholder="Choose a plan"
        options={planOptions(catalogue.data.storefronts, tenantId)}
        value={plan}
        onChange={(event) => setPlan(event.target.value)}
        error={errors.plan}
        required
      />
      <TextField
        label="Reason (kept in the audit log)"
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
        required
      />
      {issue.isError && <Alert tone="error">{staffErrorText(issue.error)}</Alert>}
      {issued && (
        <Alert tone="success">
          <p>
            {`Gift card issued: ${issued.plan_name}, ${issued.months} months. Code `}
            <span className="font-mono font-semibold">{issued.code}</span>
          </p>
          {!issued.emailed && (
            <p>No email was sent: give the customer this code; they redeem it at /redeem.</p>
          )}
          <CopyButton
            text={issued.code}
            label="Copy the code"
            copiedLabel="Code copied"
            failedLabel="Copy the code by hand"
          />
        </Alert>
      )}
      <div>
        <Button type="submit" pending={issue.isPending}>
          Issue gift card
        </Button>
      </div>
    </form>
  );
}

/**
 * "Issue gift card" on a customer's page (decision 0124): shown with `gift-cards:issue`; one
 * card of a plan of the customer's storefront, recorded on their timeline.
 */
export function IssueGiftCard({ customerId, tenantId }: { customerId: string; tenantId: string }) {
  const { permissions } = useStaffContext();
  const [open, setOpen] = useState(false);
  if (!permissions.includes('gift-cards:issue')) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <Button
        variant="secondary"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
        className="self-start"
      >
        Issue gift card
      </Button>
      {open && <IssueForm customerId={customerId} tenantId={tenantId} />}
    </div>
  );
}
