import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { loginPathFor } from '../../../lib/safe-redirect';

/**
 * No session in this browser (the purchase finished in another one, or the cookie did not
 * come back): the emailed link finishes the account. Signing in returns here to wait.
 */
export function SignedOutNotice() {
  const intl = useIntl();
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-5">
      <h2 className="font-semibold text-sky-950">
        {intl.formatMessage({ id: 'delayed_signup.signed_out.title' })}
      </h2>
      <p className="text-sm text-sky-950">
        {intl.formatMessage({ id: 'delayed_signup.signed_out.body' })}
      </p>
      <Link to={loginPathFor('/delayed-signup')} className={buttonClasses('secondary')}>
        {intl.formatMessage({ id: 'delayed_signup.signed_out.sign_in' })}
      </Link>
    </div>
  );
}
