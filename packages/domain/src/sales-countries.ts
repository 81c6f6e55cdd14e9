/**
 * Whether a product is sold to a resident of `country` (decision 0107). `soldIn` is the
 * catalogue's list of upper-case ISO 3166-1 alpha-2 codes; null means everywhere. A product
 * bound to one country's institutions (US credit bureaus, a US-dollar insurance policy) is
 * useless elsewhere, so it is neither offered nor sold there.
 */
export function isSoldInCountry(soldIn: readonly string[] | null, country: string): boolean {
  return soldIn === null || soldIn.includes(country.trim().toUpperCase());
}
