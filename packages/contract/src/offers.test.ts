import { describe, expect, it } from 'vitest';
import { OfferQuerySchema } from './offers';

describe('OfferQuerySchema', () => {
  it('takes a site locale and a residence country, upper-casing the country', () => {
    expect(OfferQuerySchema.parse({ locale: 'zh-cn', country: ' sa ' })).toEqual({
      locale: 'zh-cn',
      country: 'SA',
    });
    expect(OfferQuerySchema.parse({})).toEqual({});
  });

  it.each(['DEU', 'D', '12', 'd-'])('refuses %j as a country', (country) => {
    expect(OfferQuerySchema.safeParse({ country }).success).toBe(false);
  });
});
