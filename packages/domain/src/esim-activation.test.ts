import { describe, expect, it } from 'vitest';
import { esimActivationCode, isEsimUsable } from './esim-activation';

describe('eSIM activation', () => {
  it.each([
    ['smdp.burrow.test', 'A1B2C3', 'LPA:1$smdp.burrow.test$A1B2C3'],
    ['rsp.example.com', 'K2-1X0B4S-1OQ8N6W', 'LPA:1$rsp.example.com$K2-1X0B4S-1OQ8N6W'],
  ])('builds the SGP.22 activation code for %s / %s', (smdp, matchingId, expected) => {
    expect(esimActivationCode(smdp, matchingId)).toBe(expected);
  });

  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['a day before expiry', '2026-06-16T12:00:00Z', true],
    ['at the moment of expiry', '2026-06-15T12:00:00Z', false],
    ['after expiry', '2026-06-01T00:00:00Z', false],
  ])('is usable %s: %s', (_case, expires, expected) => {
    expect(isEsimUsable(new Date(expires), now)).toBe(expected);
  });
});
