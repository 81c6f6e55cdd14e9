/** A krn is `krn:<kind>:<id>`; the customer-visible id is its last segment. */
export function krnId(krn: string): string {
  const segments = krn.split(':');
  return segments[segments.length - 1] ?? '';
}

/** Builds the krn of an object of `kind` with `id`. */
export function makeKrn(kind: string, id: string): string {
  return `krn:${kind}:${id}`;
}
