/**
 * Where a dedicated IP can live, and the address pool of each location. The pools are the
 * IPv4 documentation ranges (RFC 5737: 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24) cut
 * into /26 blocks, so a demo never hands out an address that routes anywhere; an operator
 * with real address space replaces `DEDICATED_IP_LOCATIONS` (decision 0046).
 */
export const DEDICATED_IP_LOCATION_CODES = [
  'us-new-york',
  'us-los-angeles',
  'ca-toronto',
  'gb-london',
  'de-frankfurt',
  'nl-amsterdam',
  'fr-paris',
  'jp-tokyo',
  'sg-singapore',
  'au-sydney',
] as const;

export type DedicatedIpLocationCode = (typeof DEDICATED_IP_LOCATION_CODES)[number];

export interface DedicatedIpLocation {
  code: DedicatedIpLocationCode;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The /26 block: the first three octets and the block's first host octet. */
  network: string;
  firstHost: number;
}

const BLOCK_HOSTS = 62;

export const DEDICATED_IP_LOCATIONS: readonly DedicatedIpLocation[] = [
  { code: 'us-new-york', country: 'US', network: '192.0.2', firstHost: 1 },
  { code: 'us-los-angeles', country: 'US', network: '192.0.2', firstHost: 65 },
  { code: 'ca-toronto', country: 'CA', network: '192.0.2', firstHost: 129 },
  { code: 'gb-london', country: 'GB', network: '192.0.2', firstHost: 193 },
  { code: 'de-frankfurt', country: 'DE', network: '198.51.100', firstHost: 1 },
  { code: 'nl-amsterdam', country: 'NL', network: '198.51.100', firstHost: 65 },
  { code: 'fr-paris', country: 'FR', network: '198.51.100', firstHost: 129 },
  { code: 'jp-tokyo', country: 'JP', network: '198.51.100', firstHost: 193 },
  { code: 'sg-singapore', country: 'SG', network: '203.0.113', firstHost: 1 },
  { code: 'au-sydney', country: 'AU', network: '203.0.113', firstHost: 65 },
];

export function isDedicatedIpLocation(code: string): code is DedicatedIpLocationCode {
  return (DEDICATED_IP_LOCATION_CODES as readonly string[]).includes(code);
}

/** Every address of a location's pool, lowest first. */
export function dedicatedIpPool(code: DedicatedIpLocationCode): string[] {
  const location = DEDICATED_IP_LOCATIONS.find((l) => l.code === code);
  if (!location) return [];
  return Array.from(
    { length: BLOCK_HOSTS },
    (_, i) => `${location.network}.${location.firstHost + i}`,
  );
}

/** The lowest address of the location's pool nobody holds, or null when the pool is full. */
export function firstFreeAddress(
  code: DedicatedIpLocationCode,
  taken: ReadonlySet<string>,
): string | null {
  return dedicatedIpPool(code).find((address) => !taken.has(address)) ?? null;
}
