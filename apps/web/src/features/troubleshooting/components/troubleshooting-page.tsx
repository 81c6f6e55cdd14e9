import type { Subscription } from '@burrow/contract/subscriptions';
import {
  DEFAULT_SUPPORT_LINKS,
  retryPaymentPath,
  UPDATE_PAYMENT_PATH,
} from '@burrow/domain/subscription-actions';
import { hasAutoBillFailed } from '@burrow/domain/subscription-status';
import { subscriptionReference } from '@burrow/domain/subscription-reference';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { LoadingBlock } from '../../../components/skeleton';
import type { MessageId } from '../../../i18n/message-ids';
import { useSubscriptionList } from '../../../lib/account/subscription-list';

/** docs/product.md#the-dashboard-and-its-status-block: the help pages the subscription status block links to. */
export type TroubleshootingTopic = 'failed_renewal' | 'ios_in_app' | 'play_store';

interface TopicContent {
  title: MessageId;
  intro: MessageId;
  steps: readonly MessageId[];
  /** Said when none of the customer's subscriptions is concerned. */
  none: MessageId;
  /** The customer's subscriptions this page is about. */
  affects: (sub: Subscription) => boolean;
}

const TOPICS: Record<TroubleshootingTopic, TopicContent> = {
  failed_renewal: {
    title: 'troubleshooting.failed_renewal.title',
    none: 'troubleshooting.failed_renewal.none',
    intro: 'troubleshooting.failed_renewal.intro',
    steps: [
      'troubleshooting.failed_renewal.step.card_details',
      'troubleshooting.failed_renewal.step.bank',
      'troubleshooting.failed_renewal.step.update',
      'troubleshooting.failed_renewal.step.retries',
      'troubleshooting.failed_renewal.step.contact',
    ],
    affects: hasAutoBillFailed,
  },
  ios_in_app: {
    title: 'troubleshooting.ios_in_app.title',
    none: 'troubleshooting.ios_in_app.none',
    intro: 'troubleshooting.ios_in_app.intro',
    steps: [
      'troubleshooting.ios_in_app.step.billed_by_apple',
      'troubleshooting.ios_in_app.step.manage',
      'troubleshooting.ios_in_app.step.payment',
      'troubleshooting.ios_in_app.step.restore',
      'troubleshooting.ios_in_app.step.refund',
    ],
    affects: (sub) => sub.next_payment_method === 'AppStore',
  },
  play_store: {
    title: 'troubleshooting.play_store.title',
    none: 'troubleshooting.play_store.none',
    intro: 'troubleshooting.play_store.intro',
    steps: [
      'troubleshooting.play_store.step.billed_by_google',
      'troubleshooting.play_store.step.manage',
      'troubleshooting.play_store.step.payment',
      'troubleshooting.play_store.step.same_account',
      'troubleshooting.play_store.step.refund',
    ],
    affects: (sub) => sub.next_payment_method === 'PlayStore',
  },
};

const linkClass = 'text-sm font-medium text-indigo-700 hover:underline';

/** What the customer can do about one affected subscription, from this page. */
function SubscriptionHelp({ topic, sub }: { topic: TroubleshootingTopic; sub: Subscription }) {
  const intl = useIntl();
  const storeUrl =
    topic === 'ios_in_app'
      ? DEFAULT_SUPPORT_LINKS.appStoreManage
      : DEFAULT_SUPPORT_LINKS.playStoreManage;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-semibold text-slate-900">
        {sub.plan_name}
        <span className="ml-2 text-sm font-normal text-slate-600">
          {intl.formatMessage(
            { id: 'troubleshooting.subscription.reference' },
            { reference: subscriptionReference(sub.krn) },
          )}
        </span>
      </p>
      {topic === 'failed_renewal' ? (
        <>
          {sub.auto_bill_failed_on && (
            <p className="text-sm text-slate-700">
              {intl.formatMessage(
                { id: 'troubleshooting.failed_renewal.failed_on' },
                { date: <FormattedDate value={sub.auto_bill_failed_on} dateStyle="long" /> },
              )}
            </p>
          )}
          <div className="flex flex-wrap gap-4">
            <Link to={UPDATE_PAYMENT_PATH} className={linkClass}>
              {intl.formatMessage({ id: 'troubleshooting.action.update_payment' })}
            </Link>
            <Link to={retryPaymentPath(sub.krn)} className={linkClass}>
              {intl.formatMessage({ id: 'troubleshooting.action.retry_payment' })}
            </Link>
            {/* The last step says "contact support": the form, not a dead end (decision 0099). */}
            <Link to="/support#contact" className={linkClass}>
              {intl.formatMessage({ id: 'site.link.contact' })}
            </Link>
          </div>
        </>
      ) : (
        <a href={storeUrl} target="_blank" rel="noreferrer" className={linkClass}>
          {intl.formatMessage({ id: 'troubleshooting.action.manage_in_store' })}
          <span className="sr-only">
            {intl.formatMessage({ id: 'troubleshooting.opens_new_window' })}
          </span>
        </a>
      )}
    </li>
  );
}

function AffectedSubscriptions({ topic }: { topic: TroubleshootingTopic }) {
  const intl = useIntl();
  const subscriptions = useSubscriptionList();
  if (subscriptions.isPending) return <LoadingBlock lines={2} />;
  if (subscriptions.isError) {
    return (
      <ErrorState
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  }
  const affected = subscriptions.data.filter(TOPICS[topic].affects);
  if (affected.length === 0) {
    return (
      <p className="text-sm text-slate-700">{intl.formatMessage({ id: TOPICS[topic].none })}</p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {affected.map((sub) => (
        <SubscriptionHelp key={sub.krn} topic={topic} sub={sub} />
      ))}
    </ul>
  );
}

/** A help page: what to check, in order, and the customer's subscriptions it concerns. */
export function TroubleshootingPage({ topic }: { topic: TroubleshootingTopic }) {
  const intl = useIntl();
  const content = TOPICS[topic];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: content.title })}
        intro={intl.formatMessage({ id: content.intro })}
      />
      <section
        aria-labelledby="troubleshooting-yours"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="troubleshooting-yours" className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'troubleshooting.yours.title' })}
        </h2>
        <AffectedSubscriptions topic={topic} />
      </section>
      <section aria-labelledby="troubleshooting-steps" className="flex flex-col gap-3">
        <h2 id="troubleshooting-steps" className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'troubleshooting.steps.title' })}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
          {content.steps.map((step) => (
            <li key={step}>{intl.formatMessage({ id: step })}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
