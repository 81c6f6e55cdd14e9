/**
 * Tax on a VPN subscription by the buyer's residence, in basis points (1900 = 19%). Digital
 * services are taxed where the buyer lives: EU VAT at the member state's standard rate, UK
 * VAT, Canadian GST/HST by province, and US sales tax only in the states that tax digital
 * subscriptions (state base rate; local add-ons are not modelled — decision 0030).
 * Whether a price includes the tax or has it added on top depends on the buyer's country too
 * (`pricesIncludeTax`, decision 0108).
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
function taxRateBasisPoints(country: string, region?: string | null): number {
  const code = country.toUpperCase();
  const state = region?.toUpperCase() ?? '';
  if (code === 'US') return US_DIGITAL_SERVICE_STATE_RATES_BP[state] ?? 0;
  if (code === 'CA') return CANADA_PROVINCE_RATES_BP[state] ?? 500;
  return COUNTRY_RATES_BP[code] ?? 0;
}

/**
 * Where consumer law wants the price shown to include VAT (decision 0108): the EU member
 * states, the rest of the EEA (Norway, Iceland, Liechtenstein), the UK and Switzerland. There
 * the catalogue price is what the buyer pays and the tax is part of it; elsewhere (the US,
 * Canada, Australia, Japan, …) tax is added on top, as buyers there expect.
 */
// prettier-ignore
const TAX_INCLUSIVE_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'NO', 'IS', 'LI',
  'GB', 'CH',
]);

export function pricesIncludeTax(country: string): boolean {
  return TAX_INCLUSIVE_COUNTRIES.has(country.trim().toUpperCase());
}

/** How a residence is taxed: the rate, and whether prices already include the tax. */
export interface TaxBasis {
  rateBasisPoints: number;
  inclusive: boolean;
}

/** No tax at all: a charge nobody pays (a gift card's plan, paid for when the card was sold). */
export const NO_TAX: TaxBasis = { rateBasisPoints: 0, inclusive: false };

export function taxBasis(country: string, region?: string | null): TaxBasis {
  return {
    rateBasisPoints: taxRateBasisPoints(country, region),
    inclusive: pricesIncludeTax(country),
  };
}

/** A price taken apart: what is taxed, the tax, and what the buyer pays. */
export interface TaxSplit {
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/** `numerator / denominator` rounded half away from zero (so a credit mirrors a charge). */
function roundHalfUp(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/**
 * The one way a price is taxed. Tax-inclusive: the price is the gross the buyer pays and the
 * tax is the part of it that is tax, gross × rate / (100% + rate); tax-exclusive: the price is
 * the net and the tax, net × rate, is added. Either way rounded half up to the minor unit.
 */
export function splitTax(priceMinor: number, basis: TaxBasis): TaxSplit {
  const rate = basis.rateBasisPoints;
  if (basis.inclusive) {
    const taxMinor = roundHalfUp(priceMinor * rate, 10_000 + rate);
    return { netMinor: priceMinor - taxMinor, taxMinor, grossMinor: priceMinor };
  }
  const taxMinor = roundHalfUp(priceMinor * rate, 10_000);
  return { netMinor: priceMinor, taxMinor, grossMinor: priceMinor + taxMinor };
}
