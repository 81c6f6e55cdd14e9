/**
 * Where a buyer may say they live: the countries Burrow sells to, and the US states and
 * Canadian provinces that decide sales tax there. The checkout form offers exactly these and
 * the server accepts exactly these, so a residence the form could not produce is refused.
 * Every country here has a tax rule in `tax-rates.ts` (a test keeps the two lists together);
 * adding a country means adding it here and choosing its rate there.
 */
// prettier-ignore
export const COUNTRY_CODES = [
  'AR', 'AT', 'AU', 'BE', 'BG', 'BR', 'CA', 'CH', 'CL', 'CO', 'CY', 'CZ', 'DE', 'DK', 'EE',
  'EG', 'ES', 'FI', 'FR', 'GB', 'GR', 'HK', 'HR', 'HU', 'ID', 'IE', 'IL', 'IN', 'IS', 'IT',
  'JP', 'KE', 'KR', 'LT', 'LU', 'LV', 'MA', 'MT', 'MX', 'MY', 'NG', 'NL', 'NO', 'NZ', 'PE',
  'PH', 'PL', 'PT', 'RO', 'RS', 'SA', 'SE', 'SG', 'SI', 'SK', 'TH', 'TR', 'TW', 'UA', 'AE',
  'US', 'VN', 'ZA',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

// States and provinces are proper names, the same in every language.
// prettier-ignore
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California',
  CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia',
  FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana',
  IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri',
  MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin',
  WY: 'Wyoming',
};

// prettier-ignore
export const CA_PROVINCES: Readonly<Record<string, string>> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador', NS: 'Nova Scotia', NT: 'Northwest Territories',
  NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Québec',
  SK: 'Saskatchewan', YT: 'Yukon',
};

const SOLD_TO: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** Whether Burrow sells to buyers living in this country (ISO 3166-1 alpha-2, any case). */
export function isSoldToCountry(country: string): boolean {
  return SOLD_TO.has(country.trim().toUpperCase());
}

/**
 * Whether `region` is one the form offers for `country`: a US state or DC for the US, a
 * province or territory for Canada; elsewhere no region is asked for, so any is ignored.
 */
export function isKnownRegion(country: string, region: string): boolean {
  const code = region.trim().toUpperCase();
  switch (country.trim().toUpperCase()) {
    case 'US':
      return Object.hasOwn(US_STATES, code);
    case 'CA':
      return Object.hasOwn(CA_PROVINCES, code);
    default:
      return true;
  }
}
