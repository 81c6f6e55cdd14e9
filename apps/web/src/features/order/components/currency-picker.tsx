import { currencySymbol } from '@burrow/domain/money-format';
import { useId } from 'react';
import { useIntl } from 'react-intl';

interface CurrencyPickerProps {
  currencies: readonly string[];
  value: string;
  onChange: (currency: string) => void;
}

export function CurrencyPicker({ currencies, value, onChange }: CurrencyPickerProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      {/* On a phone the options (USD ($)…) say what they are; the label stays for screen readers. */}
      <label htmlFor={id} className="text-sm font-medium text-slate-800 max-sm:sr-only">
        {intl.formatMessage({ id: 'order.currency.label' })}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-indigo-600"
      >
        {currencies.map((currency) => (
          // ISO codes and symbols read the same in every language.
          <option key={currency} value={currency}>
            {`${currency} (${currencySymbol(currency)})`}
          </option>
        ))}
      </select>
    </div>
  );
}
