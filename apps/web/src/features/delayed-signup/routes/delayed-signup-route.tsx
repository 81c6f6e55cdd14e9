import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { SignedOutNotice } from '../components/signed-out-notice';
import { TimeoutNotice } from '../components/timeout-notice';
import { WaitingNotice } from '../components/waiting-notice';
import { useAccountReady } from '../hooks/use-account-ready';

const WHEN_READY = '/setup';

/**
 * `/delayed-signup`: the purchase went through but the account is still being prepared
 * (e.g. back from PayPal in another tab). Waits for the subscription, then goes to /setup.
 */
function DelayedSignupRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { readiness, retry } = useAccountReady();

  useEffect(() => {
    // Replace: "back" from /setup should not land on a page that waits again.
    if (readiness === 'ready') void navigate(WHEN_READY, { replace: true });
  }, [readiness, navigate]);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 py-10 sm:py-16">
      <DocumentTitle title={intl.formatMessage({ id: 'delayed_signup.document_title' })} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {intl.formatMessage({ id: 'delayed_signup.title' })}
      </h1>
      {readiness === 'signed-out' && <SignedOutNotice />}
      {readiness === 'timed-out' && <TimeoutNotice onRetry={retry} />}
      {(readiness === 'waiting' || readiness === 'ready') && <WaitingNotice />}
    </div>
  );
}

export { DelayedSignupRoute as Component };
