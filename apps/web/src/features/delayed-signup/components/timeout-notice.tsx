import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { SupportLink } from './support-link';

/** A minute went by without the account: offer to look again, or a person to help. */
export function TimeoutNotice({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5"
    >
      <p className="font-semibold text-amber-950">
        {intl.formatMessage({ id: 'delayed_signup.timeout.title' })}
      </p>
      <p className="text-sm text-amber-950">
        {intl.formatMessage({ id: 'delayed_signup.timeout.body' })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRetry}>
          {intl.formatMessage({ id: 'delayed_signup.timeout.retry' })}
        </Button>
        <SupportLink />
      </div>
    </div>
  );
}
