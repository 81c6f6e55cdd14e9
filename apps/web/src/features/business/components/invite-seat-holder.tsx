import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { errorMessageId } from '../../../i18n/error-messages';
import { useInviteSeatHolder } from '../api/invite-seat-holder';

/**
 * Emails the seat's holder a sign-in link to their own device setup. It can be sent again
 * (a lost email, an expired link); the server limits how often.
 */
export function InviteSeatHolder({ licenseKrn, email }: { licenseKrn: string; email: string }) {
  const intl = useIntl();
  const invite = useInviteSeatHolder();
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        className="max-w-full wrap-anywhere"
        pending={invite.isPending}
        onClick={() => invite.mutate({ license_krn: licenseKrn })}
      >
        {intl.formatMessage(
          { id: invite.isSuccess ? 'business.seats.invite.again' : 'business.seats.invite' },
          { email },
        )}
      </Button>
      <p role="status" className="text-sm wrap-anywhere text-emerald-800">
        {invite.isSuccess &&
          intl.formatMessage({ id: 'business.seats.invite.sent' }, { email: invite.data.email })}
      </p>
      {invite.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {intl.formatMessage({ id: errorMessageId(invite.error) })}
        </p>
      )}
    </div>
  );
}
