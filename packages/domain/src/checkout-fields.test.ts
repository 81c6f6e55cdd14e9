import { describe, expect, it } from 'vitest';
import {
  buyerFieldErrors,
  cardFieldErrors,
  cardNumberError,
  FIELD_MESSAGE_KEYS as K,
  MAX_NAME_LENGTH,
  passesLuhn,
  regionRequirement,
  securityCodeError,
  type BuyerFields,
  type CardFields,
} from './checkout-fields';

const now = new Date('2026-06-15T12:00:00Z');

function buyer(overrides: Partial<BuyerFields> = {}): BuyerFields {
  return {
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    country: 'US',
    region: 'CA',
    postalCode: '94105',
    ...overrides,
  };
}

function card(overrides: Partial<CardFields> = {}): CardFields {
  return {
    cardNumber: '4242 4242 4242 4242',
    expiryMonth: 12,
    expiryYear: 2030,
    securityCode: '123',
    ...overrides,
  };
}

describe('docs/product.md#buyer-fields-and-residence message keys for missing or invalid email, first and last name', () => {
  it.each([
    ['all valid', buyer(), {}],
    ['email missing', buyer({ email: '  ' }), { email: K.emailMissing }],
    ['email invalid', buyer({ email: 'jane@' }), { email: K.emailInvalid }],
    ['first name missing', buyer({ firstName: '' }), { firstName: K.firstNameMissing }],
    ['last name missing', buyer({ lastName: ' ' }), { lastName: K.lastNameMissing }],
    [
      'name too long',
      buyer({ lastName: 'x'.repeat(MAX_NAME_LENGTH + 1) }),
      { lastName: K.nameTooLong },
    ],
  ])('%s', (_label, input, expected) => {
    expect(buyerFieldErrors(input)).toEqual(expected);
  });
});

describe('docs/product.md#buyer-fields-and-residence country, state and province selections; US state required', () => {
  it.each([
    ['country missing', buyer({ country: '' }), { country: K.countryMissing }],
    ['US without state', buyer({ region: '' }), { region: K.stateMissing }],
    [
      'Canada without province',
      buyer({ country: 'CA', region: '', postalCode: 'K1A 0B1' }),
      { region: K.provinceMissing },
    ],
    ['Germany needs no region', buyer({ country: 'DE', region: '', postalCode: '10115' }), {}],
    ['US ZIP invalid', buyer({ postalCode: '9410' }), { postalCode: K.postalCodeInvalid }],
    [
      'Canadian code invalid',
      buyer({ country: 'CA', region: 'ON', postalCode: '94105' }),
      { postalCode: K.postalCodeInvalid },
    ],
  ])('%s', (_label, input, expected) => {
    expect(buyerFieldErrors(input)).toEqual(expected);
  });

  it.each([
    ['US', 'state'],
    [' us ', 'state'],
    ['CA', 'province'],
    ['FR', null],
  ])('region requirement of %j is %s', (country, expected) => {
    expect(regionRequirement(country)).toBe(expected);
  });
});

describe('docs/product.md#buyer-fields-and-residence message keys for card number, expiry month and year, security code digits only', () => {
  it.each([
    ['valid Visa test card', card(), {}],
    ['card number missing', card({ cardNumber: '' }), { cardNumber: K.cardNumberMissing }],
    [
      'checksum wrong',
      card({ cardNumber: '4242 4242 4242 4241' }),
      { cardNumber: K.cardNumberInvalid },
    ],
    ['letters', card({ cardNumber: '4242 abcd 4242 4242' }), { cardNumber: K.cardNumberInvalid }],
    ['too short', card({ cardNumber: '42424242' }), { cardNumber: K.cardNumberInvalid }],
    ['month missing', card({ expiryMonth: null }), { expiryMonth: K.expiryMonthMissing }],
    ['month 13', card({ expiryMonth: 13 }), { expiryMonth: K.expiryMonthMissing }],
    ['year missing', card({ expiryYear: null }), { expiryYear: K.expiryYearMissing }],
    ['two-digit year', card({ expiryYear: 30 }), { expiryYear: K.expiryYearMissing }],
    [
      'expired last month',
      card({ expiryMonth: 5, expiryYear: 2026 }),
      { expiryMonth: K.cardExpired },
    ],
    ['expires this month', card({ expiryMonth: 6, expiryYear: 2026 }), {}],
    [
      'security code with a letter',
      card({ securityCode: '12a' }),
      { securityCode: K.securityCodeDigitsOnly },
    ],
    ['security code of four digits (Amex)', card({ securityCode: '1234' }), {}],
    [
      'security code missing',
      card({ securityCode: '' }),
      { securityCode: K.securityCodeDigitsOnly },
    ],
  ])('%s', (_label, input, expected) => {
    expect(cardFieldErrors(input, now)).toEqual(expected);
  });

  it.each([
    ['4242424242424242', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
  ])('Luhn %s → %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });

  it('single-field checks', () => {
    expect(cardNumberError('4242-4242-4242-4242')).toBeNull();
    expect(securityCodeError(' 999 ')).toBeNull();
  });
});
