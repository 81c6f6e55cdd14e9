import { describe, expect, it } from 'vitest';
import {
  DEDICATED_IP_LOCATION_CODES,
  DEDICATED_IP_LOCATIONS,
  dedicatedIpPool,
  firstFreeAddress,
  isDedicatedIpLocation,
} from './dedicated-ip-locations';

describe('dedicated IP locations and their address pools', () => {
  it('lists every location once, with a pool of its own', () => {
    expect(DEDICATED_IP_LOCATIONS.map((l) => l.code)).toEqual([...DEDICATED_IP_LOCATION_CODES]);
    const all = DEDICATED_IP_LOCATION_CODES.flatMap((code) => dedicatedIpPool(code));
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    ['us-new-york', '192.0.2.1', '192.0.2.62'],
    ['gb-london', '192.0.2.193', '192.0.2.254'],
    ['de-frankfurt', '198.51.100.1', '198.51.100.62'],
    ['au-sydney', '203.0.113.65', '203.0.113.126'],
  ] as const)('%s hands out %s to %s (documentation addresses only)', (code, first, last) => {
    const pool = dedicatedIpPool(code);
    expect(pool).toHaveLength(62);
    expect(pool[0]).toBe(first);
    expect(pool.at(-1)).toBe(last);
  });

  it.each([
    ['nothing taken', [], '198.51.100.65'],
    ['the first two taken', ['198.51.100.65', '198.51.100.66'], '198.51.100.67'],
    ['a gap is reused', ['198.51.100.66'], '198.51.100.65'],
  ])('gives the lowest free address: %s', (_case, taken, expected) => {
    expect(firstFreeAddress('nl-amsterdam', new Set(taken))).toBe(expected);
  });

  it('answers null when a location is full', () => {
    expect(firstFreeAddress('jp-tokyo', new Set(dedicatedIpPool('jp-tokyo')))).toBeNull();
  });

  it.each([
    ['fr-paris', true],
    ['mars-olympus', false],
    ['', false],
  ])('knows %s is a location: %s', (code, expected) => {
    expect(isDedicatedIpLocation(code)).toBe(expected);
  });

  it('has no pool for an unknown code', () => {
    expect(dedicatedIpPool('nowhere' as never)).toEqual([]);
  });
});
