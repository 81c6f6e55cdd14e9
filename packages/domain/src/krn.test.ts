import { describe, expect, it } from 'vitest';
import { displayKrnId, krnId, makeKrn } from './krn';

describe('docs/product.md#pages-and-paths krn: the last colon-separated segment is the id, uppercased for display', () => {
  it.each([
    ['krn:subscription:ab12cd', 'ab12cd', 'AB12CD'],
    ['krn:license:x:y:z9', 'z9', 'Z9'],
    ['plain', 'plain', 'PLAIN'],
  ])('%s', (krn, id, display) => {
    expect(krnId(krn)).toBe(id);
    expect(displayKrnId(krn)).toBe(display);
  });

  it('builds a krn from kind and id', () => {
    expect(makeKrn('user', 'u1')).toBe('krn:user:u1');
  });
});
