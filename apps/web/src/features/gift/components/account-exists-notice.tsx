import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { signInToRedeemPath } from './sign-in-path';

interface AccountExistsNoticeProps {
  code: string;
  email: string;
  onUseOtherEmail: () => void;
}

/** 409 account_exists: the card goes to that account once its owner signs in. */
export function AccountExistsNotice({ code, email, onUseOtherEmail }: AccountExistsNoticeProps) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-5"
    >
      <p className="font-semibold text-sky-950">
        {intl.formatMessage({ id: 'gift.account_exists.title' })}
      </p>
      <p className="text-sm text-sky-950">
        {intl.formatMessage({ id: 'gift.account_exists.body' }, { email })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={signInToRedeemPath(code)} className={buttonClasses('primary')}>
          {intl.formatMessage({ id: 'gift.account_exists.sign_in' })}
        </Link>
        <button type="button" onClick={onUseOtherEmail} className={buttonClasses('ghost')}>
          {intl.formatMessage({ id: 'gift.redeem.change_email' })}
        </button>
      </div>
    </div>
  );
}
