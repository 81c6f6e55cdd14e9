import { formatAmount } from '@burrow/domain/money-format';
import { useId, useState } from 'react';
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

/**
 * The add-ons, folded behind one button (decision 0104) so they do not push Pay down the
 * page; open from the start once one is chosen, so a choice is never out of sight.
 */
export function AddonOptions({
  choices,
  selected,
  dropped,
  onToggle,
  disabled,
}: AddonOptionsProps) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(selected.length > 0);
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
  const legend = intl.formatMessage({ id: 'checkout.addons.legend' });
  return (
    <div className="flex flex-col gap-3">
      {droppedNotice}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-start text-lg font-semibold text-slate-900 hover:bg-slate-50"
      >
        {legend}
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
          className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <fieldset
        id={listId}
        hidden={!open}
        className={open ? 'flex flex-col gap-3' : undefined}
        disabled={disabled}
      >
        <legend className="sr-only">{legend}</legend>
        {choices.map((choice) => (
          <AddonOption
            key={choice.price.id}
            choice={choice}
            checked={selected.includes(choice.price.id)}
            onToggle={(on) => onToggle(choice.price.id, on)}
          />
        ))}
      </fieldset>
    </div>
  );
}

interface AddonOptionProps {
  choice: AddonChoice;
  checked: boolean;
  onToggle: (on: boolean) => void;
}

function AddonOption({ choice: { product, price, period }, checked, onToggle }: AddonOptionProps) {
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
                period: periodText(intl, period),
              },
            )}
          </span>
        </span>
      </span>
    </label>
  );
}
