import { describe, expect, it } from 'vitest';
import { checkCardFields, isExpired } from '../src/modules/sandbox-gateway/card-input';
import { detectBrand, passesLuhn, TEST_CARDS } from '../src/modules/sandbox-gateway/test-cards';
import { TEST_TOKENS } from '../src/modules/sandbox-gateway/test-tokens';

describe('sandbox gateway test cards', () => {
  it.each(TEST_CARDS)('$number ($behaviour) passes Luhn and is a $brand', (card) => {
    expect(passesLuhn(card.number)).toBe(true);
    expect(detectBrand(card.number)).toBe(card.brand);
  });

  it('every card test token names a listed test card', () => {
    for (const token of Object.values(TEST_TOKENS)) {
      if (token.kind === 'card') expect(TEST_CARDS.map((c) => c.number)).toContain(token.number);
    }
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['371449635398431', 'amex'],
    ['340000000000009', 'amex'],
    ['6011000990139424', 'discover'],
    ['6500000000000002', 'discover'],
    ['2220990000000000', null],
    ['5600000000000000', null],
    ['3530111333300000', null],
  ])('detects the brand of %s as %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('rejects a number that fails Luhn, is too short or has letters', () => {
    for (const number of ['4242424242424241', '4242', '4242abcd42424242', '']) {
      const check = checkCardFields({ number, expiry: '12/30', cvc: '123', name: 'A' });
      expect(check.ok ? null : check.errors.number).toEqual({ id: 'card.error.number_invalid' });
    }
  });

  it('accepts spaces and dashes in the number and a 4-digit year', () => {
    const check = checkCardFields({
      number: '4242-4242 4242 4242',
      expiry: '07/2031',
      cvc: '123',
      name: 'Ada',
    });
    expect(check).toMatchObject({ ok: true, card: { brand: 'visa', expMonth: 7, expYear: 2031 } });
  });

  it('wants 3 CVC digits, and 4 for American Express', () => {
    const visa = checkCardFields({
      number: '4242424242424242',
      expiry: '1/30',
      cvc: '1234',
      name: 'A',
    });
    const amex = checkCardFields({
      number: '378282246310005',
      expiry: '1/30',
      cvc: '123',
      name: 'A',
    });
    const amexOk = checkCardFields({
      number: '378282246310005',
      expiry: '1/30',
      cvc: '1234',
      name: 'A',
    });
    expect(visa.ok ? null : visa.errors.cvc).toEqual({
      id: 'card.error.cvc_length',
      values: { digits: 3 },
    });
    expect(amex.ok ? null : amex.errors.cvc).toEqual({
      id: 'card.error.cvc_length',
      values: { digits: 4 },
    });
    expect(amexOk.ok).toBe(true);
  });

  it('reports a malformed expiry and a missing name as field errors', () => {
    const check = checkCardFields({
      number: '4242424242424242',
      expiry: '13/30',
      cvc: '123',
      name: ' ',
    });
    expect(check.ok ? null : Object.keys(check.errors).sort()).toEqual(['expiry', 'name']);
  });

  it('treats a card as valid through the last day of its expiry month', () => {
    expect(isExpired(6, 2026, new Date('2026-06-30T23:59:59Z'))).toBe(false);
    expect(isExpired(6, 2026, new Date('2026-07-01T00:00:00Z'))).toBe(true);
    expect(isExpired(12, 2026, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });
});
