import { PasswordResetConfirmRequestSchema } from '@burrow/contract/password-reset';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { AuthCard } from '../components/auth-card';
import { ExpiredLinkNotice } from '../components/expired-link-notice';
import { NewPasswordForm } from '../components/new-password-form';

const AFTER_SIGN_IN = '/subscriptions';

/**
 * `/reset-password?token=…`, where the emailed reset link lands. Opening it changes nothing
 * (mail scanners that prefetch links cannot spend it); the token is sent with the new
 * password, and the person is signed in once it is saved.
 */
function ResetPasswordRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tokenCheck = PasswordResetConfirmRequestSchema.shape.token.safeParse(
    searchParams.get('token'),
  );
  const [linkInvalid, setLinkInvalid] = useState(!tokenCheck.success);
  const title = intl.formatMessage({ id: 'auth.reset_password.title' });

  return (
    <AuthCard
      title={title}
      intro={linkInvalid ? undefined : intl.formatMessage({ id: 'auth.reset_password.intro' })}
    >
      <DocumentTitle title={title} />
      {linkInvalid || !tokenCheck.success ? (
        <ExpiredLinkNotice
          requestNewAt="/forgot-password"
          requestNewLabelId="auth.reset_password.request_new"
        />
      ) : (
        <NewPasswordForm
          token={tokenCheck.data}
          onLinkInvalid={() => setLinkInvalid(true)}
          onSignedIn={(redirectTo) =>
            navigate(safeRedirectPath(redirectTo) ?? AFTER_SIGN_IN, { replace: true })
          }
        />
      )}
    </AuthCard>
  );
}

export { ResetPasswordRoute as Component };
