import {
  StaffCouponDeactivateRequestSchema,
  type StaffCoupon,
} from '@burrow/contract/staff-coupons';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useDeactivateCoupon } from '../api/staff-coupons-api';
import { staffErrorText } from '../model/staff-error-text';
import { fieldErrorsOfApiError, fieldErrorsOfIssues } from '../model/form-errors';

/** A coupon row's "Deactivate": asks why, then ends the coupon for checkout at once. */
export function CouponDeactivate({ coupon }: { coupon: StaffCoupon }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const deactivate = useDeactivateCoupon();
  if (coupon.status === 'deactivated') return null;
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {`Deactivate ${coupon.code}`}
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StaffCouponDeactivateRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorsOfIssues(parsed.error.issues).reason);
      return;
    }
    setError(undefined);
    deactivate.mutate(
      { couponId: coupon.id, body: { reason } },
      {
        onSuccess: () => setOpen(false),
        onError: (failure) => setError(fieldErrorsOfApiError(failure).reason),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <TextField
        label={`Why deactivate ${coupon.code}?`}
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        autoFocus
        required
      />
      {deactivate.isError && <Alert tone="error">{staffErrorText(deactivate.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={deactivate.isPending}>
          Deactivate now
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
