import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { loginPathFor } from '../../../lib/safe-redirect';

interface SignInPromptProps {
  email: string;
  /** Offered when the buyer may rather use another address. */
  onUseOtherEmail?: (() => void) | undefined;
}

/** The email has an account: sign in, and come back to this very checkout. */
export function SignInPrompt({ email, onUseOtherEmail }: SignInPromptProps) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-5"
    >
      <p className="font-semibold text-sky-950">
        {intl.formatMessage({ id: 'checkout.sign_in.title' })}
      </p>
      <p className="text-sm text-sky-950">
        {intl.formatMessage({ id: 'checkout.sign_in.body' }, { email })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          to={loginPathFor(`${location.pathname}${location.search}`)}
          className={buttonClasses('primary')}
        >
          {intl.formatMessage({ id: 'checkout.sign_in.cta' })}
        </Link>
        {onUseOtherEmail && (
          <button type="button" onClick={onUseOtherEmail} className={buttonClasses('ghost')}>
            {intl.formatMessage({ id: 'checkout.email.change' })}
          </button>
        )}
      </div>
    </div>
  );
}
