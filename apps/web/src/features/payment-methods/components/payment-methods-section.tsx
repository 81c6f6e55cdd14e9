import type {
  PaymentMethodChangeResponse,
  SavedPaymentMethod,
} from '@burrow/contract/payment-methods';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useMakeDefaultPaymentMethod } from '../api/make-default-payment-method';
import { useRemovePaymentMethod } from '../api/remove-payment-method';
import { useCardCheck } from '../hooks/use-card-check';
import { AddPaymentMethod } from './add-payment-method';
import { ChangeOutcome, type WalletOutcome } from './change-outcome';
import { methodLabel } from './method-label';
import { PaymentMethodRow, type RowAction } from './payment-method-row';

/**
 * The customer's saved payment methods, ready to drop into any account page: the list
 * (default first, what renews on each), make default, remove, and add or replace a method
 * through the gateway. `/credit_cards/edit` is this section on a page of its own; the
 * Account & Billing page renders it too.
 */
export function PaymentMethodsSection() {
  const intl = useIntl();
  const headingId = useId();
  const wallet = usePaymentMethods();
  const makeDefault = useMakeDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const [outcome, setOutcome] = useState<WalletOutcome | null>(null);
  const [failure, setFailure] = useState<MessageId | null>(null);

  const label = (method: SavedPaymentMethod) => methodLabel(intl, method);
  const report = (
    change: WalletOutcome['change'],
    method: SavedPaymentMethod | null,
    response: PaymentMethodChangeResponse,
  ) => {
    setFailure(null);
    setOutcome({
      change,
      method: method ? label(method) : '',
      retries: response.renewal_retries,
    });
  };
  const check = useCardCheck((response) => {
    const added = response.payment_method;
    report(added?.is_default ? 'added_default' : 'added', added, response);
  });

  const act = (method: SavedPaymentMethod, action: RowAction) => {
    setOutcome(null);
    setFailure(null);
    const mutation = action === 'make_default' ? makeDefault : remove;
    mutation.mutate(method.id, {
      onSuccess: (response) =>
        report(action === 'make_default' ? 'made_default' : 'removed', method, response),
      onError: (error) => setFailure(errorMessageId(error)),
    });
  };
  const pendingFor = (id: string): RowAction | null => {
    if (makeDefault.isPending && makeDefault.variables === id) return 'make_default';
    if (remove.isPending && remove.variables === id) return 'remove';
    return null;
  };
  const locked = check.busy || makeDefault.isPending || remove.isPending;

  let body;
  if (wallet.isPending) {
    body = <LoadingBlock lines={4} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  } else if (wallet.isError) {
    body = (
      <ErrorState
        error={wallet.error}
        onRetry={() => void wallet.refetch()}
        retrying={wallet.isFetching}
      />
    );
  } else {
    const methods = wallet.data.payment_methods;
    body = (
      <>
        {methods.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            {intl.formatMessage({ id: 'payment_methods.empty' })}
          </p>
        ) : (
          <ul
            className="flex flex-col gap-3"
            aria-label={intl.formatMessage({ id: 'payment_methods.list_label' })}
          >
            {methods.map((method) => (
              <li key={method.id}>
                <PaymentMethodRow
                  method={method}
                  locked={locked}
                  pending={pendingFor(method.id)}
                  onMakeDefault={() => act(method, 'make_default')}
                  onRemove={() => act(method, 'remove')}
                />
              </li>
            ))}
          </ul>
        )}
        <AddPaymentMethod
          hasMethods={methods.length > 0}
          currency={wallet.data.card_check_currency}
          locked={makeDefault.isPending || remove.isPending}
          check={check}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {intl.formatMessage({ id: 'payment_methods.section.title' })}
      </h2>
      {outcome && <ChangeOutcome outcome={outcome} />}
      {failure && <Alert tone="error">{intl.formatMessage({ id: failure })}</Alert>}
      {body}
    </section>
  );
}
