import { useIntl } from 'react-intl';
import { cx } from '../../../lib/class-names';
import { GIFT_STEPS, type GiftStep } from '../model/gift-steps';

const LABELS = {
  code: 'gift.progress.step.code',
  account: 'gift.progress.step.account',
  redeem: 'gift.progress.step.redeem',
} as const satisfies Record<GiftStep, string>;

/** The three steps (docs/product.md#gift-cards-and-redeem-codes), with the current one marked for assistive technology too. */
export function GiftProgress({ current }: { current: GiftStep }) {
  const intl = useIntl();
  const currentIndex = GIFT_STEPS.indexOf(current);
  return (
    <ol
      aria-label={intl.formatMessage({ id: 'gift.progress.label' })}
      className="grid grid-cols-3 gap-2 text-xs font-medium sm:text-sm"
    >
      {GIFT_STEPS.map((step, index) => {
        const done = index < currentIndex;
        const isCurrent = index === currentIndex;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={cx(
              'flex flex-col gap-1.5 border-t-4 pt-2',
              isCurrent || done ? 'border-indigo-700' : 'border-slate-200',
              isCurrent ? 'text-indigo-800' : done ? 'text-slate-800' : 'text-slate-600',
            )}
          >
            <span>
              {index + 1}. {intl.formatMessage({ id: LABELS[step] })}
              {done && (
                <span className="sr-only">
                  {' '}
                  ({intl.formatMessage({ id: 'gift.progress.completed' })})
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
