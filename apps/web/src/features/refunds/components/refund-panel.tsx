import type { RefundEstimateResponse } from '@burrow/contract/refunds';
import type { Subscription } from '@burrow/contract/subscriptions';
import { formatAmount } from '@burrow/domain/money-format';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { useRefundEstimate } from '../api/get-refund-estimate';
import { useRequestRefund } from '../api/request-refund';
import { useWithdrawRefund } from '../api/withdraw-refund';
import { RefundDialog } from './refund-dialog';

type Refusal = NonNullable<RefundEstimateResponse['reason']>;

const REFUSALS: Record<Exclude<Refusal, 'outside_money_back_window'>, MessageId> = {
  already_refunded: 'refunds.refused.already_refunded',
  billed_by_app_store: 'refunds.refused.billed_by_app_store',
  billed_by_play_store: 'refunds.refused.billed_by_play_store',
  billed_by_partner: 'refunds.refused.billed_by_partner',
  gift_card: 'refunds.refused.gift_card',
};

const text = 'text-sm text-slate-700';

/** One subscription's money-back guarantee: what it would refund, the request, its outcome. */
export function RefundPanel({ subscription }: { subscription: Subscription }) {
  const estimate = useRefundEstimate(subscription.subscription_id);
  if (estimate.isPending) return <LoadingBlock lines={2} />;
  if (estimate.isError) {
    return (
      <ErrorState
        error={estimate.error}
        onRetry={() => void estimate.refetch()}
        retrying={estimate.isFetching}
      />
    );
  }
  return <RefundState estimate={estimate.data} plan={subscription.plan_name} />;
}

function RefundState({ estimate, plan }: { estimate: RefundEstimateResponse; plan: string }) {
  const intl = useIntl();
  const subscriptionId = estimate.subscription_id;
  const request = useRequestRefund(subscriptionId);
  const withdraw = useWithdrawRefund(subscriptionId);
  const [confirming, setConfirming] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const pendingNotice = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The withdraw button is gone once it worked: focus moves to the sentence saying so. A
  // stable callback ref runs once, when the notice appears, not at every render.
  const focusOnMount = useCallback((notice: HTMLDivElement | null) => notice?.focus(), []);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  const dateTime = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short' });

  let body: ReactNode;
  if (estimate.completed_refund) {
    const { amount, refunded_at } = estimate.completed_refund;
    body = (
      <Alert tone="info">
        {intl.formatMessage(
          { id: 'refunds.refunded' },
          { amount: formatAmount(amount, intl.locale), date: date(refunded_at), plan },
        )}
      </Alert>
    );
  } else if (estimate.pending_request) {
    const pending = estimate.pending_request;
    body = (
      <div className="flex flex-col items-start gap-3">
        <div
          ref={pendingNotice}
          tabIndex={-1}
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <p className="font-medium">
            {intl.formatMessage(
              { id: 'refunds.pending' },
              {
                amount: formatAmount(pending.amount, intl.locale),
                requested: date(pending.requested_at),
                executes: dateTime(pending.refund_at),
                plan,
              },
            )}
          </p>
          <p className="mt-1">{intl.formatMessage({ id: 'refunds.pending.withdraw_hint' })}</p>
        </div>
        {withdraw.isError && (
          <Alert tone="error">{intl.formatMessage({ id: errorMessageId(withdraw.error) })}</Alert>
        )}
        <Button
          variant="secondary"
          pending={withdraw.isPending}
          onClick={() => withdraw.mutate(undefined, { onSuccess: () => setWithdrawn(true) })}
        >
          {intl.formatMessage({ id: 'refunds.withdraw' })}
        </Button>
      </div>
    );
  } else if (!estimate.eligible || !estimate.amount) {
    const reason = estimate.reason ?? 'already_refunded';
    body = (
      <p className={text}>
        {reason === 'outside_money_back_window'
          ? intl.formatMessage(
              { id: 'refunds.refused.outside_money_back_window' },
              { days: estimate.money_back_guarantee_days, date: date(estimate.guarantee_ends_at) },
            )
          : intl.formatMessage({ id: REFUSALS[reason] })}
      </p>
    );
  } else if (estimate.amount.unscaledValue === 0) {
    // A free trial nobody has paid for yet: there is nothing to give back.
    body = <p className={text}>{intl.formatMessage({ id: 'refunds.nothing_paid' })}</p>;
  } else {
    body = (
      <div className="flex flex-col items-start gap-3">
        {withdrawn && (
          <div ref={focusOnMount} tabIndex={-1} className="w-full focus-visible:outline-none">
            <Alert tone="success">
              {intl.formatMessage({ id: 'refunds.withdrawn' }, { plan })}
            </Alert>
          </div>
        )}
        <p className="font-medium text-slate-900">
          {intl.formatMessage(
            { id: 'refunds.eligible.amount' },
            {
              amount: formatAmount(estimate.amount, intl.locale),
              date: date(estimate.guarantee_ends_at),
            },
          )}
        </p>
        <p className={text}>{intl.formatMessage({ id: 'refunds.eligible.what' })}</p>
        <p className={text}>{intl.formatMessage({ id: 'refunds.eligible.access' }, { plan })}</p>
        <Button
          ref={opener}
          variant="secondary"
          onClick={() => {
            request.reset();
            setConfirming(true);
          }}
        >
          {intl.formatMessage({ id: 'refunds.request' })}
        </Button>
      </div>
    );
  }

  return (
    <>
      {body}
      {/* Outside the states above: a request switches them, and the dialog must close, not vanish. */}
      <RefundDialog
        open={confirming}
        plan={plan}
        amount={estimate.amount ? formatAmount(estimate.amount, intl.locale) : ''}
        pending={request.isPending}
        error={request.error}
        onConfirm={() =>
          request.mutate(undefined, {
            onSuccess: () => {
              requested.current = true;
              setWithdrawn(false);
              setConfirming(false);
            },
          })
        }
        onClose={() => setConfirming(false)}
        onCloseAutoFocus={(event) => {
          // Focus goes back to the button that opened the dialog or, after a request (that
          // button is gone then), to the notice of the pending request.
          event.preventDefault();
          const target = requested.current ? pendingNotice.current : opener.current;
          requested.current = false;
          target?.focus();
        }}
      />
    </>
  );
}
