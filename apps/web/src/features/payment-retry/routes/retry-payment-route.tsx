import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import { useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { stripeLocale } from '../../../lib/payment/stripe-locale';
import { useSiteConfig } from '../../../lib/site-config';
import {
  AuthenticationError,
  useConfirmAuthenticatedPayment,
} from '../api/confirm-authenticated-payment';
import { usePaymentCollection } from '../api/get-payment-collection';
import { useRetryPayment } from '../api/retry-payment';
import { FailedRenewal } from '../components/failed-renewal';
import { retryFailure } from '../components/retry-failure';
import { SettledRenewal } from '../components/settled-renewal';

/** What a confirmation that did not pay tells the customer. */
function confirmFailure(error: unknown): MessageId {
  if (error instanceof AuthenticationError) {
    return error.kind === 'unavailable'
      ? 'payment_retry.authentication.unavailable'
      : 'payment_retry.authentication.failed';
  }
  return retryFailure(error).messageId;
}

function RetryPaymentBody({ krn }: { krn: string }) {
  const intl = useIntl();
  const collection = usePaymentCollection(krn);
  // Owned here: once paid, the failed view gives way to the settled one, which says so.
  const retry = useRetryPayment();
  const confirmation = useConfirmAuthenticatedPayment();
  const siteConfig = useSiteConfig();
  if (collection.isPending) {
    return <LoadingBlock lines={5} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  if (collection.isError) {
    return (
      <ErrorState
        error={collection.error}
        onRetry={() => void collection.refetch()}
        retrying={collection.isFetching}
      />
    );
  }
  if (collection.data.status === 'settled') {
    return (
      <SettledRenewal
        collection={collection.data}
        justPaid={retry.isSuccess || confirmation.isSuccess}
      />
    );
  }
  const { authentication, subscription } = collection.data;
  return (
    <FailedRenewal
      collection={collection.data}
      onPay={() => retry.mutate(subscription.krn)}
      paying={retry.isPending}
      failure={retry.isError ? retryFailure(retry.error) : null}
      onConfirm={() =>
        authentication &&
        confirmation.mutate({
          krn: subscription.krn,
          authentication,
          publishableKey: siteConfig.data?.stripePublishableKey ?? '',
          locale: stripeLocale(intl.locale),
        })
      }
      confirming={confirmation.isPending}
      confirmFailure={confirmation.isError ? confirmFailure(confirmation.error) : null}
    />
  );
}

/**
 * `/subscriptions/{krn}/retry_manual_payment` (docs/product.md#the-dashboard-and-its-status-block, the status block's retry link): pay a
 * failed renewal now with the saved method, with the result shown; a card that keeps
 * failing is replaced at /credit_cards/edit, which retries at once (decision 0055).
 */
function RetryPaymentRoute() {
  const intl = useIntl();
  const { krn = '' } = useParams();
  const title = intl.formatMessage({ id: 'payment_retry.title' });
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {intl.formatMessage({ id: 'payment_retry.intro' })}
        </p>
      </div>
      <RetryPaymentBody krn={krn} />
    </div>
  );
}

export { RetryPaymentRoute as Component };
