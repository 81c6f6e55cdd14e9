/** docs/product.md#buyer-fields-and-residence US ZIP code: five digits, optionally a hyphen and four more (ZIP+4). */
const US_ZIP = /^\d{5}(-\d{4})?$/;

/**
 * Canada Post's format `A1A 1A1`: letters D, F, I, O, Q and U never occur (they read like
 * digits), and W and Z never start a code. The space is optional when typed.
 */
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** docs/product.md#buyer-fields-and-residence: a US ZIP code is `12345` or `12345-6789`. */
export function isValidUsZip(zip: string): boolean {
  return US_ZIP.test(zip.trim());
}

/** docs/product.md#buyer-fields-and-residence: a Canadian postal code such as `K1A 0B1` (any letter case, space optional). */
export function isValidCanadianPostalCode(code: string): boolean {
  return CANADIAN_POSTAL_CODE.test(code.trim().toUpperCase());
}

/** The stored form of a Canadian postal code: uppercase with the middle space, `K1A 0B1`. */
export function normalizeCanadianPostalCode(code: string): string {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/**
 * Whether a postal code fits the country. Only the US and Canada are checked, because only
 * their codes decide sales tax here; elsewhere any code (or none) is accepted.
 */
export function isValidPostalCode(country: string, code: string): boolean {
  switch (country.toUpperCase()) {
    case 'US':
      return isValidUsZip(code);
    case 'CA':
      return isValidCanadianPostalCode(code);
    default:
      return true;
  }
}
