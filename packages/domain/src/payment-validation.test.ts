import { describe, expect, it } from 'vitest';
import {
  checkPaymentPreconditions,
  GENERAL_PAYMENT_ERROR_KEY,
  type PaymentPreconditions,
} from './payment-validation';

function input(overrides: Partial<PaymentPreconditions> = {}): PaymentPreconditions {
  return {
    email: 'jane@example.com',
    country: 'US',
    region: 'NY',
    postalCode: '10001',
    currency: 'USD',
    priceCurrencies: ['USD', 'EUR', 'GBP'],
    ...overrides,
  };
}

describe('docs/product.md#buyer-fields-and-residence payment requires email, a country sold to, and a price in the chosen currency; the US and Canada a real state or province and postal code', () => {
  it.each([
    ['all present', input(), null],
    ['no email', input({ email: null }), 'email_missing'],
    ['blank email', input({ email: ' ' }), 'email_missing'],
    ['no country', input({ country: null }), 'country_missing'],
    ['blank country', input({ country: '' }), 'country_missing'],
    ['US without state', input({ region: null }), 'state_required'],
    ['US with blank state', input({ region: ' ' }), 'state_required'],
    [
      'France without region',
      input({ country: 'FR', region: null, postalCode: null, currency: 'EUR' }),
      null,
    ],
    [
      'a country Burrow does not sell to',
      input({ country: 'RU', region: null, postalCode: null }),
      'country_not_sold',
    ],
    ['US with a state that does not exist', input({ region: 'XX' }), 'region_unknown'],
    ['US with a Canadian province', input({ region: 'ON' }), 'region_unknown'],
    ['US with a 4-digit ZIP', input({ postalCode: '1000' }), 'postal_code_invalid'],
    ['US without a ZIP', input({ postalCode: null }), 'postal_code_invalid'],
    ['US with ZIP+4', input({ postalCode: '10001-1234' }), null],
    [
      'Canada without a province',
      input({ country: 'CA', region: null, postalCode: 'K1A 0B1' }),
      'province_required',
    ],
    [
      'Canada with a US state',
      input({ country: 'CA', region: 'NY', postalCode: 'K1A 0B1' }),
      'region_unknown',
    ],
    [
      'Canada with a US ZIP',
      input({ country: 'CA', region: 'ON', postalCode: '10001' }),
      'postal_code_invalid',
    ],
    [
      'Canada, province and postal code in lower case',
      input({ country: 'CA', region: 'on', postalCode: 'k1a0b1' }),
      null,
    ],
    [
      'Germany with any postal code',
      input({ country: 'DE', region: null, postalCode: '1', currency: 'EUR' }),
      null,
    ],
    ['no price in the currency', input({ currency: 'JPY' }), 'price_missing_in_currency'],
    ['currency case does not matter', input({ currency: 'usd' }), null],
  ])('%s', (_label, value, reason) => {
    const check = checkPaymentPreconditions(value);
    if (reason === null) expect(check).toEqual({ ok: true });
    else expect(check).toEqual({ ok: false, reason, messageKey: GENERAL_PAYMENT_ERROR_KEY });
  });
});
