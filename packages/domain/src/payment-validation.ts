import { regionRequirement } from './checkout-fields';

/** Spec §8: every failed precondition shows the general payment error to the buyer. */
export const GENERAL_PAYMENT_ERROR_KEY = 'payment.errors.general';

/** Why a payment may not start; logged and tested, while the buyer sees the general error. */
export type PaymentPreconditionFailure =
  'email_missing' | 'country_missing' | 'state_required' | 'price_missing_in_currency';

export interface PaymentPreconditions {
  email: string | null;
  country: string | null;
  /** State or region; required for the US. */
  region: string | null;
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
 * Spec §5: a payment needs an email, a country, a state or region for the US, and a price in
 * the chosen currency; otherwise it does not start and the general error shows.
 */
export function checkPaymentPreconditions(input: PaymentPreconditions): PaymentPreconditionCheck {
  const fail = (reason: PaymentPreconditionFailure): PaymentPreconditionCheck => ({
    ok: false,
    reason,
    messageKey: GENERAL_PAYMENT_ERROR_KEY,
  });
  if (blank(input.email)) return fail('email_missing');
  if (input.country === null || blank(input.country)) return fail('country_missing');
  if (regionRequirement(input.country) === 'state' && blank(input.region)) {
    return fail('state_required');
  }
  const currency = input.currency.toUpperCase();
  if (!input.priceCurrencies.some((c) => c.toUpperCase() === currency)) {
    return fail('price_missing_in_currency');
  }
  return { ok: true };
}
