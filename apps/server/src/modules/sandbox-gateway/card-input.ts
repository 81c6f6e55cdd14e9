import type { MessageValues } from '../../i18n/translator';
import type { GatewayMessageId } from './page-messages';
import {
  behaviourOf,
  detectBrand,
  passesLuhn,
  type CardBrand,
  type TestBehaviour,
} from './test-cards';

/** What the card form sends. The number and CVC live only in this request's memory. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardFields;

/** What is wrong with a field, as a message of the hosted pages and its values. */
export interface FieldError {
  id: GatewayMessageId;
  values?: MessageValues;
}

export type FieldErrors = Partial<Record<CardField, FieldError>>;

/** A card that passed the form checks: everything the gateway may keep, plus its number. */
export interface ValidCard {
  /** Only for fingerprinting and last4; never stored or logged. */
  digits: string;
  brand: CardBrand;
  expMonth: number;
  expYear: number;
  behaviour: TestBehaviour;
}

export type CardCheck = { ok: true; card: ValidCard } | { ok: false; errors: FieldErrors };

/**
 * Checks the form as a card network would before authorising: Luhn, a known brand, a
 * well-formed expiry and a CVC of the brand's length. A well-formed but past expiry is not a
 * form error: the issuer declines it (expired_card), so the service decides that.
 */
export function checkCardFields(fields: CardFields): CardCheck {
  const errors: FieldErrors = {};
  const digits = fields.number.replace(/[\s-]/g, '');
  const brand = /^\d{12,19}$/.test(digits) ? detectBrand(digits) : null;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    errors.number = { id: 'card.error.number_invalid' };
  } else if (!brand) {
    errors.number = { id: 'card.error.brand_not_accepted' };
  }

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(fields.expiry);
  const expMonth = Number(expiry?.[1]);
  const rawYear = Number(expiry?.[2]);
  const expYear = rawYear < 100 ? 2000 + rawYear : rawYear;
  if (!expiry || expMonth < 1 || expMonth > 12) {
    errors.expiry = { id: 'card.error.expiry_invalid' };
  }

  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(fields.cvc.trim())) {
    errors.cvc = { id: 'card.error.cvc_length', values: { digits: cvcLength } };
  }

  if (fields.name.trim() === '') errors.name = { id: 'card.error.name_missing' };

  if (Object.keys(errors).length > 0 || !brand) return { ok: false, errors };
  return {
    ok: true,
    card: { digits, brand, expMonth, expYear, behaviour: behaviourOf(digits) },
  };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  return Date.UTC(expYear, expMonth, 1) <= now.getTime();
}
