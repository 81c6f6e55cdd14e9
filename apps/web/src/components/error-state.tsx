import { useIntl } from 'react-intl';
import { errorMessageId } from '../i18n/error-messages';
import { Button } from './button';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load: the catalogue message for the error and, when it can help, a retry. */
export function ErrorState({ error, onRetry, retrying = false }: ErrorStateProps) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5"
    >
      <p className="font-semibold text-red-900">
        {intl.formatMessage({ id: 'common.load_failed' })}
      </p>
      <p className="text-sm text-red-800">{intl.formatMessage({ id: errorMessageId(error) })}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} pending={retrying}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      )}
    </div>
  );
}
