import { isValidEmail } from './email';
import { isValidPostalCode } from './postal-codes';

/**
 * docs/product.md#buyer-fields-and-residence field message keys: what the checkout form shows next to a field. The rules return
 * these keys, never English; the web's catalogues translate them.
 */
export const FIELD_MESSAGE_KEYS = {
  emailMissing: 'checkout.fields.email_missing',
  emailInvalid: 'checkout.fields.email_invalid',
  firstNameMissing: 'checkout.fields.first_name_missing',
  lastNameMissing: 'checkout.fields.last_name_missing',
  nameTooLong: 'checkout.fields.name_too_long',
  cardNumberMissing: 'checkout.fields.card_number_missing',
  cardNumberInvalid: 'checkout.fields.card_number_invalid',
  expiryMonthMissing: 'checkout.fields.expiry_month_missing',
  expiryYearMissing: 'checkout.fields.expiry_year_missing',
  cardExpired: 'checkout.fields.card_expired',
  securityCodeDigitsOnly: 'checkout.fields.security_code_digits_only',
  countryMissing: 'checkout.fields.country_missing',
  stateMissing: 'checkout.fields.state_missing',
  provinceMissing: 'checkout.fields.province_missing',
  postalCodeInvalid: 'checkout.fields.postal_code_invalid',
} as const;

export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[keyof typeof FIELD_MESSAGE_KEYS];

/** Longest first or last name accepted; longer input is a paste error (decision 0013). */
export const MAX_NAME_LENGTH = 100;

/** What the region selector must hold: a state for the US, a province for Canada. */
export type RegionRequirement = 'state' | 'province' | null;

/**
 * docs/product.md#buyer-fields-and-residence: US payments need a state or region (sales tax is per state); Canadian ones a
 * province, for the same reason (decision 0013). Other countries need neither.
 */
export function regionRequirement(country: string): RegionRequirement {
  const code = country.trim().toUpperCase();
  if (code === 'US') return 'state';
  if (code === 'CA') return 'province';
  return null;
}

/** The Luhn checksum every card number carries; catches most typos before the gateway. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** docs/product.md#buyer-fields-and-residence card number: 12 to 19 digits (spaces and hyphens allowed between) with a valid checksum. */
export function cardNumberError(cardNumber: string): FieldMessageKey | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === '') return FIELD_MESSAGE_KEYS.cardNumberMissing;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    return FIELD_MESSAGE_KEYS.cardNumberInvalid;
  return null;
}

/** docs/product.md#buyer-fields-and-residence security code: digits only, three or four of them (four on American Express). */
export function securityCodeError(code: string): FieldMessageKey | null {
  return /^\d{3,4}$/.test(code.trim()) ? null : FIELD_MESSAGE_KEYS.securityCodeDigitsOnly;
}

export interface CardFields {
  cardNumber: string;
  /** 1 to 12, or `null` when not selected. */
  expiryMonth: number | null;
  /** Four digits, or `null` when not selected. */
  expiryYear: number | null;
  securityCode: string;
}

/**
 * docs/product.md#buyer-fields-and-residence card fields, keyed by field. A card is valid through the last day of its expiry
 * month. The month is taken in UTC, so near midnight at a month's end it can be a day off
 * the buyer's clock; the gateway has the final word on expiry.
 */
export function cardFieldErrors(
  card: CardFields,
  now: Date,
): Partial<Record<keyof CardFields, FieldMessageKey>> {
  const errors: Partial<Record<keyof CardFields, FieldMessageKey>> = {};
  const numberError = cardNumberError(card.cardNumber);
  if (numberError) errors.cardNumber = numberError;
  const month = card.expiryMonth;
  const year = card.expiryYear;
  if (month === null || !Number.isInteger(month) || month < 1 || month > 12) {
    errors.expiryMonth = FIELD_MESSAGE_KEYS.expiryMonthMissing;
  }
  if (year === null || !Number.isInteger(year) || year < 1000 || year > 9999) {
    errors.expiryYear = FIELD_MESSAGE_KEYS.expiryYearMissing;
  }
  if (!errors.expiryMonth && !errors.expiryYear && month !== null && year !== null) {
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < thisMonth) errors.expiryMonth = FIELD_MESSAGE_KEYS.cardExpired;
  }
  const codeError = securityCodeError(card.securityCode);
  if (codeError) errors.securityCode = codeError;
  return errors;
}

export interface BuyerFields {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  /** State for the US, province for Canada; empty elsewhere. */
  region: string;
  postalCode: string;
}

function nameError(name: string, missing: FieldMessageKey): FieldMessageKey | null {
  const trimmed = name.trim();
  if (trimmed === '') return missing;
  return trimmed.length > MAX_NAME_LENGTH ? FIELD_MESSAGE_KEYS.nameTooLong : null;
}

/** docs/product.md#buyer-fields-and-residence buyer fields (email, names, country, state or province, postal code), keyed by field. */
export function buyerFieldErrors(
  buyer: BuyerFields,
): Partial<Record<keyof BuyerFields, FieldMessageKey>> {
  const errors: Partial<Record<keyof BuyerFields, FieldMessageKey>> = {};
  const email = buyer.email.trim();
  if (email === '') errors.email = FIELD_MESSAGE_KEYS.emailMissing;
  else if (!isValidEmail(email)) errors.email = FIELD_MESSAGE_KEYS.emailInvalid;
  const first = nameError(buyer.firstName, FIELD_MESSAGE_KEYS.firstNameMissing);
  if (first) errors.firstName = first;
  const last = nameError(buyer.lastName, FIELD_MESSAGE_KEYS.lastNameMissing);
  if (last) errors.lastName = last;
  const country = buyer.country.trim();
  if (country === '') {
    errors.country = FIELD_MESSAGE_KEYS.countryMissing;
    return errors;
  }
  const region = regionRequirement(country);
  if (region !== null && buyer.region.trim() === '') {
    errors.region =
      region === 'state' ? FIELD_MESSAGE_KEYS.stateMissing : FIELD_MESSAGE_KEYS.provinceMissing;
  }
  if (!isValidPostalCode(country, buyer.postalCode)) {
    errors.postalCode = FIELD_MESSAGE_KEYS.postalCodeInvalid;
  }
  return errors;
}
