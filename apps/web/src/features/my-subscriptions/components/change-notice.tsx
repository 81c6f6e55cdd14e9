import type { PlanChangeAttempt } from '@burrow/contract/plan-changes';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/message-ids';
import type { ChangeRequest } from '../model/change-request';

/** A change that went through, for the notice the page shows afterwards. */
export interface ChangeOutcome {
  request: ChangeRequest;
  attempt: PlanChangeAttempt;
}

function messageIdOf({ request, attempt }: ChangeOutcome): MessageId {
  switch (request.change.type) {
    case 'change_plan':
      return attempt.estimate.timing === 'now'
        ? 'my_subscriptions.success.change_plan'
        : 'my_subscriptions.success.change_plan_trial';
    case 'add_addon':
      return 'my_subscriptions.success.add_addon';
    case 'remove_addon':
      return 'my_subscriptions.success.remove_addon';
  }
}

/**
 * What the confirmed change did, and where its invoice is. It takes focus when the preview
 * closes, so a screen reader hears the result and keyboard users continue from here.
 */
export function ChangeNotice({
  outcome,
  ref,
}: {
  outcome: ChangeOutcome;
  ref: Ref<HTMLDivElement>;
}) {
  const intl = useIntl();
  const { request, attempt } = outcome;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <p className="font-semibold">
        {intl.formatMessage(
          { id: messageIdOf(outcome) },
          {
            subject: request.subject,
            date: intl.formatDate(attempt.estimate.periodEnd, { dateStyle: 'long' }),
          },
        )}
      </p>
      {attempt.invoiceNumber && (
        <p>
          {intl.formatMessage(
            { id: 'my_subscriptions.success.invoice' },
            {
              number: attempt.invoiceNumber,
              link: (chunks) => (
                <Link to="/invoices" className="font-medium underline">
                  {chunks}
                </Link>
              ),
            },
          )}
        </p>
      )}
    </div>
  );
}
