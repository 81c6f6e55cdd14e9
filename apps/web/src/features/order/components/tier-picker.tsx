import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../../lib/class-names';
import type { TierOption } from '../model/plan-catalogue';

interface TierPickerProps {
  tiers: readonly TierOption[];
  selectedId: string;
  onSelect: (productId: string) => void;
}

/** The tiered comparison: one card per tier with what it includes; choosing one is a radio. */
export function TierPicker({ tiers, selectedId, onSelect }: TierPickerProps) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend className="mb-4 text-xl font-bold text-slate-900">
        {intl.formatMessage({ id: 'order.tiers.legend' })}
      </legend>
      <div className="grid gap-4 md:grid-cols-3">
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
        'relative flex cursor-pointer flex-col gap-3 rounded-2xl border-2 bg-white p-5 shadow-sm',
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
          <span id={nameId} className="text-lg font-semibold text-slate-900">
            {product.displayName}
          </span>
        </span>
        {product.recommended && (
          <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-900">
            {intl.formatMessage({ id: 'order.tier.recommended' })}
          </span>
        )}
      </div>
      <div id={detailsId} className="flex flex-col gap-2">
        <p className="text-sm text-slate-700">{product.description}</p>
        {product.maxDevices !== null && (
          <p className="text-sm font-semibold text-slate-900">
            {intl.formatMessage({ id: 'order.tier.max_devices' }, { count: product.maxDevices })}
          </p>
        )}
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
      </div>
    </label>
  );
}
