import { formatAmount } from '@burrow/domain/money-format';
import { useIntl } from 'react-intl';
import type { AddonChoice } from '../model/plan-selection';
import { periodText } from './period-text';

interface AddonOptionsProps {
  choices: readonly AddonChoice[];
  selected: readonly string[];
  onToggle: (priceId: string, on: boolean) => void;
  disabled: boolean;
}

export function AddonOptions({ choices, selected, onToggle, disabled }: AddonOptionsProps) {
  const intl = useIntl();
  if (choices.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1 text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'checkout.addons.legend' })}
      </legend>
      {choices.map(({ product, price }) => (
        <label
          key={price.id}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-indigo-600"
        >
          <input
            type="checkbox"
            checked={selected.includes(price.id)}
            onChange={(event) => onToggle(price.id, event.target.checked)}
            className="mt-1 size-4 accent-indigo-700"
          />
          <span className="flex flex-col">
            <span className="font-semibold text-slate-900">{product.displayName}</span>
            <span className="text-sm text-slate-700">{product.description}</span>
            <span className="text-sm font-medium text-slate-900">
              {intl.formatMessage(
                { id: 'checkout.addons.price' },
                {
                  price: formatAmount(price.amount, intl.locale),
                  period: periodText(intl, price.basePeriod),
                },
              )}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
