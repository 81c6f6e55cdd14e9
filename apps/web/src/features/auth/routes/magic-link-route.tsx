import { MagicLinkConsumeRequestSchema } from '@burrow/contract/auth';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { DocumentTitle } from '../../../components/document-title';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useConsumeMagicLink } from '../api/consume-magic-link';
import { AuthCard } from '../components/auth-card';
import { ExpiredLinkNotice } from '../components/expired-link-notice';
import { FormError } from '../components/form-error';

const AFTER_SIGN_IN = '/subscriptions';

function MagicLinkRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const consume = useConsumeMagicLink();
  const { mutateAsync } = consume;
  const request = MagicLinkConsumeRequestSchema.safeParse({ token: searchParams.get('token') });
  const token = request.success ? request.data.token : null;
  // The token works once. StrictMode runs effects twice in development, and a second POST
  // would spend it and show "expired" to someone who just signed in.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || sentFor.current === token) return;
    sentFor.current = token;
    // A link may say where it goes on to (a seat invitation: device setup); like the login
    // page's, `next` is followed only when it is a path of this site.
    const next = safeRedirectPath(searchParams.get('next'));
    mutateAsync({ token }).then(
      (answer) =>
        navigate(next ?? safeRedirectPath(answer.redirect_to) ?? AFTER_SIGN_IN, {
          replace: true,
        }),
      // The failure is rendered from the mutation's state below.
      () => undefined,
    );
  }, [token, mutateAsync, navigate, searchParams]);

  const title = intl.formatMessage({ id: 'auth.magic_link.consume.title' });
  const linkIsBad = token === null || isApiError(consume.error, 'invalid_or_expired_link');

  return (
    <AuthCard title={title}>
      <DocumentTitle title={title} />
      {linkIsBad ? (
        <ExpiredLinkNotice
          requestNewAt="/login"
          requestNewLabelId="auth.magic_link.consume.request_new"
        />
      ) : consume.isError ? (
        <div className="flex flex-col items-start gap-4">
          <FormError error={consume.error} />
          <Link to="/login" className={buttonClasses('secondary')}>
            {intl.formatMessage({ id: 'auth.magic_link.consume.back_to_login' })}
          </Link>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-slate-700">
          <Spinner />
          {intl.formatMessage({ id: 'auth.magic_link.consume.pending' })}
        </p>
      )}
    </AuthCard>
  );
}

export { MagicLinkRoute as Component };
