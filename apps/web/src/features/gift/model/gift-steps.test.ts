import { describe, expect, it } from 'vitest';
import { currentGiftStep } from './gift-steps';

const card = { code: 'GIFTBASIC1', productId: 'vpn-basic', productName: 'Basic', months: 1 };

describe('currentGiftStep', () => {
  it('starts with the code, whoever is visiting', () => {
    expect(currentGiftStep({ card: null, email: null }, false)).toBe('code');
    expect(currentGiftStep({ card: null, email: null }, true)).toBe('code');
  });

  it('asks a visitor for an email, then redeems', () => {
    expect(currentGiftStep({ card, email: null }, false)).toBe('account');
    expect(currentGiftStep({ card, email: 'new@example.com' }, false)).toBe('redeem');
  });

  it('takes a signed-in customer straight from the code to redeeming', () => {
    expect(currentGiftStep({ card, email: null }, true)).toBe('redeem');
  });
});
