import { formatAmount } from '@burrow/domain/money-format';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../../lib/class-names';
import type { TierOption } from '../model/plan-catalogue';

interface TierPickerProps {
  tiers: readonly TierOption[];
  selectedId: string;
  onSelect: (productId: string) => void;
}

/**
 * The tiered comparison: one card per tier; choosing one is a radio. On a phone a card is
 * short (name, devices, the lowest monthly price) so the plan lengths and their prices start
 * on the first screen; what the chosen tier includes follows them there. From `md` up the
 * cards sit side by side with everything each tier includes.
 */
export function TierPicker({ tiers, selectedId, onSelect }: TierPickerProps) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-bold text-slate-900 sm:mb-4 sm:text-xl">
        {intl.formatMessage({ id: 'order.tiers.legend' })}
      </legend>
      <div className="grid gap-3 md:grid-cols-3 md:gap-4">
        {tiers.map((tier) => (
          <TierCard
            key={tier.product.id}
            tier={tier}
            selected={tier.product.id === selectedId}
            onSelect={() => onSelect(tier.product.id)}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface TierCardProps {
  tier: TierOption;
  selected: boolean;
  onSelect: () => void;
}

function TierCard({ tier, selected, onSelect }: TierCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const detailsId = useId();
  const { product } = tier;
  return (
    // The whole card is the click target; the radio's name is the tier alone, its details
    // are its description, so a screen reader hears "Burrow VPN Premium, radio" first.
    <label
      className={cx(
        'relative flex cursor-pointer flex-col gap-1 rounded-2xl border-2 bg-white px-4 py-3 shadow-sm md:gap-3 md:p-5',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
        selected ? 'border-indigo-700' : 'border-slate-200 hover:border-slate-400',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="flex items-center gap-2">
          <input
            type="radio"
            name="tier"
            checked={selected}
            onChange={onSelect}
            aria-labelledby={nameId}
            aria-describedby={detailsId}
            className="size-4 accent-indigo-700"
          />
          <span id={nameId} className="text-base font-semibold text-slate-900 md:text-lg">
            {product.displayName}
          </span>
        </span>
        {product.recommended && (
          // On the card's top edge, so a long name keeps its line on a phone.
          <span className="absolute -top-3 right-4 rounded-full border border-indigo-200 bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-900">
            {intl.formatMessage({ id: 'order.tier.recommended' })}
          </span>
        )}
      </div>
      <div id={detailsId} className="flex flex-col gap-2">
        <p className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 text-sm">
          {product.maxDevices !== null && (
            <span className="font-semibold text-slate-900">
              {intl.formatMessage({ id: 'order.tier.max_devices' }, { count: product.maxDevices })}
            </span>
          )}
          {tier.fromPerMonth && (
            <span className="font-semibold text-indigo-900">
              {intl.formatMessage(
                { id: 'order.tier.from_price' },
                { price: formatAmount(tier.fromPerMonth, intl.locale) },
              )}
            </span>
          )}
        </p>
        <div className="flex flex-col gap-2 max-md:hidden">
          <p className="text-sm text-slate-700">{product.description}</p>
          <TierIncludes product={product} />
        </div>
      </div>
    </label>
  );
}

/** What a tier includes: its entitlements, ticked. */
export function TierIncludes({ product }: { product: TierOption['product'] }) {
  const intl = useIntl();
  return (
    <>
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {intl.formatMessage({ id: 'order.tier.includes' })}
      </p>
      <ul className="flex flex-col gap-1 text-sm text-slate-800">
        {product.entitlements.map((entitlement) => (
          <li key={entitlement.id} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-700">
              ✓
            </span>
            {entitlement.name}
          </li>
        ))}
      </ul>
    </>
  );
}
