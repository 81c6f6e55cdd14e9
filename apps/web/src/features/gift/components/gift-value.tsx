import type { GiftCardCheckResponse } from '@burrow/contract/gift-cards';
import { useIntl } from 'react-intl';

/** What the checked card is worth: "Burrow VPN Premium — 12 months". */
export function GiftValue({ card }: { card: GiftCardCheckResponse }) {
  const intl = useIntl();
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3">
      <p className="text-sm text-emerald-900">{intl.formatMessage({ id: 'gift.value.label' })}</p>
      <p className="text-lg font-semibold text-emerald-950">
        {intl.formatMessage(
          { id: 'gift.value' },
          { product: card.productName, months: card.months },
        )}
      </p>
    </div>
  );
}
