import type { Subscription } from '@burrow/contract/subscriptions';
import { subscriptionReference } from '@burrow/domain/subscription-reference';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { managementOf } from '../model/subscription-management';
import { EXTERNAL_BILLING_NOTES } from './labels';
import { ManagedSubscription } from './managed-subscription';

const linkClass = 'text-sm font-medium text-indigo-700 hover:underline';

interface SubscriptionSectionProps {
  subscription: Subscription;
  /** Another feature's part of the card (the page's slot), shown below this feature's. */
  extra?: ReactNode;
}

/** One subscription: managed here when Burrow bills it and it can change, else why not. */
export function SubscriptionSection({ subscription, extra }: SubscriptionSectionProps) {
  const intl = useIntl();
  const management = managementOf(subscription);
  const headingId = `my-subscription-${subscription.subscription_id}`;

  let body;
  switch (management.kind) {
    case 'changeable':
      body = <ManagedSubscription subscription={subscription} />;
      break;
    case 'external':
      body = (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: EXTERNAL_BILLING_NOTES[management.billedBy] })}
        </p>
      );
      break;
    case 'ended':
      body = (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'my_subscriptions.ended' })}
          </p>
          <Link to="/order" className={linkClass}>
            {intl.formatMessage({ id: 'my_subscriptions.see_plans' })}
          </Link>
        </div>
      );
      break;
    case 'paused':
      // The card's renewal part (the page's slot) shows until when, and "resume now".
      body = (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'my_subscriptions.paused' })}
        </p>
      );
      break;
    case 'overdue':
      body = (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'my_subscriptions.overdue' })}
          </p>
          <Link to="/subscriptions" className={linkClass}>
            {intl.formatMessage({ id: 'my_subscriptions.go_to_dashboard' })}
          </Link>
        </div>
      );
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <header>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {subscription.plan_name}
        </h2>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(
            { id: 'my_subscriptions.card.reference' },
            { reference: subscriptionReference(subscription.krn) },
          )}
        </p>
      </header>
      {body}
      {extra}
    </article>
  );
}
