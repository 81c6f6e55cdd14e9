/**
 * Business partners whose members get their own banner on the order page, by the
 * `partner_id` (or `partner`) their links carry. The names are brands, shown as written;
 * an id not listed here gets the generic partner text, never the id itself, since anyone
 * can put any text in a link.
 */
const PARTNER_NAMES: Readonly<Record<string, string>> = {
  'acme-bank': 'Acme Bank',
  contoso: 'Contoso',
  fabrikam: 'Fabrikam',
  northwind: 'Northwind Traders',
};

export function partnerDisplayName(partnerId: string): string | null {
  // Own keys only: `constructor` or `__proto__` in a link must not find anything.
  return Object.hasOwn(PARTNER_NAMES, partnerId) ? (PARTNER_NAMES[partnerId] ?? null) : null;
}
