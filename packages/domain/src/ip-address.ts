/**
 * IP addresses a customer registers for DNS access (docs/product.md#customer-pages authorize-ip, decision 0052):
 * strict parsing of IPv4 and IPv6 text, a canonical form to store and compare, and the
 * special-purpose ranges (IANA's IPv4 and IPv6 special-purpose address registries) that
 * no DNS server on the internet will ever see a query from, so registering one is refused.
 */

export type IpVersion = 4 | 6;

/** Why an address cannot be registered; each is a message key suffix in the web catalogue. */
export type IpAddressProblem =
  | 'required'
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link_local'
  | 'documentation'
  | 'multicast'
  | 'reserved';

export type IpAddressCheck =
  { ok: true; version: IpVersion; address: string } | { ok: false; problem: IpAddressProblem };

/** Longest text worth parsing: a full IPv6 address with an embedded IPv4 tail is 45. */
export const MAX_IP_ADDRESS_LENGTH = 45;

const IPV4_OCTET = /^(0|[1-9][0-9]{0,2})$/;

/**
 * Four dotted decimal octets, each 0–255 without leading zeros (a leading zero means
 * octal to some parsers: `010.0.0.1` is refused rather than guessed at).
 */
function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const octets = parts.map((part) => (IPV4_OCTET.test(part) ? Number(part) : NaN));
  return octets.every((octet) => octet <= 255) ? octets : null;
}

const HEXTET = /^[0-9a-f]{1,4}$/;

/** Eight 16-bit groups from RFC 4291 text: `::` once at most, an IPv4 tail allowed. */
function parseIpv6(text: string): number[] | null {
  const lower = text.toLowerCase();
  const halves = lower.split('::');
  if (halves.length > 2) return null;
  // An IPv4 tail may only end the whole address.
  const groupsOf = (half: string, last: boolean): number[] | null => {
    if (half === '') return [];
    const parts = half.split(':');
    const groups: number[] = [];
    for (const [index, part] of parts.entries()) {
      if (last && index === parts.length - 1 && part.includes('.')) {
        const v4 = parseIpv4(part);
        if (!v4) return null;
        groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (HEXTET.test(part)) {
        groups.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0] ?? '', halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '', true) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  // `::` stands for at least one group of zeros.
  if (missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** RFC 5952 text: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIpv6(groups: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8;) {
    if (groups[start] !== 0) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end += 1;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(':');
  const head = hex.slice(0, bestStart).join(':');
  const tail = hex.slice(bestStart + bestLength).join(':');
  return `${head}::${tail}`;
}

type Range = readonly [prefix: readonly number[], bits: number, problem: IpAddressProblem];

// IANA IPv4 special-purpose registry entries that are not globally reachable.
const IPV4_RANGES: readonly Range[] = [
  [[0, 0, 0, 0], 32, 'unspecified'],
  [[0, 0, 0, 0], 8, 'reserved'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'shared'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link_local'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'],
  [[192, 0, 2, 0], 24, 'documentation'],
  [[192, 88, 99, 0], 24, 'reserved'],
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'reserved'],
  [[198, 51, 100, 0], 24, 'documentation'],
  [[203, 0, 113, 0], 24, 'documentation'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'],
];

// IPv6 as 16-bit groups. Only global unicast (2000::/3) is reachable at all; inside it, the
// registry's protocol, documentation and 6to4 blocks are not.
const IPV6_RANGES: readonly Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0], 128, 'unspecified'],
  [[0, 0, 0, 0, 0, 0, 0, 1], 128, 'loopback'],
  [[0xfc00], 7, 'private'],
  [[0xfe80], 10, 'link_local'],
  [[0xff00], 8, 'multicast'],
  [[0x2001, 0x0db8], 32, 'documentation'],
  [[0x3fff, 0], 20, 'documentation'],
  [[0x2001, 0], 23, 'reserved'],
  [[0x2002], 16, 'reserved'],
];

function inRange(
  values: readonly number[],
  width: number,
  prefix: readonly number[],
  bits: number,
) {
  for (let index = 0, left = bits; left > 0; index += 1, left -= width) {
    const take = Math.min(width, left);
    const mask = ((1 << take) - 1) << (width - take);
    if (((values[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function problemIn(values: readonly number[], width: number, ranges: readonly Range[]) {
  return ranges.find(([prefix, bits]) => inRange(values, width, prefix, bits))?.[2];
}

function checkIpv4(octets: readonly number[]): IpAddressCheck {
  const problem = problemIn(octets, 8, IPV4_RANGES);
  return problem ? { ok: false, problem } : { ok: true, version: 4, address: octets.join('.') };
}

/**
 * Parses `text` as an IPv4 or IPv6 address that the DNS service can see queries from: a
 * public, globally reachable unicast address. Answers its canonical text (IPv6 per RFC
 * 5952; an IPv4-mapped IPv6 address as the IPv4 address it carries) or the problem.
 */
export function checkPublicIpAddress(text: string): IpAddressCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (trimmed.length > MAX_IP_ADDRESS_LENGTH) return { ok: false, problem: 'invalid' };
  if (!trimmed.includes(':')) {
    const octets = parseIpv4(trimmed);
    return octets ? checkIpv4(octets) : { ok: false, problem: 'invalid' };
  }
  const groups = parseIpv6(trimmed);
  if (!groups) return { ok: false, problem: 'invalid' };
  // ::ffff:a.b.c.d is an IPv4 address on an IPv6 socket: judge and store it as IPv4.
  if (groups.slice(0, 6).every((group, index) => group === (index === 5 ? 0xffff : 0))) {
    const [high = 0, low = 0] = groups.slice(6);
    return checkIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  const problem =
    problemIn(groups, 16, IPV6_RANGES) ??
    (inRange(groups, 16, [0x2000], 3) ? undefined : ('reserved' as const));
  return problem ? { ok: false, problem } : { ok: true, version: 6, address: formatIpv6(groups) };
}
