/**
 * Tax on a VPN subscription by the buyer's residence, in basis points (1900 = 19%). Digital
 * services are taxed where the buyer lives: EU VAT at the member state's standard rate, UK
 * VAT, Canadian GST/HST by province, and US sales tax only in the states that tax digital
 * subscriptions (state base rate; local add-ons are not modelled — decision 0030).
 * Prices are tax-exclusive: tax is added on top of the discounted subtotal.
 */
const COUNTRY_RATES_BP: Readonly<Record<string, number>> = {
  // EU member states' standard VAT (the one-stop shop charges the buyer's country's rate).
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
  // Elsewhere a foreign seller of digital services registers and charges the local VAT/GST.
  GB: 2000,
  NO: 2500,
  CH: 810,
  IS: 2400,
  AU: 1000,
  NZ: 1500,
  JP: 1000,
  KR: 1000,
  IN: 1800,
  SG: 900,
  ZA: 1500,
  AE: 500,
  SA: 1500,
  AR: 2100,
  CL: 1900,
  CO: 1900,
  EG: 1400,
  IL: 1800,
  KE: 1600,
  MA: 2000,
  MX: 1600,
  MY: 800,
  NG: 750,
  PE: 1800,
  PH: 1200,
  RS: 2000,
  TH: 700,
  TR: 2000,
  TW: 500,
  UA: 2000,
  // Indonesia's VAT on foreign digital services is 12% of 11/12 of the price: 11% in effect.
  ID: 1100,
  // Vietnam taxes a foreign digital supplier at a deemed 5% of revenue, not its 10% rate.
  VN: 500,
  // No consumption tax a foreign seller collects: Hong Kong has none; Brazil's CBS/IBS for
  // foreign digital services is not yet in force. Zero on purpose, not by omission.
  HK: 0,
  BR: 0,
};

const CANADA_PROVINCE_RATES_BP: Readonly<Record<string, number>> = {
  AB: 500,
  BC: 1200,
  MB: 1200,
  NB: 1500,
  NL: 1500,
  NS: 1400,
  NT: 500,
  NU: 500,
  ON: 1300,
  PE: 1500,
  QC: 1498,
  SK: 1100,
  YT: 500,
};

const US_DIGITAL_SERVICE_STATE_RATES_BP: Readonly<Record<string, number>> = {
  AZ: 560,
  CT: 635,
  DC: 600,
  HI: 400,
  IA: 600,
  KY: 600,
  LA: 445,
  ME: 550,
  MS: 700,
  NE: 550,
  NJ: 663,
  NM: 488,
  NY: 400,
  OH: 575,
  PA: 600,
  RI: 700,
  SD: 420,
  TN: 700,
  TX: 625,
  UT: 610,
  WA: 650,
  WV: 600,
  WI: 500,
};

/**
 * Whether the residence's country has a tax rule here (a rate, possibly a deliberate 0);
 * every country the checkout sells to must (see `residence-regions.ts`).
 */
export function hasTaxRule(country: string): boolean {
  const code = country.toUpperCase();
  return code === 'US' || code === 'CA' || Object.hasOwn(COUNTRY_RATES_BP, code);
}

/** The tax rate for a residence; 0 where we collect no tax. */
export function taxRateBasisPoints(country: string, region?: string | null): number {
  const code = country.toUpperCase();
  const state = region?.toUpperCase() ?? '';
  if (code === 'US') return US_DIGITAL_SERVICE_STATE_RATES_BP[state] ?? 0;
  if (code === 'CA') return CANADA_PROVINCE_RATES_BP[state] ?? 500;
  return COUNTRY_RATES_BP[code] ?? 0;
}

/** Tax on a taxable amount in minor units, rounded half up to the minor unit. */
export function taxOn(taxableMinor: number, rateBasisPoints: number): number {
  return Math.floor((taxableMinor * rateBasisPoints + 5_000) / 10_000);
}
