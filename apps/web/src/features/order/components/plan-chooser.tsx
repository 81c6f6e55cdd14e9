import type { OfferResponse } from '@burrow/contract/offers';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defaultTier, type TierOption } from '../model/plan-catalogue';
import { MoneyBackGuarantee } from './money-back-guarantee';
import { PlanLengths } from './plan-lengths';
import { TierIncludes, TierPicker } from './tier-picker';

interface PlanChooserProps {
  offer: OfferResponse;
  tiers: readonly TierOption[];
  selectedTierId: string | null;
  onSelectTier: (productId: string) => void;
  /** Beside the plan lengths, whose prices it changes. */
  currencyPicker?: ReactNode;
  /** The prices include VAT (`pricesShownWithVat`). */
  vatIncluded: boolean;
}

/**
 * Tiers to compare, then the chosen tier's lengths, each leading to checkout. On a phone the
 * tier cards leave out what each includes, so the chosen tier's list follows the prices.
 */
export function PlanChooser({
  offer,
  tiers,
  selectedTierId,
  onSelectTier,
  currencyPicker,
  vatIncluded,
}: PlanChooserProps) {
  const intl = useIntl();
  const tier = tiers.find((t) => t.product.id === selectedTierId) ?? defaultTier(tiers);
  if (!tier) {
    return (
      <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-8">
        <p className="text-lg font-semibold text-slate-900">
          {intl.formatMessage({ id: 'order.empty.title' })}
        </p>
        <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'order.empty.body' })}</p>
        {/* Another currency may have plans. */}
        {currencyPicker}
      </div>
    );
  }
  const checkoutPath = (priceId: string) =>
    `/checkout?${new URLSearchParams({ offer: offer.id, price: priceId })}`;
  return (
    <div className="flex flex-col gap-6 sm:gap-10">
      <TierPicker tiers={tiers} selectedId={tier.product.id} onSelect={onSelectTier} />
      <PlanLengths
        tier={tier}
        checkoutPath={checkoutPath}
        aside={currencyPicker}
        vatIncluded={vatIncluded}
      />
      <section
        aria-labelledby="tier-includes-title"
        className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 md:hidden"
      >
        <h2 id="tier-includes-title" className="text-lg font-bold text-slate-900">
          {tier.product.displayName}
        </h2>
        <TierIncludes product={tier.product} />
      </section>
      <MoneyBackGuarantee days={tier.product.moneyBackGuaranteeDays} />
    </div>
  );
}
