import { formatAmount } from '@burrow/domain/money-format';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AddonChoice } from '../model/plan-selection';
import { periodText } from '../../../i18n/period-text';

interface AddonOptionsProps {
  choices: readonly AddonChoice[];
  selected: readonly string[];
  /** Chosen add-ons the residence country just ruled out, by name: the buyer is told. */
  dropped: readonly string[];
  onToggle: (priceId: string, on: boolean) => void;
  disabled: boolean;
}

export function AddonOptions({
  choices,
  selected,
  dropped,
  onToggle,
  disabled,
}: AddonOptionsProps) {
  const intl = useIntl();
  const droppedNotice =
    dropped.length > 0 ? (
      <p role="status" className="text-sm text-slate-700">
        {intl.formatMessage(
          { id: 'checkout.addons.dropped' },
          { names: intl.formatList(dropped, { type: 'conjunction' }) },
        )}
      </p>
    ) : null;
  if (choices.length === 0) return droppedNotice;
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1 text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'checkout.addons.legend' })}
      </legend>
      {droppedNotice}
      {choices.map((choice) => (
        <AddonOption
          key={choice.price.id}
          choice={choice}
          checked={selected.includes(choice.price.id)}
          onToggle={(on) => onToggle(choice.price.id, on)}
        />
      ))}
    </fieldset>
  );
}

interface AddonOptionProps {
  choice: AddonChoice;
  checked: boolean;
  onToggle: (on: boolean) => void;
}

function AddonOption({ choice: { product, price }, checked, onToggle }: AddonOptionProps) {
  const intl = useIntl();
  const nameId = useId();
  const detailsId = useId();
  return (
    // The whole card toggles the add-on; the checkbox is named by the add-on alone and
    // described by its details and price.
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-indigo-600">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
        aria-labelledby={nameId}
        aria-describedby={detailsId}
        className="mt-1 size-4 accent-indigo-700"
      />
      <span className="flex flex-col">
        <span id={nameId} className="font-semibold text-slate-900">
          {product.displayName}
        </span>
        <span id={detailsId} className="flex flex-col">
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
      </span>
    </label>
  );
}
