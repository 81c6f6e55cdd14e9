import type { PaymentMethodType } from '@burrow/contract/checkout';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids';
import { cx } from '../../lib/class-names';

const METHODS: ReadonlyArray<{ type: PaymentMethodType; label: MessageId; hint: MessageId }> = [
  { type: 'card', label: 'checkout.method.card', hint: 'checkout.method.card.hint' },
  { type: 'paypal', label: 'checkout.method.paypal', hint: 'checkout.method.paypal.hint' },
  { type: 'apple_pay', label: 'checkout.method.apple_pay', hint: 'checkout.method.apple_pay.hint' },
  {
    type: 'google_pay',
    label: 'checkout.method.google_pay',
    hint: 'checkout.method.google_pay.hint',
  },
];

interface PaymentMethodPickerProps {
  value: PaymentMethodType;
  onChange: (method: PaymentMethodType) => void;
  disabled: boolean;
}

/** Card, PayPal, Apple Pay or Google Pay, as tab-like radios (one choice of a form). */
export function PaymentMethodPicker({ value, onChange, disabled }: PaymentMethodPickerProps) {
  const intl = useIntl();
  const hint = METHODS.find((method) => method.type === value)?.hint;
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1 text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'checkout.method.legend' })}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {METHODS.map((method) => (
          <label
            key={method.type}
            className={cx(
              'flex cursor-pointer items-center gap-2 rounded-lg border-2 px-3 py-2.5 text-sm font-semibold',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
              value === method.type
                ? 'border-indigo-700 bg-indigo-50 text-indigo-950'
                : 'border-slate-200 bg-white text-slate-800 hover:border-slate-400',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={method.type}
              checked={value === method.type}
              onChange={() => onChange(method.type)}
              className="size-4 accent-indigo-700"
            />
            {intl.formatMessage({ id: method.label })}
          </label>
        ))}
      </div>
      {hint && <p className="text-sm text-slate-700">{intl.formatMessage({ id: hint })}</p>}
    </fieldset>
  );
}
