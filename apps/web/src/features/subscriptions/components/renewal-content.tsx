import type { Subscription } from '@burrow/contract/subscriptions';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { PaymentDialog } from '../../../components/payment/payment-dialog';
import { usePayment } from '../../../components/payment/use-payment';
import { LoadingBlock } from '../../../components/skeleton';
import { invoiceKeys } from '../../../lib/invoice-keys';
import { useCustomer } from '../api/get-customer';
import { useRenewalOffer } from '../api/get-renewal-offer';
import { subscriptionKeys } from '../api/query-keys';
import { renewalPlan } from '../model/renewal-plan';
import { RenewalForm } from './renewal-form';

interface RenewalContentProps {
  subscription: Subscription;
  onRenewed: () => void;
  /** Gives focus back to "Renew now" on close (`components/dialog-on-demand.ts`). */
  returnFocus: (event: Event) => void;
}

/** The modal's content: loads the offer and the customer, then the renewal's pay form. */
export function RenewalContent({ subscription, onRenewed, returnFocus }: RenewalContentProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [pageViewId] = useState(() => crypto.randomUUID());
  const offer = useRenewalOffer();
  const customer = useCustomer();
  const payment = usePayment({
    flow: 'additional_purchase',
    pageViewId,
    onSuccess: () => {
      // The renewal added a subscription and a paid invoice: the dashboard and payment
      // history load them again.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.list() });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      onRenewed();
    },
  });
  // While a payment is under way the modal stays open: closing it would hide the outcome.
  const holdWhileBusy = (event: Event) => {
    if (payment.busy) event.preventDefault();
  };

  let body;
  if (offer.isPending || customer.isPending) {
    body = <LoadingBlock lines={6} />;
  } else if (offer.isError || customer.isError) {
    const failed = offer.isError ? offer : customer;
    body = (
      <ErrorState
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  } else {
    const plan = renewalPlan(offer.data, subscription);
    body = plan ? (
      <RenewalForm
        subscription={subscription}
        offerId={offer.data.id}
        plan={plan}
        customer={customer.data}
        payment={payment}
        pageViewId={pageViewId}
      />
    ) : (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-800">
          {intl.formatMessage({ id: 'subscriptions.renewal.plan_missing' })}
        </p>
        <Link to="/order" className={buttonClasses('primary')}>
          {intl.formatMessage({ id: 'subscriptions.renewal.see_plans' })}
        </Link>
      </div>
    );
  }

  return (
    <Dialog.Content
      onEscapeKeyDown={holdWhileBusy}
      onInteractOutside={holdWhileBusy}
      onCloseAutoFocus={returnFocus}
      className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(36rem,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="text-xl font-bold text-slate-900">
          {intl.formatMessage(
            { id: 'subscriptions.renewal.title' },
            { plan: subscription.plan_name },
          )}
        </Dialog.Title>
        <Dialog.Close
          disabled={payment.busy}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        >
          {intl.formatMessage({ id: 'subscriptions.renewal.close' })}
        </Dialog.Close>
      </div>
      <Dialog.Description className="-mt-3 text-sm text-slate-700">
        {intl.formatMessage({ id: 'subscriptions.renewal.description' })}
      </Dialog.Description>
      {body}
      {/* Inside this dialog's tree, so a click in the gateway's dialog is not "outside" it. */}
      <PaymentDialog {...payment.dialog} />
    </Dialog.Content>
  );
}
