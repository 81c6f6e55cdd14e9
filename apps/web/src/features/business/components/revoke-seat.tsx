import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { errorMessageId } from '../../../i18n/error-messages';
import { useUpdateLicense } from '../api/update-license';

/** Revoking cuts someone off at once, so it asks first. */
export function RevokeSeat({ licenseKrn, email }: { licenseKrn: string; email: string }) {
  const intl = useIntl();
  const update = useUpdateLicense();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button
        variant="ghost"
        className="max-w-full wrap-anywhere"
        onClick={() => setConfirming(true)}
      >
        {intl.formatMessage({ id: 'business.seats.revoke' }, { email })}
      </Button>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm wrap-anywhere text-slate-800">
        {intl.formatMessage({ id: 'business.seats.revoke.confirm_text' }, { email })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="primary"
          pending={update.isPending}
          onClick={() => update.mutate({ action: 'revoke', license_krn: licenseKrn })}
        >
          {intl.formatMessage({ id: 'business.seats.revoke.confirm' })}
        </Button>
        <Button
          variant="secondary"
          disabled={update.isPending}
          onClick={() => setConfirming(false)}
        >
          {intl.formatMessage({ id: 'business.seats.revoke.cancel' })}
        </Button>
      </div>
      {update.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {intl.formatMessage({ id: errorMessageId(update.error) })}
        </p>
      )}
    </div>
  );
}
