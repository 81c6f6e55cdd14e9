import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceIdPrefix, subscriptionReference } from './subscription-reference';

describe('the short subscription reference shown instead of the UUID', () => {
  it.each([
    ['00000000-0000-4000-8000-000000000000', '0000-0000'],
    ['ffffffff-ff00-4000-8000-000000000000', 'ZZZZ-ZZZZ'],
    ['krn:subscription:1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', '3EEP-QKDV'],
    ['1B9D6BCD-BBFD-4B2D-9B5D-AB8DFBBD4BED', '3EEP-QKDV'],
    // Not a UUID: shown as it is, uppercased.
    ['krn:subscription:abc123', 'ABC123'],
  ])('%s → %s', (input, reference) => {
    expect(subscriptionReference(input)).toBe(reference);
  });

  it('never uses the letters a reader confuses with digits (I, L, O, U)', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(subscriptionReference(id)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      }),
    );
  });

  it('turns back into the first ten hex digits of the id, so support can find it', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(referenceIdPrefix(subscriptionReference(id))).toBe(
          id.replaceAll('-', '').slice(0, 10).toLowerCase(),
        );
      }),
    );
  });

  it.each(['ABCD-EFG', 'ABCD-EFGI', 'not a code'])('%s is not a reference', (text) => {
    expect(referenceIdPrefix(text)).toBeNull();
  });

  it('reads a reference typed in lowercase', () => {
    expect(referenceIdPrefix('3eep-qkdv')).toBe('1b9d6bcdbb');
  });
});
