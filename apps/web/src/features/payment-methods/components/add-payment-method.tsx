import type { PaymentMethodType } from '@burrow/contract/checkout';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PaymentDialog } from '../../../components/payment/payment-dialog';
import { PaymentMethodPicker } from '../../../components/payment/payment-method-picker';
import type { CardCheck } from '../hooks/use-card-check';

interface AddPaymentMethodProps {
  /** The customer already has methods: offer keeping the new one as a spare. */
  hasMethods: boolean;
  /** The currency the card check's temporary hold is opened in. */
  currency: string;
  /** Another change to the wallet is under way. */
  locked: boolean;
  /** The card check in progress (`useCardCheck`), owned by the section. */
  check: CardCheck;
}

/**
 * Adding (or replacing) a method: choose card, PayPal, Apple Pay or Google Pay, pass the
 * gateway's check in its own dialog, and the method is saved — by default as the one every
 * subscription renews on.
 */
export function AddPaymentMethod({ hasMethods, currency, locked, check }: AddPaymentMethodProps) {
  const intl = useIntl();
  const headingId = useId();
  const [method, setMethod] = useState<PaymentMethodType>('card');
  const [makeDefault, setMakeDefault] = useState(true);
  const { state } = check;
  const disabled = locked || check.busy;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'payment_methods.add.title' })}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {intl.formatMessage({ id: 'payment_methods.add.hint' })}
        </p>
      </div>
      <PaymentMethodPicker value={method} onChange={setMethod} disabled={disabled} />
      {hasMethods && (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
            disabled={disabled}
            className="mt-0.5 size-4 accent-indigo-700"
          />
          {intl.formatMessage({ id: 'payment_methods.add.make_default' })}
        </label>
      )}
      {state.step === 'failed' && (
        <Alert tone="error">{intl.formatMessage({ id: state.messageId })}</Alert>
      )}
      {(state.step === 'opening' || state.step === 'saving') && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {intl.formatMessage({
            id:
              state.step === 'opening'
                ? 'payment_methods.add.opening'
                : 'payment_methods.add.saving',
          })}
        </p>
      )}
      <Button
        className="self-start"
        onClick={() => void check.start({ method, currency, makeDefault })}
        disabled={locked}
        pending={check.busy}
      >
        {intl.formatMessage({ id: 'payment_methods.add.submit' }, { method })}
      </Button>
      <PaymentDialog
        hostedUrl={
          state.step === 'authorizing' && !state.publishableKey
            ? state.intent.gateway.hostedUrl
            : null
        }
        stripe={
          state.step === 'authorizing' && state.publishableKey
            ? {
                publishableKey: state.publishableKey,
                clientSecret: state.intent.gateway.clientSecret,
                amount: state.intent.gateway.amount,
                submitLabel: intl.formatMessage(
                  { id: 'payment_methods.add.submit' },
                  { method: state.method },
                ),
                method: state.method,
                onResult: check.onGatewayResult,
              }
            : null
        }
        onCancel={check.cancel}
      />
    </section>
  );
}
