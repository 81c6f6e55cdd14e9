import type { PlanChangeAttempt } from '@burrow/contract/plan-changes';
import type { Subscription } from '@burrow/contract/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { usePlanOffer } from '../api/get-plan-offer';
import { mySubscriptionKeys } from '../api/query-keys';
import { addonLines } from '../model/addon-lines';
import type { ChangeRequest } from '../model/change-request';
import { currentPriceId, findPlan } from '../model/plan-options';
import { AddonList } from './addon-list';
import { ChangeDialog } from './change-dialog';
import { ChangeNotice, type ChangeOutcome } from './change-notice';
import { PlanComparison } from './plan-comparison';
import { RenewalTerms } from './renewal-terms';

/**
 * A subscription Burrow bills and that can change now: its renewal terms, its add-ons and
 * the plan comparison, each change reviewed in the preview dialog before it is confirmed.
 */
export function ManagedSubscription({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const offer = usePlanOffer(subscription.subscription_id);
  const [request, setRequest] = useState<ChangeRequest | null>(null);
  const [outcome, setOutcome] = useState<ChangeOutcome | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const justChanged = useRef(false);

  const done = (attempt: PlanChangeAttempt, changed: ChangeRequest) => {
    justChanged.current = true;
    setOutcome({ request: changed, attempt });
    setRequest(null);
    // A change can move anything the account shows (plan, add-ons, invoices, entitlements
    // and so the menu): every cached read is marked stale and the ones on screen reload.
    // Not the closing preview's quote: asked again it would be refused, the change being made.
    const preview = mySubscriptionKeys.estimates();
    void queryClient.invalidateQueries({
      predicate: (query) => !preview.every((part, index) => query.queryKey[index] === part),
    });
  };
  const returnFocus = (event: Event) => {
    if (!justChanged.current) return;
    justChanged.current = false;
    event.preventDefault();
    notice.current?.focus();
  };

  if (offer.isPending) return <LoadingBlock lines={5} />;
  if (offer.isError) {
    return (
      <ErrorState
        error={offer.error}
        onRetry={() => void offer.refetch()}
        retrying={offer.isFetching}
      />
    );
  }
  const plan = findPlan(offer.data, currentPriceId(subscription));
  if (!plan) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'my_subscriptions.plan_not_sold' })}
        </p>
        <Link to="/order" className={buttonClasses('secondary')}>
          {intl.formatMessage({ id: 'my_subscriptions.see_plans' })}
        </Link>
      </div>
    );
  }
  const addons = addonLines(offer.data, subscription, plan);
  return (
    <div className="flex flex-col gap-6">
      {outcome && <ChangeNotice ref={notice} outcome={outcome} />}
      <RenewalTerms subscription={subscription} plan={plan} addons={addons} />
      <AddonList subscription={subscription} plan={plan} addons={addons} onReview={setRequest} />
      <PlanComparison
        subscription={subscription}
        offer={offer.data}
        plan={plan}
        onReview={setRequest}
      />
      <ChangeDialog
        request={request}
        subscription={subscription}
        offer={offer.data}
        onClose={() => setRequest(null)}
        onDone={done}
        onCloseAutoFocus={returnFocus}
      />
    </div>
  );
}
