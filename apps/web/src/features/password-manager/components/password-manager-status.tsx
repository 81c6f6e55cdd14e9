import type { Subscription } from '@burrow/contract/subscriptions';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlock } from '../../../components/skeleton';
import { useSubscriptionList } from '../../../lib/account/subscription-list';

/** The entitlement id that unlocks Burrow Keys (docs/product.md#the-account-menu Password Manager). */
const PASSWORD_MANAGER = 'password-manager';

const STEPS = [
  'keys.step.install',
  'keys.step.sign_in',
  'keys.step.master_password',
  'keys.step.import',
] as const;

/**
 * The subscription that gives the password manager, if any. The server sends entitlements
 * only while a subscription grants access, so an expired plan counts for nothing here.
 */
function entitlingSubscription(subscriptions: readonly Subscription[]): Subscription | undefined {
  return subscriptions.find((sub) => sub.entitlements.some((e) => e.id === PASSWORD_MANAGER));
}

export function PasswordManagerStatus() {
  const intl = useIntl();
  const subscriptions = useSubscriptionList();
  if (subscriptions.isPending) {
    return <LoadingBlock lines={4} className="rounded-2xl border border-slate-200 bg-white p-6" />;
  }
  if (subscriptions.isError) {
    return (
      <ErrorState
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  }
  const sub = entitlingSubscription(subscriptions.data);
  if (!sub) {
    return (
      <section className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-8">
        <h2 className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'keys.not_included.title' })}
        </h2>
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'keys.not_included.body' })}
        </p>
        <Link to="/my-subscriptions" className={buttonClasses('primary')}>
          {intl.formatMessage({ id: 'keys.not_included.cta' })}
        </Link>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="keys-included"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="keys-included" className="text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'keys.included.title' })}
      </h2>
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'keys.included.body' }, { plan: sub.plan_name })}
      </p>
      <h3 className="text-base font-semibold text-slate-900">
        {intl.formatMessage({ id: 'keys.steps.title' })}
      </h3>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
        {STEPS.map((step) => (
          <li key={step}>{intl.formatMessage({ id: step })}</li>
        ))}
      </ol>
    </section>
  );
}
