import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotpStep,
  otpauthUrl,
  totpCode,
  totpStep,
  type TotpAlgorithm,
} from '../src/modules/staff/totp';
import { ManualClock, ShiftableClock, wallTime } from '../src/platform/clock';

// RFC 6238 appendix B: the seeds are ASCII strings of the hash's length.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

describe('TOTP against the RFC 6238 test vectors (8 digits)', () => {
  it.each([
    [59, 'sha1', '94287082'],
    [59, 'sha256', '46119246'],
    [59, 'sha512', '90693936'],
    [1111111109, 'sha1', '07081804'],
    [1111111109, 'sha256', '68084774'],
    [1111111109, 'sha512', '25091201'],
    [1111111111, 'sha1', '14050471'],
    [1111111111, 'sha256', '67062674'],
    [1111111111, 'sha512', '99943326'],
    [1234567890, 'sha1', '89005924'],
    [1234567890, 'sha256', '91819424'],
    [1234567890, 'sha512', '93441116'],
    [2000000000, 'sha1', '69279037'],
    [2000000000, 'sha256', '90698825'],
    [2000000000, 'sha512', '38618901'],
    [20000000000, 'sha1', '65353130'],
    [20000000000, 'sha256', '77737706'],
    [20000000000, 'sha512', '47863826'],
  ] as const)('T=%i with %s → %s', (seconds, algorithm, expected) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(hotp(SEEDS[algorithm], step, 8, algorithm)).toBe(expected);
  });
});

describe('HOTP against the RFC 4226 appendix D values', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [9, '520489'],
  ])('counter %i → %s', (counter, expected) => {
    expect(hotp(SEEDS.sha1, counter)).toBe(expected);
  });
});

describe('base32 (RFC 4648)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j ↔ %s', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
  });

  it('reads a secret typed in lower case with spaces', () => {
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
  });
});

describe('checking a code', () => {
  const secret = base32Encode(SEEDS.sha1);
  const at = new Date(1111111111 * 1000);
  const now = totpStep(at);

  it('accepts the current step and one step either side, and nothing further', () => {
    for (const [offset, accepted] of [
      [-2, false],
      [-1, true],
      [0, true],
      [1, true],
      [2, false],
    ] as const) {
      const code = totpCode(secret, new Date(at.getTime() + offset * 30_000));
      expect(matchTotpStep(secret, code, at, null), `offset ${offset}`).toBe(
        accepted ? now + offset : undefined,
      );
    }
  });

  it('never accepts a step at or before the last one used', () => {
    const code = totpCode(secret, at);
    expect(matchTotpStep(secret, code, at, now - 1)).toBe(now);
    expect(matchTotpStep(secret, code, at, now)).toBeUndefined();
  });

  it('refuses a wrong code', () => {
    const right = totpCode(secret, at);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotpStep(secret, wrong, at, null)).toBeUndefined();
  });

  it('makes 160-bit secrets and an otpauth link apps read', () => {
    const fresh = generateTotpSecret();
    expect(base32Decode(fresh)).toHaveLength(20);
    expect(fresh).not.toBe(generateTotpSecret());
    const url = new URL(otpauthUrl(fresh, 'ana@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Burrow staff:ana@example.com');
    expect(url.searchParams.get('secret')).toBe(fresh);
    expect(url.searchParams.get('issuer')).toBe('Burrow staff');
  });
});

describe('the time codes are checked at', () => {
  it('is the world’s, not the demo clock moved a month ahead', () => {
    const demo = new ShiftableClock();
    demo.advance(30 * 86_400_000);
    expect(wallTime(demo).getTime()).toBeLessThan(demo.now().getTime() - 29 * 86_400_000);
  });

  it('is a test’s manual clock, which tests move', () => {
    const manual = new ManualClock(new Date('2026-06-15T12:00:00Z'));
    expect(wallTime(manual)).toEqual(new Date('2026-06-15T12:00:00Z'));
  });
});
