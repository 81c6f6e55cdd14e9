import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

interface CheckInboxNoticeProps {
  email: string;
  /** What the emailed link does; worded so it never says whether the account exists. */
  bodyId: MessageId;
}

export function CheckInboxNotice({ email, bodyId }: CheckInboxNoticeProps) {
  const intl = useIntl();
  return (
    <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5">
      <h2 className="text-lg font-semibold text-emerald-950">
        {intl.formatMessage({ id: 'auth.check_inbox.title' })}
      </h2>
      <p className="mt-2 text-sm text-emerald-900">
        {intl.formatMessage(
          { id: bodyId },
          { email: <strong className="font-semibold break-all">{email}</strong> },
        )}
      </p>
      <p className="mt-2 text-sm text-emerald-900">
        {intl.formatMessage({ id: 'auth.check_inbox.spam_hint' })}
      </p>
    </div>
  );
}
