import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../components/button-styles';
import { trackClick } from '../lib/analytics/track';
import { useSignedInUser } from '../lib/get-signed-in-user';

/**
 * The public header's own buttons. A visitor gets "Sign in" and the way to buy, which is the
 * plans (`/order`; the router adds the locale prefix), not sign-up: an account without a plan
 * protects nobody. A signed-in customer gets their account instead. Until the answer comes, and
 * when it fails, the visitor's buttons show: most people on public pages are visitors.
 */
export function HeaderSessionLinks() {
  const intl = useIntl();
  const user = useSignedInUser();
  if (user.data) {
    const label = intl.formatMessage({ id: 'shell.header.my_account' });
    return (
      <Link
        to="/subscriptions"
        onClick={() => trackClick('Header', 'my account')}
        className={buttonClasses('primary', 'whitespace-nowrap')}
      >
        {label}
      </Link>
    );
  }
  return (
    <>
      {/* Beside the dropdowns of a small laptop (lg) there is room for one button only; the
          account icon beside it signs in as well. */}
      <Link
        to="/login"
        className={buttonClasses('ghost', 'whitespace-nowrap max-sm:hidden lg:max-xl:hidden')}
      >
        {intl.formatMessage({ id: 'shell.header.sign_in' })}
      </Link>
      <Link
        to="/order"
        onClick={() => trackClick('Header', 'get burrow')}
        className={buttonClasses('primary', 'whitespace-nowrap')}
      >
        {intl.formatMessage({ id: 'shell.header.get_started' })}
      </Link>
    </>
  );
}
