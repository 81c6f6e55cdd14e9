import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { AuthCard } from '../components/auth-card';
import { PasswordResetRequestForm } from '../components/password-reset-request-form';

/** The email typed on the sign-in page, carried in navigation state (never in the URL). */
function emailFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state) {
    const { email } = state;
    if (typeof email === 'string') return email;
  }
  return '';
}

/** `/forgot-password`: asks for a link to choose a new password (decision 0066). */
function ForgotPasswordRoute() {
  const intl = useIntl();
  const location = useLocation();
  const title = intl.formatMessage({ id: 'auth.forgot_password.title' });
  return (
    <AuthCard
      title={title}
      intro={intl.formatMessage({ id: 'auth.forgot_password.intro' })}
      footer={
        <Link to="/login" className="font-semibold text-indigo-800 underline">
          {intl.formatMessage({ id: 'auth.forgot_password.back_to_login' })}
        </Link>
      }
    >
      <DocumentTitle title={title} />
      <PasswordResetRequestForm defaultEmail={emailFromState(location.state)} />
    </AuthCard>
  );
}

export { ForgotPasswordRoute as Component };
