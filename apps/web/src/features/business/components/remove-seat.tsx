import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { errorMessageId } from '../../../i18n/error-messages';
import { useRemoveSeat } from '../api/remove-seat';

/** Removing a seat is final and refunds nothing, so it says so and asks first. */
export function RemoveSeat({
  subscriptionId,
  licenseKrn,
  seatNumber,
}: {
  subscriptionId: string;
  licenseKrn: string;
  seatNumber: number;
}) {
  const intl = useIntl();
  const remove = useRemoveSeat();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        {intl.formatMessage({ id: 'business.seats.remove' }, { seat: seatNumber })}
      </Button>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-slate-800">
        {intl.formatMessage({ id: 'business.seats.remove.confirm_text' }, { seat: seatNumber })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="primary"
          pending={remove.isPending}
          onClick={() =>
            remove.mutate({ subscription_id: subscriptionId, license_krn: licenseKrn })
          }
        >
          {intl.formatMessage({ id: 'business.seats.remove.confirm' })}
        </Button>
        <Button
          variant="secondary"
          disabled={remove.isPending}
          onClick={() => setConfirming(false)}
        >
          {intl.formatMessage({ id: 'business.seats.remove.cancel' })}
        </Button>
      </div>
      {remove.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {intl.formatMessage({ id: errorMessageId(remove.error) })}
        </p>
      )}
    </div>
  );
}
