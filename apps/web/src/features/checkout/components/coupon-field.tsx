import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessageId } from '../../../i18n/error-messages';
import { isApiError } from '../../../lib/api-client';
import type { CouponRefusal } from '../hooks/use-coupon';

interface CouponFieldProps {
  applied: string | null;
  refusal: CouponRefusal | null;
  checking: boolean;
  /** A coupon needs the full order (residence included) to be checked. */
  canApply: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

function refusalMessageId(refusal: CouponRefusal) {
  if (refusal.error === null || isApiError(refusal.error, 'coupon_not_applicable')) {
    return 'errors.coupon_not_applicable' as const;
  }
  return errorMessageId(refusal.error);
}

export function CouponField(props: CouponFieldProps) {
  const { applied, refusal, checking, canApply, disabled, onApply, onRemove } = props;
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState(false);

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Alert tone="success" className="flex-1">
          {intl.formatMessage({ id: 'checkout.coupon.applied' }, { code: applied })}
        </Alert>
        <Button variant="ghost" onClick={onRemove} disabled={disabled}>
          {intl.formatMessage({ id: 'checkout.coupon.remove' })}
        </Button>
      </div>
    );
  }

  // Its own small form (the payment step is not one), so Enter here applies the coupon
  // and never starts a payment.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(true);
    if (canApply) onApply(code);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={intl.formatMessage({ id: 'checkout.coupon.label' })}
          value={code}
          autoComplete="off"
          maxLength={40}
          onChange={(event) => setCode(event.target.value)}
          disabled={disabled}
        />
        <Button type="submit" variant="secondary" pending={checking} disabled={disabled}>
          {intl.formatMessage({ id: 'checkout.coupon.apply' })}
        </Button>
      </div>
      {asked && !canApply && (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'checkout.coupon.needs_residence' })}
        </p>
      )}
      {refusal && (
        <Alert tone="error">{intl.formatMessage({ id: refusalMessageId(refusal) })}</Alert>
      )}
    </form>
  );
}
