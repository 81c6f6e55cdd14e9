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
    currency: 'USD',
    priceCurrencies: ['USD', 'EUR', 'GBP'],
    ...overrides,
  };
}

describe('spec §5 payment requires email, country and a price in the chosen currency; US requires a state', () => {
  it.each([
    ['all present', input(), null],
    ['no email', input({ email: null }), 'email_missing'],
    ['blank email', input({ email: ' ' }), 'email_missing'],
    ['no country', input({ country: null }), 'country_missing'],
    ['blank country', input({ country: '' }), 'country_missing'],
    ['US without state', input({ region: null }), 'state_required'],
    ['US with blank state', input({ region: ' ' }), 'state_required'],
    ['France without region', input({ country: 'FR', region: null, currency: 'EUR' }), null],
    ['no price in the currency', input({ currency: 'JPY' }), 'price_missing_in_currency'],
    ['currency case does not matter', input({ currency: 'usd' }), null],
  ])('%s', (_label, value, reason) => {
    const check = checkPaymentPreconditions(value);
    if (reason === null) expect(check).toEqual({ ok: true });
    else expect(check).toEqual({ ok: false, reason, messageKey: GENERAL_PAYMENT_ERROR_KEY });
  });
});
