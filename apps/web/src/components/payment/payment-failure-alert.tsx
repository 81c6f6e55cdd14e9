import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids';
import { Button } from '../button';

interface PaymentFailureAlertProps {
  messageId: MessageId;
  /** The specific reason, when there is one worth adding to the general message. */
  detailId: MessageId | null;
  /** Records an authorised payment again; only after a server failure. */
  onRetry: (() => void) | null;
  /** A further way on that only the screen knows, e.g. a link to choose another plan. */
  children?: ReactNode;
}

/** Why a payment did not go through, in the catalogue's words, with what can be done next. */
export function PaymentFailureAlert({
  messageId,
  detailId,
  onRetry,
  children,
}: PaymentFailureAlertProps) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{intl.formatMessage({ id: messageId })}</p>
      {detailId && <p>{intl.formatMessage({ id: detailId })}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage({ id: 'checkout.errors.try_again' })}
        </Button>
      )}
      {children}
    </div>
  );
}
