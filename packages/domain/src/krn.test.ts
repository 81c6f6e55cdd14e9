import { describe, expect, it } from 'vitest';
import { krnId, makeKrn } from './krn';

// Customers see a subscription by its short reference (`subscription-reference.ts`).
describe('docs/product.md#pages-and-paths krn: the last colon-separated segment is the id', () => {
  it.each([
    ['krn:subscription:ab12cd', 'ab12cd'],
    ['krn:license:x:y:z9', 'z9'],
    ['plain', 'plain'],
  ])('%s', (krn, id) => {
    expect(krnId(krn)).toBe(id);
  });

  it('builds a krn from kind and id', () => {
    expect(makeKrn('user', 'u1')).toBe('krn:user:u1');
  });
});
