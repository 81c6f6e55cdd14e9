import type { Subscription } from '@burrow/contract/subscriptions';
import {
  subscriptionActions,
  type SubscriptionActionId,
} from '@burrow/domain/subscription-actions';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/message-ids';

/** Words for every action the domain can offer: a new one is a type error until it has some. */
const ACTION_LABELS: Record<SubscriptionActionId, MessageId> = {
  update_payment: 'subscriptions.actions.update_payment',
  retry_payment: 'subscriptions.actions.retry_payment',
  confirm_payment: 'subscriptions.actions.confirm_payment',
  troubleshoot_renewal: 'subscriptions.actions.troubleshoot_renewal',
  in_app_help: 'subscriptions.actions.in_app_help',
  manage_in_store: 'subscriptions.actions.manage_in_store',
  add_payment_method: 'subscriptions.actions.add_payment_method',
  payment_history: 'subscriptions.actions.payment_history',
};

const linkClass = 'text-sm font-medium text-indigo-700 hover:underline';

/**
 * docs/product.md#the-dashboard-and-its-status-block "available actions in the subscription block": the links `subscriptionActions`
 * gives for this subscription now (update payment, retry, troubleshooting, in-app help, the
 * store's page, add a payment method, payment history) — less the one the at-risk card
 * already leads with (`primaryHref`), so the fix is offered once, as the primary action.
 */
export function SubscriptionActionLinks({
  subscription,
  now,
  primaryHref = null,
}: {
  subscription: Subscription;
  now: Date;
  primaryHref?: string | null;
}) {
  const intl = useIntl();
  const actions = subscriptionActions(subscription, now).filter(
    (action) => action.href !== primaryHref,
  );
  if (actions.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-200 pt-4">
      {actions.map((action) => (
        <li key={action.id}>
          {action.external ? (
            <a href={action.href} target="_blank" rel="noreferrer" className={linkClass}>
              {intl.formatMessage({ id: ACTION_LABELS[action.id] })}
              <span className="sr-only">
                {intl.formatMessage({ id: 'subscriptions.actions.opens_new_window' })}
              </span>
            </a>
          ) : (
            <Link to={action.href} className={linkClass}>
              {intl.formatMessage({ id: ACTION_LABELS[action.id] })}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
