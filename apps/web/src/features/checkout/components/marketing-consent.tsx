import { useIntl } from 'react-intl';

interface MarketingConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

/**
 * docs/product.md#attribution-and-marketing-consent: news and offers by email only for a buyer who asks for
 * them, so the box starts unticked.
 */
export function MarketingConsent({ checked, onChange, disabled }: MarketingConsentProps) {
  const intl = useIntl();
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-indigo-700"
      />
      {intl.formatMessage({ id: 'checkout.marketing.label' })}
    </label>
  );
}
