import { EmailConfirmRequestSchema } from '@burrow/contract/account-settings';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { buttonClasses } from '../../../components/button-styles';
import { DocumentTitle } from '../../../components/document-title';
import { Spinner } from '../../../components/spinner';
import { errorMessageId } from '../../../i18n/error-messages';
import { useConfirmEmail } from '../api/confirm-email';

const ACCOUNT_BILLING = '/account-billing';

/**
 * `/account-billing/confirm-email?code=…`, where the confirmation link lands. It spends the
 * code with a POST (mail scanners that prefetch links cannot) in the session of the account
 * that asked; opened signed out (another device), it goes through sign-in and comes back.
 */
function ConfirmEmailRoute() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const request = EmailConfirmRequestSchema.safeParse({ code: searchParams.get('code') });
  const code = request.success ? request.data.code : null;
  // The code works once. StrictMode runs effects twice in development, and a second POST
  // would spend it and show "expired" to someone who just confirmed.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (code === null || sentFor.current === code) return;
    sentFor.current = code;
    mutate({ code });
  }, [code, mutate]);

  const title = intl.formatMessage({ id: 'account_billing.confirm_email.title' });
  return (
    <div className="mx-auto w-full max-w-md py-10 sm:py-16">
      <DocumentTitle title={title} />
      <section className="flex flex-col items-start gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {code === null || confirm.isError ? (
          <>
            <Alert tone="error">
              {intl.formatMessage({
                id:
                  code === null ? 'errors.invalid_or_expired_link' : errorMessageId(confirm.error),
              })}
            </Alert>
            <Link to={ACCOUNT_BILLING} className={buttonClasses('secondary')}>
              {intl.formatMessage({ id: 'account_billing.confirm_email.try_again' })}
            </Link>
          </>
        ) : confirm.isSuccess ? (
          <>
            <Alert tone="success">
              {intl.formatMessage(
                { id: 'account_billing.confirm_email.done' },
                { email: <strong className="break-all">{confirm.data.email}</strong> },
              )}
            </Alert>
            <Link to={ACCOUNT_BILLING} className={buttonClasses('primary')}>
              {intl.formatMessage({ id: 'account_billing.confirm_email.continue' })}
            </Link>
          </>
        ) : (
          <p role="status" className="flex items-center gap-3 text-slate-700">
            <Spinner />
            {intl.formatMessage({ id: 'account_billing.confirm_email.pending' })}
          </p>
        )}
      </section>
    </div>
  );
}

export { ConfirmEmailRoute as Component };
