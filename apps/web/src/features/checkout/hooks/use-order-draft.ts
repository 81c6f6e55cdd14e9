import type { EstimateRequest, PaymentMethodType } from '@burrow/contract/checkout';
import type { OfferResponse } from '@burrow/contract/offers';
import { useMemo, useState } from 'react';
import {
  buyerErrors,
  customerResidence,
  type BuyerInput,
  type ResidenceField,
} from '../model/buyer-fields';
import { addonChoices, type SelectedPlan } from '../model/plan-selection';

/**
 * What the buyer has chosen on the payment step, and what follows from it: the field
 * errors (the domain's rules), and the estimate request once the residence is complete.
 */
export function useOrderDraft(
  offer: OfferResponse,
  plan: SelectedPlan,
  email: string,
  defaultCountry: string,
) {
  const [residence, setResidence] = useState({
    country: defaultCountry,
    region: '',
    postalCode: '',
  });
  const [touched, setTouched] = useState<ReadonlySet<ResidenceField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [addons, setAddons] = useState<readonly string[]>([]);
  const [method, setMethod] = useState<PaymentMethodType>('card');
  const choices = useMemo(() => addonChoices(offer, plan), [offer, plan]);

  const buyer: BuyerInput = { email, ...residence };
  const errors = buyerErrors(buyer);
  const residenceComplete = !errors.country && !errors.region && !errors.postalCode;
  const priceIds = [plan.price.id, ...addons];
  const estimateRequest: EstimateRequest | null = residenceComplete
    ? { offerId: offer.id, priceIds, customer: customerResidence(buyer) }
    : null;
  // A field's error shows once the buyer has left it, and every error once they press Pay.
  const shown = (field: ResidenceField) =>
    submitted || touched.has(field) ? errors[field] : undefined;

  return {
    buyer,
    choices,
    addons,
    method,
    priceIds,
    residenceComplete,
    estimateRequest,
    visibleErrors: {
      country: shown('country'),
      region: shown('region'),
      postalCode: shown('postalCode'),
    },
    firstInvalidField: (['country', 'region', 'postalCode'] as const).find(
      (field) => errors[field],
    ),
    setResidence: (change: Partial<BuyerInput>) =>
      setResidence((previous) => ({ ...previous, ...change })),
    touch: (field: ResidenceField) => setTouched((previous) => new Set(previous).add(field)),
    submit: () => setSubmitted(true),
    toggleAddon: (priceId: string, on: boolean) =>
      setAddons((previous) =>
        on ? [...previous, priceId] : previous.filter((id) => id !== priceId),
      ),
    setMethod,
  };
}
