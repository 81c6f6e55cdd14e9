import { describe, expect, it } from 'vitest';
import { isSoldInCountry } from './sales-countries';

describe('isSoldInCountry', () => {
  it.each([
    { soldIn: null, country: 'DE', sold: true },
    { soldIn: null, country: 'SA', sold: true },
    { soldIn: ['US'], country: 'US', sold: true },
    { soldIn: ['US'], country: 'us', sold: true },
    { soldIn: ['US'], country: 'DE', sold: false },
    { soldIn: ['US'], country: 'SA', sold: false },
    { soldIn: ['US', 'CA'], country: 'CA', sold: true },
  ])('$soldIn sells to a resident of $country: $sold', ({ soldIn, country, sold }) => {
    expect(isSoldInCountry(soldIn, country)).toBe(sold);
  });
});
