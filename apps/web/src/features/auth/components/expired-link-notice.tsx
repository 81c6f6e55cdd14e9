import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import type { MessageId } from '../../../i18n/message-ids';

interface ExpiredLinkNoticeProps {
  /** The page that sends a new link. */
  requestNewAt: string;
  requestNewLabelId: MessageId;
}

/** An emailed single-use link that is unknown, used or expired, and where to get a new one. */
export function ExpiredLinkNotice({ requestNewAt, requestNewLabelId }: ExpiredLinkNoticeProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-col items-start gap-4">
      <p role="alert" className="text-slate-800">
        {intl.formatMessage({ id: 'errors.invalid_or_expired_link' })}
      </p>
      <Link to={requestNewAt} className={buttonClasses('primary')}>
        {intl.formatMessage({ id: requestNewLabelId })}
      </Link>
    </div>
  );
}
