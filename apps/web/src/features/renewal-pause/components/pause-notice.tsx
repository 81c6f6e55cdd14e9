import type { Subscription } from '@burrow/contract/subscriptions';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { errorMessageId } from '../../../i18n/error-messages';
import { useResumeSubscription } from '../api/resume-subscription';

/**
 * A paused subscription: until when (the server's date), that nothing is charged and the VPN
 * is off meanwhile, and the way to resume now. Renders nothing for one not paused.
 */
export function PauseNotice({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const resume = useResumeSubscription();
  if (!subscription.pause) {
    return resume.isSuccess ? (
      <Alert tone="success">
        {intl.formatMessage({ id: 'renewal_pause.resumed' }, { plan: subscription.plan_name })}
      </Alert>
    ) : null;
  }
  const date = intl.formatDate(subscription.pause.resumes_on, { dateStyle: 'long' });
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="font-semibold text-amber-950">
        {intl.formatMessage({ id: 'renewal_pause.paused_until' }, { date })}
      </p>
      <p className="text-sm text-amber-950">
        {intl.formatMessage({ id: 'renewal_pause.paused_body' }, { date })}
      </p>
      {resume.isError && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(resume.error) })}</Alert>
      )}
      <Button
        pending={resume.isPending}
        onClick={() => resume.mutate(subscription.subscription_id)}
      >
        {intl.formatMessage({ id: 'renewal_pause.resume_now' })}
      </Button>
    </div>
  );
}
