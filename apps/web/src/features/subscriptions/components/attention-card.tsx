import type { Subscription } from '@burrow/contract/subscriptions';
import { formatAmount } from '@burrow/domain/money-format';
import type {
  Attention,
  AttentionActionId,
  AttentionKind,
} from '@burrow/domain/subscription-attention';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import type { MessageId } from '../../../i18n/message-ids';

interface KindPresentation {
  title: MessageId;
  amountLabel: MessageId;
  deadlineLabel: MessageId;
  boxClass: string;
}

// Total over the domain's kinds and actions: a new one is a type error until it has words.
const KIND_PRESENTATION: Record<AttentionKind, KindPresentation> = {
  payment_failed: {
    title: 'subscriptions.attention.payment_failed.title',
    amountLabel: 'subscriptions.attention.amount_due',
    deadlineLabel: 'subscriptions.attention.pay_by',
    boxClass: 'border-red-300 bg-red-50',
  },
  payment_overdue: {
    title: 'subscriptions.attention.payment_overdue.title',
    amountLabel: 'subscriptions.attention.amount_due',
    deadlineLabel: 'subscriptions.attention.pay_by',
    boxClass: 'border-orange-300 bg-orange-50',
  },
  billed_elsewhere_overdue: {
    title: 'subscriptions.attention.billed_elsewhere_overdue.title',
    amountLabel: 'subscriptions.attention.amount_due',
    deadlineLabel: 'subscriptions.attention.pay_by',
    boxClass: 'border-orange-300 bg-orange-50',
  },
  expiring_autobill_off: {
    title: 'subscriptions.attention.expiring_autobill_off.title',
    amountLabel: 'subscriptions.attention.renewal_price',
    deadlineLabel: 'subscriptions.attention.protected_until',
    boxClass: 'border-amber-300 bg-amber-50',
  },
};

const ACTION_LABELS: Record<AttentionActionId, MessageId> = {
  retry_payment: 'subscriptions.actions.retry_payment',
  confirm_payment: 'subscriptions.actions.confirm_payment',
  update_payment: 'subscriptions.actions.update_payment',
  store_instructions: 'subscriptions.attention.action.store_instructions',
  turn_autobill_on: 'subscriptions.attention.action.turn_autobill_on',
  renew: 'subscriptions.attention.action.renew',
};

interface AttentionCardProps {
  attention: Attention;
  nextPayment: Subscription['next_payment'];
}

/**
 * An at-risk subscription's one card: what is owed (tax included, the server's figure),
 * the date access ends unless it is dealt with, and the one action that fixes it.
 */
export function AttentionCard({ attention, nextPayment }: AttentionCardProps) {
  const intl = useIntl();
  const presentation = KIND_PRESENTATION[attention.kind];
  const title = intl.formatMessage({ id: presentation.title });
  return (
    <section
      aria-label={title}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${presentation.boxClass}`}
    >
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {nextPayment && (
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-slate-700 uppercase">
              {intl.formatMessage({ id: presentation.amountLabel })}
            </dt>
            <dd className="text-sm font-semibold text-slate-900">
              {intl.formatMessage(
                { id: 'subscriptions.amount_with_tax' },
                {
                  amount: formatAmount(nextPayment.total, intl.locale),
                  tax: formatAmount(nextPayment.tax, intl.locale),
                },
              )}
            </dd>
          </div>
        )}
        {attention.deadline && (
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-slate-700 uppercase">
              {intl.formatMessage({ id: presentation.deadlineLabel })}
            </dt>
            <dd className="text-sm font-semibold text-slate-900">
              <FormattedDate value={attention.deadline} dateStyle="long" />
            </dd>
          </div>
        )}
      </dl>
      <div>
        <Link to={attention.action.href} className={buttonClasses('primary')}>
          {intl.formatMessage({ id: ACTION_LABELS[attention.action.id] })}
        </Link>
      </div>
    </section>
  );
}
