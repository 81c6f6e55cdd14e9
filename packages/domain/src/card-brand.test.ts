import { describe, expect, it } from 'vitest';
import { cardBrandName } from './card-brand';

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['VISA', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['american_express', 'American Express'],
    ['discover', 'Discover'],
    ['jcb', 'JCB'],
    ['diners', 'Diners Club'],
    ['unionpay', 'UnionPay'],
    ['maestro', 'Maestro'],
    ['cartes_bancaires', 'cartes_bancaires'],
  ])('%s is written %s', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });
});
