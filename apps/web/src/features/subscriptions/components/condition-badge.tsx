import type { SubscriptionCondition } from '@burrow/domain/subscription-status';
import { useIntl } from 'react-intl';
import { cx } from '../../../lib/class-names';
import { CONDITION_PRESENTATION } from './labels';

export function ConditionBadge({ condition }: { condition: SubscriptionCondition }) {
  const intl = useIntl();
  const presentation = CONDITION_PRESENTATION[condition];
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        presentation.badgeClass,
      )}
    >
      {intl.formatMessage({ id: presentation.label })}
    </span>
  );
}
