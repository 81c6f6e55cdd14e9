import { describe, expect, it } from 'vitest';
import { buyerErrors, customerResidence } from './buyer-fields';

const buyer = { email: 'a@example.com', country: 'US', region: 'CA', postalCode: '94105' };

describe('the buyer fields checkout collects (docs/product.md#buyer-fields-and-residence)', () => {
  it('has no name errors, since checkout asks for no names', () => {
    expect(buyerErrors(buyer)).toEqual({});
  });

  it('keys each problem by the domain’s message keys', () => {
    expect(buyerErrors({ ...buyer, email: '', region: '', postalCode: '941' })).toEqual({
      email: 'checkout.fields.email_missing',
      region: 'checkout.fields.state_missing',
      postalCode: 'checkout.fields.postal_code_invalid',
    });
    expect(buyerErrors({ ...buyer, country: 'CA', region: '', postalCode: 'K1A0B1' })).toEqual({
      region: 'checkout.fields.province_missing',
    });
    expect(buyerErrors({ ...buyer, country: '' })).toEqual({
      country: 'checkout.fields.country_missing',
    });
  });

  it('sends no empty region or code, and Canadian codes in their usual form', () => {
    expect(customerResidence({ ...buyer, country: 'de', region: '', postalCode: ' ' })).toEqual({
      residenceCountry: 'DE',
    });
    expect(
      customerResidence({ ...buyer, country: 'CA', region: 'ON', postalCode: 'k1a0b1' }),
    ).toEqual({ residenceCountry: 'CA', residenceState: 'ON', residenceZipcode: 'K1A 0B1' });
  });
});
