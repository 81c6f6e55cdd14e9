import type { OfferResponse } from '@burrow/contract/offers';
import type { PlanChangeAttempt } from '@burrow/contract/plan-changes';
import type { Subscription } from '@burrow/contract/subscriptions';
import { formatAmount } from '@burrow/domain/money-format';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { PaymentDialog } from '../../../components/payment/payment-dialog';
import { LoadingBlock } from '../../../components/skeleton';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { isApiError } from '../../../lib/api-client';
import { useChangeEstimate } from '../api/get-change-estimate';
import { usePlanChange } from '../hooks/use-plan-change';
import type { ChangeRequest } from '../model/change-request';
import { ChangePayment } from './change-payment';
import { QuoteBreakdown } from './quote-breakdown';

const TITLES: Record<ChangeRequest['change']['type'], MessageId> = {
  change_plan: 'my_subscriptions.preview.title.change_plan',
  add_addon: 'my_subscriptions.preview.title.add_addon',
  remove_addon: 'my_subscriptions.preview.title.remove_addon',
};

interface ChangeDialogProps {
  /** The change under review; null closes the dialog. */
  request: ChangeRequest | null;
  subscription: Subscription;
  offer: OfferResponse;
  onClose: () => void;
  onDone: (attempt: PlanChangeAttempt, request: ChangeRequest) => void;
  /** Where focus goes when the dialog closes (after a change, the result notice). */
  onCloseAutoFocus: (event: Event) => void;
}

/** The plan-change preview: the quote's figures, then Confirm (and paying, when needed). */
export function ChangeDialog({ request, onClose, onCloseAutoFocus, ...rest }: ChangeDialogProps) {
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        {/* Mounted only while open, so every opening asks for a fresh quote. */}
        {request && (
          <ChangeReview
            request={request}
            onClose={onClose}
            onCloseAutoFocus={onCloseAutoFocus}
            {...rest}
          />
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ChangeReviewProps = Omit<ChangeDialogProps, 'request'> & { request: ChangeRequest };

function ChangeReview({
  request,
  subscription,
  offer,
  onClose,
  onDone,
  onCloseAutoFocus,
}: ChangeReviewProps) {
  const intl = useIntl();
  const estimate = useChangeEstimate(
    subscription.subscription_id,
    request.change,
    request.couponCode,
  );
  const flow = usePlanChange({
    loaded: estimate.data,
    onDone: (attempt) => onDone(attempt, request),
  });
  // While a change is under way the dialog stays open: closing it would hide the outcome.
  const holdWhileBusy = (event: Event) => {
    if (flow.busy) event.preventDefault();
  };
  const { quote, current } = flow;

  let body: ReactNode;
  if (estimate.isPending) {
    body = <LoadingBlock lines={6} />;
  } else if (!quote) {
    // A refusal (409, 404, 422) is an answer, not a failed load: it says why, with no retry.
    const refusal = isApiError(estimate.error) && estimate.error.status < 500;
    body = refusal ? (
      <Alert tone="error">{intl.formatMessage({ id: errorMessageId(estimate.error) })}</Alert>
    ) : (
      <ErrorState
        error={estimate.error}
        onRetry={() => void estimate.refetch()}
        retrying={estimate.isFetching}
      />
    );
  } else {
    const reviewing = current.step === 'review' || current.step === 'confirming';
    const total = formatAmount(quote.total, intl.locale);
    body = (
      <>
        {flow.repricedFrom && (
          <Alert tone="error">
            {intl.formatMessage(
              { id: 'my_subscriptions.preview.repriced' },
              { amount: total, previous: formatAmount(flow.repricedFrom, intl.locale) },
            )}
          </Alert>
        )}
        <QuoteBreakdown quote={quote} offer={offer} renews={subscription.auto_billing_enabled} />
        {flow.error && (
          <Alert tone="error">
            <p>{intl.formatMessage({ id: flow.error })}</p>
            {flow.retryRecording && (
              <Button variant="secondary" className="mt-2" onClick={flow.retryRecording}>
                {intl.formatMessage({ id: 'common.retry' })}
              </Button>
            )}
          </Alert>
        )}
        {reviewing ? (
          <div className="flex flex-wrap gap-3">
            <Button pending={current.step === 'confirming'} onClick={flow.confirm}>
              {quote.total.unscaledValue > 0
                ? intl.formatMessage(
                    { id: 'my_subscriptions.preview.confirm_pay' },
                    { amount: total },
                  )
                : intl.formatMessage({ id: 'my_subscriptions.preview.confirm' })}
            </Button>
            <Button variant="secondary" disabled={flow.busy} onClick={onClose}>
              {intl.formatMessage({ id: 'my_subscriptions.preview.cancel' })}
            </Button>
          </div>
        ) : (
          <ChangePayment flow={flow} />
        )}
      </>
    );
  }

  return (
    <Dialog.Content
      onEscapeKeyDown={holdWhileBusy}
      onInteractOutside={holdWhileBusy}
      onCloseAutoFocus={onCloseAutoFocus}
      className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(36rem,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="text-xl font-bold text-slate-900">
          {intl.formatMessage({ id: TITLES[request.change.type] }, { subject: request.subject })}
        </Dialog.Title>
        <Dialog.Close
          disabled={flow.busy}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        >
          {intl.formatMessage({ id: 'my_subscriptions.preview.close' })}
        </Dialog.Close>
      </div>
      <Dialog.Description className="-mt-3 text-sm text-slate-700">
        {intl.formatMessage({ id: 'my_subscriptions.preview.description' })}
      </Dialog.Description>
      {body}
      {/* Inside this dialog's tree, so a click in the gateway's dialog is not "outside" it. */}
      <PaymentDialog
        hostedUrl={current.step === 'authorizing' && !current.stripe ? current.hostedUrl : null}
        stripe={
          current.step === 'authorizing' && current.stripe
            ? { ...current.stripe, onResult: flow.onGatewayResult }
            : null
        }
        onCancel={flow.cancelPayment}
      />
    </Dialog.Content>
  );
}
