import type { EstimateRequest, PaymentMethodType } from '@burrow/contract/checkout';
import type { OfferResponse } from '@burrow/contract/offers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useResidence } from '../../../components/residence/use-residence';
import { offerQueryOptions, useOfferLocale } from '../../../lib/offers/get-offer';
import { addonChoices, type SelectedPlan } from '../model/plan-selection';

/** The prefix of the payment step's residence field ids. */
const FIELD_ID_PREFIX = 'checkout';

/**
 * What the buyer has chosen on the payment step, and what follows from it: the residence
 * form (the domain's rules), and the estimate request once the residence is complete.
 */
export function useOrderDraft(
  offer: OfferResponse,
  plan: SelectedPlan,
  email: string,
  defaultCountry: string,
) {
  const residence = useResidence({ email, defaultCountry, idPrefix: FIELD_ID_PREFIX });
  const [addons, setAddons] = useState<readonly string[]>([]);
  const [method, setMethod] = useState<PaymentMethodType>('card');
  const [marketing, setMarketing] = useState(false);
  const country = residence.buyer.country.trim().toUpperCase();
  // Where an add-on is sold is the server's rule (decision 0107): for a chosen residence it
  // answers the offer without what is not sold there. Until that answer is in, the previous
  // country's add-ons stay on screen and nothing is estimated.
  const soldHere = useQuery({
    ...offerQueryOptions(offer.id, useOfferLocale(), country),
    enabled: country !== '',
    placeholderData: keepPreviousData,
  });
  // A failed read leaves the whole offer: the estimate then names what is not sold.
  const whole = country === '' || soldHere.isError;
  const sellable = whole ? offer : soldHere.data;
  const settled = whole || (soldHere.data !== undefined && !soldHere.isPlaceholderData);
  const choices = useMemo(() => (sellable ? addonChoices(sellable, plan) : []), [sellable, plan]);
  // Add-ons taken off the order because the new residence country is not where they are sold.
  const [droppedAddons, setDroppedAddons] = useState<readonly string[]>([]);
  const [choicesCountry, setChoicesCountry] = useState(country);
  if (settled && country !== choicesCountry) {
    // Adjusted while rendering, so the estimate never asks for an add-on no longer offered.
    setChoicesCountry(country);
    const offered = new Set(choices.map((choice) => choice.price.id));
    setAddons(addons.filter((id) => offered.has(id)));
    setDroppedAddons(
      addons
        .filter((id) => !offered.has(id))
        .map((id) => offer.products.find((p) => p.prices.some((price) => price.id === id)))
        .flatMap((product) => (product ? [product.displayName] : [])),
    );
  }

  const priceIds = [plan.price.id, ...addons];
  const estimateRequest: EstimateRequest | null =
    residence.customer && settled && country === choicesCountry
      ? { offerId: offer.id, priceIds, customer: residence.customer }
      : null;

  return {
    residence,
    choices,
    addons,
    /** Names of chosen add-ons removed because they are not sold in the new residence country. */
    droppedAddons,
    method,
    priceIds,
    estimateRequest,
    /** docs/product.md#attribution-and-marketing-consent: the buyer ticked "email me news and offers". */
    marketing,
    toggleAddon: (priceId: string, on: boolean) =>
      setAddons((previous) =>
        on ? [...previous, priceId] : previous.filter((id) => id !== priceId),
      ),
    setMethod,
    setMarketing,
  };
}
