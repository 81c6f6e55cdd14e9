import { describe, expect, it } from 'vitest';
import { chooseLicense } from './license-choice';

const l = (krn: string, state: string) => ({ krn, state });

describe('docs/product.md#subscription-states licence choice: last revoked if any, else first active, else first', () => {
  it.each([
    ['no licences', [], undefined],
    ['one active', [l('a', 'active')], 'a'],
    ['first active wins', [l('u', 'unassigned'), l('a1', 'active'), l('a2', 'active')], 'a1'],
    [
      'the last revoked beats active ones',
      [l('r1', 'revoked'), l('a', 'active'), l('r2', 'revoked'), l('a2', 'active')],
      'r2',
    ],
    ['a single revoked', [l('a', 'active'), l('r', 'revoked')], 'r'],
    ['none active: the first', [l('u1', 'unassigned'), l('u2', 'unassigned')], 'u1'],
  ])('%s', (_label, licenses, expected) => {
    expect(chooseLicense(licenses)?.krn).toBe(expected);
  });
});
