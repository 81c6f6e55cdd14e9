import type { SavedPaymentMethod } from '@burrow/contract/payment-methods';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { methodLabel } from './method-label';

export type RowAction = 'make_default' | 'remove';

interface PaymentMethodRowProps {
  method: SavedPaymentMethod;
  /** Another change to the wallet is under way: this row's buttons wait. */
  locked: boolean;
  /** The action of this row that is running, if any. */
  pending: RowAction | null;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/**
 * One saved method: what it is, its expiry, whether it is the default and what renews on
 * it, with "Make default" and "Remove" (asked twice: removing cannot be undone).
 */
export function PaymentMethodRow({
  method,
  locked,
  pending,
  onMakeDefault,
  onRemove,
}: PaymentMethodRowProps) {
  const intl = useIntl();
  const label = methodLabel(intl, method);
  const [confirming, setConfirming] = useState(false);
  const blockedHintId = useId();
  const keepButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Keyboard users land on the safe answer when asked, and back on Remove when they keep it.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (asked.current) removeButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const disabled = locked || pending !== null;
  return (
    <article
      aria-label={label}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {label}
            {method.is_default && (
              <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-900 ring-1 ring-indigo-200">
                {intl.formatMessage({ id: 'payment_methods.default_badge' })}
              </span>
            )}
            {method.expired && (
              <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-200">
                {intl.formatMessage({ id: 'payment_methods.expired_badge' })}
              </span>
            )}
          </p>
          {method.exp_month !== null && method.exp_year !== null && (
            <p className="text-sm text-slate-700">
              {intl.formatMessage(
                { id: 'payment_methods.expires' },
                {
                  month: String(method.exp_month).padStart(2, '0'),
                  year: String(method.exp_year),
                },
              )}
            </p>
          )}
          <p className="text-sm text-slate-700">
            {method.subscriptions.length > 0
              ? intl.formatMessage(
                  { id: 'payment_methods.renews' },
                  {
                    plans: intl.formatList(
                      method.subscriptions.map((sub) => sub.plan_name),
                      {
                        type: 'conjunction',
                      },
                    ),
                  },
                )
              : intl.formatMessage({ id: 'payment_methods.renews_none' })}
          </p>
        </div>
        {!confirming && (
          <div className="flex flex-wrap gap-2">
            {!method.is_default && (
              <Button
                variant="secondary"
                onClick={onMakeDefault}
                disabled={disabled}
                pending={pending === 'make_default'}
                aria-label={intl.formatMessage(
                  { id: 'payment_methods.make_default_label' },
                  { method: label },
                )}
              >
                {intl.formatMessage({ id: 'payment_methods.make_default' })}
              </Button>
            )}
            <Button
              ref={removeButton}
              variant="ghost"
              onClick={() => setConfirming(true)}
              disabled={disabled || !method.removable}
              aria-describedby={method.removable ? undefined : blockedHintId}
              aria-label={intl.formatMessage(
                { id: 'payment_methods.remove_label' },
                { method: label },
              )}
            >
              {intl.formatMessage({ id: 'payment_methods.remove' })}
            </Button>
          </div>
        )}
      </div>
      {!method.removable && (
        <p id={blockedHintId} className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'payment_methods.remove_blocked' })}
        </p>
      )}
      {confirming && (
        <div
          role="group"
          aria-label={intl.formatMessage(
            { id: 'payment_methods.remove_confirm' },
            { method: label },
          )}
          className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3"
        >
          <p className="text-sm font-medium text-slate-900">
            {intl.formatMessage({ id: 'payment_methods.remove_confirm' }, { method: label })}
          </p>
          <Button
            variant="primary"
            onClick={() => {
              setConfirming(false);
              onRemove();
            }}
            disabled={disabled}
          >
            {intl.formatMessage({ id: 'payment_methods.remove_confirm_yes' })}
          </Button>
          <Button ref={keepButton} variant="secondary" onClick={() => setConfirming(false)}>
            {intl.formatMessage({ id: 'payment_methods.remove_keep' })}
          </Button>
        </div>
      )}
      {pending === 'remove' && (
        <p role="status" className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'payment_methods.removing' })}
        </p>
      )}
    </article>
  );
}
