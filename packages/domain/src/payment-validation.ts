import { regionRequirement } from './checkout-fields';
import { isValidPostalCode } from './postal-codes';
import { isKnownRegion, isSoldToCountry } from './residence-regions';

/** docs/product.md#field-messages: every failed precondition shows the general payment error to the buyer. */
export const GENERAL_PAYMENT_ERROR_KEY = 'payment.errors.general';

/** Why a payment may not start; logged and tested, while the buyer sees the general error. */
export type PaymentPreconditionFailure =
  | 'email_missing'
  | 'country_missing'
  | 'country_not_sold'
  | 'state_required'
  | 'province_required'
  | 'region_unknown'
  | 'postal_code_invalid'
  | 'price_missing_in_currency';

export interface PaymentPreconditions {
  email: string | null;
  country: string | null;
  /** State for the US, province for Canada; ignored elsewhere. */
  region: string | null;
  /** ZIP or postal code; checked for the US and Canada, whose codes decide tax. */
  postalCode: string | null;
  /** The currency the buyer chose. */
  currency: string;
  /** The currencies the chosen price exists in. */
  priceCurrencies: readonly string[];
}

export type PaymentPreconditionCheck =
  | { ok: true }
  | { ok: false; reason: PaymentPreconditionFailure; messageKey: typeof GENERAL_PAYMENT_ERROR_KEY };

function blank(value: string | null): boolean {
  return value === null || value.trim() === '';
}

/**
 * docs/product.md#buyer-fields-and-residence: a payment needs an email, a country, a state for the US (a province for Canada),
 * and a price in the chosen currency; otherwise it does not start and the general error
 * shows. The server holds a residence to what the checkout form can produce (decision
 * 0106): a country Burrow sells to, a real state or province, and a ZIP or postal code of
 * the form's shape — so an API caller cannot buy with an address the form would refuse.
 */
export function checkPaymentPreconditions(input: PaymentPreconditions): PaymentPreconditionCheck {
  const fail = (reason: PaymentPreconditionFailure): PaymentPreconditionCheck => ({
    ok: false,
    reason,
    messageKey: GENERAL_PAYMENT_ERROR_KEY,
  });
  if (blank(input.email)) return fail('email_missing');
  if (input.country === null || blank(input.country)) return fail('country_missing');
  if (!isSoldToCountry(input.country)) return fail('country_not_sold');
  const requirement = regionRequirement(input.country);
  if (requirement !== null) {
    if (input.region === null || blank(input.region)) {
      return fail(requirement === 'state' ? 'state_required' : 'province_required');
    }
    if (!isKnownRegion(input.country, input.region)) return fail('region_unknown');
  }
  if (!isValidPostalCode(input.country, input.postalCode ?? '')) {
    return fail('postal_code_invalid');
  }
  const currency = input.currency.toUpperCase();
  if (!input.priceCurrencies.some((c) => c.toUpperCase() === currency)) {
    return fail('price_missing_in_currency');
  }
  return { ok: true };
}
