import { normalizeCouponCode } from '@burrow/domain/coupons';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';

interface UpgradeCouponFormProps {
  /** The coupon the comparison is priced with. */
  applied: string | null;
  /** How many plans it lowers the price of, once the comparison has answered for it. */
  appliesTo: number | null;
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The upgrade coupon (docs/product.md#offers-coupons-and-who-may-buy-what: UPGRADE30NOW for a longer plan, PREXUPG30NOW for monthly
 * subscribers moving to a longer plan). The server decides where it applies; the
 * comparison is priced again with it, and this says for how many plans it counted.
 */
export function UpgradeCouponForm({
  applied,
  appliesTo,
  checking,
  onApply,
  onRemove,
}: UpgradeCouponFormProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCouponCode(code);
    setMissing(normalized === '');
    if (normalized) {
      onApply(normalized);
      setCode('');
    }
  };

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        {appliesTo === null ? (
          <p role="status" className="text-sm text-slate-700">
            {checking &&
              intl.formatMessage({ id: 'my_subscriptions.coupon.checking' }, { code: applied })}
          </p>
        ) : (
          <Alert tone={appliesTo > 0 ? 'success' : 'error'} className="flex-1">
            {appliesTo > 0
              ? intl.formatMessage(
                  { id: 'my_subscriptions.coupon.applied' },
                  { code: applied, count: appliesTo },
                )
              : intl.formatMessage(
                  { id: 'my_subscriptions.coupon.not_applicable' },
                  { code: applied },
                )}
          </Alert>
        )}
        <Button variant="ghost" onClick={onRemove} disabled={checking}>
          {intl.formatMessage({ id: 'my_subscriptions.coupon.remove' })}
        </Button>
      </div>
    );
  }

  // Its own form, so Enter applies the coupon and never starts anything else.
  return (
    <form noValidate onSubmit={submit} className="flex items-start gap-2">
      <TextField
        // min-w-0: the input's own width must not push Apply off a phone's screen.
        className="min-w-0 flex-1"
        label={intl.formatMessage({ id: 'my_subscriptions.coupon.label' })}
        hint={intl.formatMessage({ id: 'my_subscriptions.coupon.hint' })}
        error={missing ? intl.formatMessage({ id: 'my_subscriptions.coupon.required' }) : undefined}
        value={code}
        autoComplete="off"
        maxLength={40}
        onChange={(event) => setCode(event.target.value)}
        disabled={checking}
      />
      <Button type="submit" variant="secondary" pending={checking} className="mt-7">
        {intl.formatMessage({ id: 'my_subscriptions.coupon.apply' })}
      </Button>
    </form>
  );
}
