import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { MagicLinkRequestForm } from '../components/magic-link-request-form';

const AFTER_SIGN_IN = '/subscriptions';

// The email typed in one form is carried to the other when the person switches, and focus
// moves to it, since the button they pressed has gone.
type Method = { kind: 'password' | 'magic-link'; email: string; switched: boolean };

function LoginRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [method, setMethod] = useState<Method>({
    kind: 'password',
    email: '',
    switched: false,
  });
  const title = intl.formatMessage({ id: 'auth.login.title' });

  // `next` comes from the URL, which anyone can craft: only a same-site path is followed.
  const goOn = () =>
    navigate(safeRedirectPath(searchParams.get('next')) ?? AFTER_SIGN_IN, { replace: true });

  return (
    <AuthCard
      title={title}
      intro={intl.formatMessage({ id: 'auth.login.intro' })}
      footer={
        <>
          {intl.formatMessage({ id: 'auth.login.no_account' })}{' '}
          <Link to="/signup" className="font-semibold text-indigo-800 underline">
            {intl.formatMessage({ id: 'auth.login.create_account' })}
          </Link>
        </>
      }
    >
      <DocumentTitle title={title} />
      {method.kind === 'password' ? (
        <LoginForm
          defaultEmail={method.email}
          autoFocus={method.switched}
          onSignedIn={goOn}
          onUseMagicLink={(email) => setMethod({ kind: 'magic-link', email, switched: true })}
        />
      ) : (
        <MagicLinkRequestForm
          defaultEmail={method.email}
          autoFocus={method.switched}
          onUsePassword={(email) => setMethod({ kind: 'password', email, switched: true })}
        />
      )}
    </AuthCard>
  );
}

export { LoginRoute as Component };
