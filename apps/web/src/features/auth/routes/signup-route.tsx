import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

function SignupRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'auth.signup.title' });
  return (
    <AuthCard
      title={title}
      intro={intl.formatMessage({ id: 'auth.signup.intro' })}
      footer={
        <>
          {intl.formatMessage({ id: 'auth.signup.have_account' })}{' '}
          <Link to="/login" className="font-semibold text-indigo-800 underline">
            {intl.formatMessage({ id: 'auth.signup.sign_in' })}
          </Link>
        </>
      }
    >
      <DocumentTitle title={title} />
      <SignupForm />
    </AuthCard>
  );
}

export { SignupRoute as Component };
