import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_ALPHABET,
  activationCodeExpiry,
  activationCodeFromBytes,
  formatActivationCode,
  mayConnectAnotherDevice,
  normalizeActivationCode,
} from './device-activation';

const bytes = (values: number[]) => Uint8Array.from(values);

describe('device activation codes (docs/product.md#customer-pages /activation-setup, decision 0053)', () => {
  it('makes twelve symbols of Crockford base 32 from random bytes', () => {
    expect(activationCodeFromBytes(bytes([0, 1, 2, 3, 31, 32, 33, 255, 10, 18, 22, 30]))).toBe(
      '0123Z01ZAJPY',
    );
    expect(() => activationCodeFromBytes(bytes([1, 2, 3]))).toThrow(RangeError);
  });

  it('shows a code in groups of four', () => {
    expect(formatActivationCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(formatActivationCode('')).toBe('');
  });

  it.each([
    ['ABCD-EFGH-JKMN', 'ABCDEFGHJKMN'],
    [' abcd efgh jkmn ', 'ABCDEFGHJKMN'],
    ['0O1I-L234-5678', '001112345678'],
    ['ABCD-EFGH-JKM', null],
    ['ABCD-EFGH-JKMNP', null],
    ['ABCD-EFGH-JKMU', null],
    ['ABCD_EFGH_JKMN', null],
  ])('reads %j as %j', (typed, code) => {
    expect(normalizeActivationCode(typed)).toBe(code);
  });

  it('reads back every code it makes, however it is shown', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (random) => {
        const code = activationCodeFromBytes(random);
        expect([...code].every((symbol) => ACTIVATION_CODE_ALPHABET.includes(symbol))).toBe(true);
        expect(normalizeActivationCode(formatActivationCode(code).toLowerCase())).toBe(code);
      }),
    );
  });

  it('expires a code thirty minutes after it was made', () => {
    expect(activationCodeExpiry(new Date('2026-06-15T12:00:00Z')).toISOString()).toBe(
      '2026-06-15T12:30:00.000Z',
    );
  });

  it.each([
    [0, 5, true],
    [4, 5, true],
    [5, 5, false],
    [7, 8, true],
    [8, 8, false],
    [9, 10, true],
    [10, 10, false],
    [11, 10, false],
  ])(
    'with %i devices connected on a plan of %i, another may connect: %s',
    (connected, max, may) => {
      expect(mayConnectAnotherDevice(connected, max)).toBe(may);
    },
  );
});
