import type { Subscription } from '@burrow/contract/subscriptions';
import { useIntl } from 'react-intl';
import { ADDON_LABELS } from './labels';

/** Add-ons and included features; cancelled add-ons are left out (docs/product.md#subscription-states). */
export function SubscriptionExtras({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const addons = subscription.addons.filter((addon) => addon.status !== 'CANCELLED');
  const { entitlements } = subscription;
  if (addons.length === 0 && entitlements.length === 0) return null;
  return (
    <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
      {addons.length > 0 && (
        <section aria-labelledby={`${subscription.subscription_id}-addons`}>
          <h3
            id={`${subscription.subscription_id}-addons`}
            className="text-sm font-semibold text-slate-900"
          >
            {intl.formatMessage({ id: 'subscriptions.addons.title' })}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {addons.map((addon) => (
              <li
                key={addon.krn}
                className="rounded-md bg-indigo-50 px-2 py-1 text-xs font-medium text-indigo-900"
              >
                {intl.formatMessage({ id: ADDON_LABELS[addon.addon_type] })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {entitlements.length > 0 && (
        <section aria-labelledby={`${subscription.subscription_id}-entitlements`}>
          <h3
            id={`${subscription.subscription_id}-entitlements`}
            className="text-sm font-semibold text-slate-900"
          >
            {intl.formatMessage({ id: 'subscriptions.entitlements.title' })}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {entitlements.map((entitlement) => (
              <li
                key={entitlement.id}
                className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-800"
              >
                {entitlement.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
