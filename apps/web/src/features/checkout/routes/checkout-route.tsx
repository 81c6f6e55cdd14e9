import { alreadyHasSubscription } from '@burrow/domain/buyer-standing';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { useOffer } from '../../../lib/offers/get-offer';
import { subscriptionListQueryOptions } from '../../../lib/account/subscription-list';
import { useSignedInUser } from '../../../lib/get-signed-in-user';
import { AlreadySubscribed } from '../components/already-subscribed';
import { CheckoutFlow } from '../components/checkout-flow';
import { CheckoutSkeleton } from '../components/checkout-skeleton';
import { findPlan } from '../model/plan-selection';

const DEFAULT_OFFER = 'default';
const OFFER_ID = /^[a-z0-9-]{1,64}$/;

function PlanMissing() {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-6"
    >
      <p className="font-semibold text-amber-950">
        {intl.formatMessage({ id: 'checkout.plan.missing.title' })}
      </p>
      <p className="text-sm text-amber-950">
        {intl.formatMessage({ id: 'checkout.plan.missing.body' })}
      </p>
      <Link to="/order" className={buttonClasses('primary')}>
        {intl.formatMessage({ id: 'checkout.errors.see_plans' })}
      </Link>
    </div>
  );
}

/** `/checkout?offer=<offerId>&price=<priceId>`: buying one plan of one offer. */
function CheckoutRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const requested = params.get('offer');
  const offerId = requested && OFFER_ID.test(requested) ? requested : DEFAULT_OFFER;
  const offer = useOffer(offerId);
  const user = useSignedInUser();
  // A signed-in customer's plans decide whether they may buy one here at all. Should the
  // list fail, the form is shown: the server refuses the purchase just the same.
  const subscriptions = useQuery({
    ...subscriptionListQueryOptions(),
    enabled: Boolean(user.data),
  });
  const title = intl.formatMessage({ id: 'checkout.title' });

  let body;
  if (offer.isPending || user.isPending || subscriptions.isLoading) {
    body = <CheckoutSkeleton />;
  } else if (offer.isError || user.isError) {
    const failed = offer.isError ? offer : user;
    body = (
      <ErrorState
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  } else if (subscriptions.data && alreadyHasSubscription(subscriptions.data)) {
    body = <AlreadySubscribed />;
  } else {
    const plan = findPlan(offer.data, params.get('price'));
    body = plan ? (
      <CheckoutFlow offer={offer.data} plan={plan} user={user.data} />
    ) : (
      <PlanMissing />
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 py-6 sm:gap-6 sm:py-10">
      <DocumentTitle title={intl.formatMessage({ id: 'checkout.document_title' })} />
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {body}
    </div>
  );
}

export { CheckoutRoute as Component };
