/** The states a licence (one seat of a subscription) can be in, as the wire sends them. */
export type LicenseState = 'active' | 'revoked' | 'unassigned';

/**
 * docs/product.md#subscription-states: the licence that speaks for a subscription. A revocation must never be hidden by
 * an older active seat, so the last revoked licence wins; otherwise the first active one,
 * otherwise the first. An empty list has none.
 */
export function chooseLicense<L extends { state: string }>(licenses: readonly L[]): L | undefined {
  const revoked = licenses.filter((license) => license.state === 'revoked');
  if (revoked.length > 0) return revoked[revoked.length - 1];
  return licenses.find((license) => license.state === 'active') ?? licenses[0];
}
