import { describe, expect, it } from 'vitest';
import { canonicalParams, parseFormParams } from './form-params';

describe('parseFormParams', () => {
  it.each([
    ['amount=1000&currency=usd', { amount: '1000', currency: 'usd' }],
    [
      'metadata[burrow_tenant_id]=t1&metadata[burrow_flow]=checkout',
      {
        metadata: { burrow_tenant_id: 't1', burrow_flow: 'checkout' },
      },
    ],
    [
      'expand[0]=latest_charge&expand[1]=payment_method',
      {
        expand: ['latest_charge', 'payment_method'],
      },
    ],
    ['expand[]=latest_charge&expand[]=customer', { expand: ['latest_charge', 'customer'] }],
    [
      'payment_method_data[type]=card&payment_method_data[card][number]=4242424242424242',
      { payment_method_data: { type: 'card', card: { number: '4242424242424242' } } },
    ],
    ['mode[error_5xx]=3&mode[slow]=1', { mode: { error_5xx: '3', slow: '1' } }],
    ['metadata=', { metadata: '' }],
    ['email=a%2Bb%40example.com', { email: 'a+b@example.com' }],
  ])('parses %s', (encoded, expected) => {
    expect(parseFormParams(encoded)).toEqual(expected);
  });

  it('gives the same canonical text whatever the order of the keys', () => {
    expect(canonicalParams(parseFormParams('a=1&metadata[x]=1&metadata[y]=2'))).toBe(
      canonicalParams(parseFormParams('metadata[y]=2&metadata[x]=1&a=1')),
    );
    expect(canonicalParams(parseFormParams('a=1'))).not.toBe(
      canonicalParams(parseFormParams('a=2')),
    );
  });
});
