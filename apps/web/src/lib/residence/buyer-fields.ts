import { buyerFieldErrors, type FieldMessageKey } from '@burrow/domain/checkout-fields';
import { normalizeCanadianPostalCode } from '@burrow/domain/postal-codes';
import type { ResidenceSchema } from '@burrow/contract/checkout';
import type { z } from 'zod';

/** What the checkout form collects about the buyer. */
export interface BuyerInput {
  email: string;
  country: string;
  /** State for the US, province for Canada; empty elsewhere. */
  region: string;
  postalCode: string;
}

export type BuyerField = keyof BuyerInput;
/** The fields of the residence, in the order the form shows them. */
export type ResidenceField = 'country' | 'region' | 'postalCode';
export type BuyerErrors = Partial<Record<BuyerField, FieldMessageKey>>;

/**
 * docs/product.md#buyer-fields-and-residence buyer rules, straight from the domain's `buyerFieldErrors`. Our form asks for no
 * names (the gateway's card form takes the name on the card), so its name errors are
 * dropped rather than satisfied with made-up names.
 */
export function buyerErrors(input: BuyerInput): BuyerErrors {
  const all = buyerFieldErrors({ ...input, firstName: '', lastName: '' });
  const { firstName: _firstName, lastName: _lastName, ...collected } = all;
  return collected;
}

/** The residence as the estimate and checkout calls take it: no empty strings. */
export function customerResidence(input: BuyerInput): z.input<typeof ResidenceSchema> {
  const country = input.country.trim().toUpperCase();
  const region = input.region.trim();
  const postalCode = input.postalCode.trim();
  return {
    residenceCountry: country,
    ...(region ? { residenceState: region } : {}),
    ...(postalCode
      ? {
          residenceZipcode: country === 'CA' ? normalizeCanadianPostalCode(postalCode) : postalCode,
        }
      : {}),
  };
}
